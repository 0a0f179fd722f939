/**
 * What a tap before hydration is held for: links within the store and the page's controls, a form's
 * submit button among them. Links that open elsewhere (another tab, a download, `tel:`, another site),
 * `<summary>` and labels keep their own behaviour (a label's click reaches its control, which is judged on
 * its own).
 */
const replayedTap =
  'a[href^="/"]:not([href^="//"]):not([target]):not([download]),a[href^="#"],button,' +
  'input[type="button"],input[type="submit"],' +
  '[role="button"],[role="tab"],[role="menuitem"],[role="option"],[role="switch"]';

/**
 * A script for the document's head, run before anything else (ADR 091, ADR 102). Until the page's script
 * has taken over (`<html data-hydrated>`):
 * - A form without an `action` (one only the script can send) is not sent by the browser (ADR 091). It
 *   would send it to the page's own address by GET, every field in the URL, a password or a sign-in code
 *   too, where the history and the server's logs keep it.
 * - A tap on a link or control is held (its default prevented, and kept from the page's script, which may
 *   be hydrating at that moment and would act on it as well) and replayed as a click once the page has
 *   hydrated, so the shopper's first tap opens the menu, the login prompt or the cart, or sends the form
 *   (Enter in a field presses its submit button too), as it would have a moment later, rather than being
 *   lost or loading a whole page. Each control is replayed once, however often it was tapped. A modified
 *   click (new tab, new window) goes as it is.
 * - What is typed into a field or chosen in a list shows, as it does without script; once hydrated, each
 *   such field gets its value back, told to the page's script as if typed again.
 * - A checkbox or radio button ticks at once, as it does without script; once hydrated, each one the
 *   shopper changed is set back and clicked into the state they left it in, so the page's state follows.
 * - The pointer's last entry is replayed if it is still over the element, so a desktop menu the pointer
 *   rests on opens.
 * What is replayed goes one step per task, in the order above and the taps last; a tap that comes while
 * they run waits its turn behind them, and a tick or a value given meanwhile is the shopper's last word.
 * If the page has not hydrated ten seconds after a held tap (its script failed), the taps go to the
 * browser as they are, and later ones are not held: links navigate, and forms with an action (the login
 * form, ADR 090) are sent.
 * With script turned off none of this runs, and the page works as the server sent it.
 */
export const preHydrationInput = [
  "(function(){var d=document,h=d.documentElement,held=[],boxes=new Map(),typed=new Map(),over=null,passing=null,",
  "late=0,gaveUp=0,queue=[],busy=0;",
  'function hydrated(){return h.hasAttribute("data-hydrated")}',
  // Until the page has hydrated and replayed what came before, a new input waits its turn behind them
  "function waiting(){return!hydrated()||busy}",
  // One held input per task, so the page's state settles between them as it would between two taps
  "function replay(){var s=queue.shift();busy=s?1:0;if(s){s();setTimeout(replay,0)}}",
  "function enqueue(steps){queue=queue.concat(steps);if(!busy)replay()}",
  "function tap(t){return function(){var i=held.indexOf(t);if(i<0)return;held.splice(i,1);",
  "if(t.isConnected){passing=t;t.click();passing=null}}}",
  'd.addEventListener("submit",function(e){var f=e.target;',
  'if(!hydrated()&&f instanceof HTMLFormElement&&!f.hasAttribute("action"))e.preventDefault()},true);',
  'd.addEventListener("click",function(e){',
  "if(passing||!waiting()||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||!(e.target instanceof Element))return;",
  'var c=e.target.closest(\'input[type="checkbox"],input[type="radio"]\');',
  // How the shopper found it and how they left it; for a radio button, only the group's last choice. One
  // ticked while the replay runs is the page's already, and the shopper's last word.
  'if(c){if(c.type=="radio"&&c.name)boxes.forEach(function(x,o){',
  'if(o!=c&&o.type=="radio"&&o.name==c.name&&o.form==c.form)boxes.delete(o)});',
  'if(hydrated()){boxes.delete(c);return}var b=boxes.get(c)||[c.type!="radio"&&!c.checked];b[1]=c.checked;',
  "boxes.set(c,b);return}",
  `var t=e.target.closest(${JSON.stringify(replayedTap)});`,
  "if(!t||gaveUp&&!hydrated())return;",
  // Held whole: a page hydrating at this moment would act on the tap, and then the replay again
  "e.preventDefault();e.stopImmediatePropagation();",
  "if(held.indexOf(t)<0){held.push(t);if(hydrated())enqueue([tap(t)])}",
  "if(!hydrated()&&!late)late=setTimeout(function(){gaveUp=1;enqueue(held.map(tap))},10000)},true);",
  'd.addEventListener("pointerover",function(e){if(!hydrated())over=e},true);',
  // What is typed while the replay runs is the page's already, and the last word
  "function typing(t){if(waiting())hydrated()?typed.delete(t):typed.set(t,t.value)}",
  'd.addEventListener("input",function(e){var t=e.target;if(t instanceof HTMLTextAreaElement||' +
    "(t instanceof HTMLInputElement&&!/^(checkbox|radio|file|submit|button|image|reset)$/.test(t.type)))typing(t)},true);",
  'd.addEventListener("change",function(e){if(e.target instanceof HTMLSelectElement)typing(e.target)},true);',
  "new MutationObserver(function(r,o){if(!hydrated())return;o.disconnect();clearTimeout(late);var steps=[];",
  // What was typed or chosen, as last seen: hydrating puts a field the page controls back to its empty
  // state. Emptied through the element (which tells React), refilled through the prototype (which does
  // not), so the input event that follows reads as a change.
  "typed.forEach(function(x,t){steps.push(function(){var v=typed.get(t);if(v===undefined||!t.isConnected)return;",
  'if(t instanceof HTMLSelectElement){t.value=v;t.dispatchEvent(new Event("change",{bubbles:true}));return}',
  't.value="";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set.call(t,v);',
  't.dispatchEvent(new Event("input",{bubbles:true}))})});',
  "if(over)steps.push(function(){var t=over.target;",
  'if(t.isConnected&&t.matches(":hover"))t.dispatchEvent(new PointerEvent("pointerover",{bubbles:true,',
  "pointerId:over.pointerId,pointerType:over.pointerType,isPrimary:over.isPrimary,clientX:over.clientX,clientY:over.clientY}))});",
  // The ticks as the shopper left them, not as the page shows them now: a render once hydrated puts a
  // box the page controls back to its state, and replaying one tick re-renders the page
  "boxes.forEach(function(x,c){steps.push(function(){var b=boxes.get(c);",
  "if(b&&c.isConnected&&b[1]!==b[0]){c.checked=!b[1];c.click()}})});",
  'enqueue(steps.concat(held.map(tap)))}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})()',
].join("");
