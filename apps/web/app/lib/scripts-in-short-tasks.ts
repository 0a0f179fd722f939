import { sharedChunkRank } from "./shared-chunks.ts";

const modulePreloadLink = /<link rel="modulepreload" [^>]*?href="([^"]+)"[^>]*>/g;
const bootstrapScript = /<script\b([^>]*?) type="module"([^>]*)>/;
const nonceAttribute = /\bnonce="([^"]*)"/;
const staticImport = /\bfrom "([^"]+)"/g;
const dynamicImport = /\bimport\("([^"]+)"\)/g;

/** The first group of every match of `pattern` in `text`. */
function captured(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap(([, group]) => (group ? [group] : []));
}

/**
 * The modules to run ahead of the bootstrap, in order: the shared chunks, each after those it imports
 * (`sharedChunkOrder`), then the route modules the bootstrap imports. Not the entry module, which the
 * bootstrap imports last: it hydrates as soon as it runs, so it must find the bootstrap's manifest in place.
 */
function modulesAhead(preloads: string[], bootstrap: string): string[] {
  const routes = captured(bootstrap, staticImport);
  const entries = new Set(captured(bootstrap, dynamicImport));
  const shared = preloads
    .filter((href) => !entries.has(href) && !routes.includes(href))
    .sort((a, b) => sharedChunkRank(a) - sharedChunkRank(b));
  return [...shared, ...routes.filter((href) => !entries.has(href))];
}

/**
 * Starts the page's scripts once it has painted: after the `load` event and the first contentful paint
 * (which can come after `load`), at the shopper's first tap or key, or after three seconds, whichever
 * comes first. It adds the module preloads the server held back, so every module is fetched at once, then
 * imports the modules in order (shared chunks, then routes), each in a task of its own. Last, it puts the
 * bootstrap back as the module script it was, with the same nonce (read as a property: the attribute is
 * hidden once parsed); the bootstrap then finds its modules already run and only starts hydration. A
 * module that fails to load is passed over here: the bootstrap's own import of it then fails as it always
 * did. A tap that comes first is held and replayed then (`preHydrationInput`). Imports rather than a chain of script
 * elements: Lighthouse, same build otherwise, scored the chain 73-94 (total blocking time 289-1,752 ms)
 * and the imports 85-96 (214-611 ms) on the same three pages (ADR 102).
 */
export const scriptStarter =
  "(function(){var b=document.currentScript.previousElementSibling,go=0;" +
  'function list(n){return(b.getAttribute(n)||"").split(" ").filter(Boolean)}' +
  "async function start(){if(go)return;go=1;" +
  'list("data-module-preloads").forEach(function(h){' +
  'var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=b.nonce;document.head.appendChild(l)});' +
  'for(var m of list("data-modules-ahead")){try{await import(m)}catch(e){}await new Promise(function(r){setTimeout(r,0)})}' +
  'var s=document.createElement("script");s.type="module";s.nonce=b.nonce;s.textContent=b.textContent;b.replaceWith(s)}' +
  'addEventListener("load",function(){try{new PerformanceObserver(function(l,o){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0)}})' +
  '.observe({type:"paint",buffered:true})}catch(e){start()}});' +
  '["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,start,{capture:true,once:true,passive:true})});' +
  "setTimeout(start,3000)})()";

/**
 * The page's scripts run after its first paint, in short tasks (ADR 101, ADR 102). React Router's
 * bootstrap module script imports every module of the page statically, so the browser runs them all in one
 * task, 50-70 ms in Lighthouse's trace, four times that on its phone, and the module preloads React hoists
 * into the head are fetched before the hero paints. Here the preloads are taken out of the head and the
 * bootstrap becomes inert (`text/plain`, the preloads and the order to run its modules in on it) with
 * `scriptStarter` after it. Pages without the bootstrap are left as they are. Only React Router writes a
 * module script, and React escapes `<` in text, so the body's content cannot be mistaken for it.
 */
export function withScriptsInShortTasks(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const page = html.toString("utf8");
  const headEnd = page.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = page.slice(0, headEnd);
  const body = page.slice(headEnd);
  const bootstrap = bootstrapScript.exec(body);
  if (!bootstrap) return html;
  const preloads = captured(head, modulePreloadLink);
  const bootstrapEnd = body.indexOf("</script>", bootstrap.index) + "</script>".length;
  const nonce = nonceAttribute.exec(bootstrap[0])?.[1];
  const ahead = modulesAhead(preloads, body.slice(bootstrap.index, bootstrapEnd));
  const inert = `<script${bootstrap[1]} type="text/plain" data-module-preloads="${preloads.join(" ")}" data-modules-ahead="${ahead.join(" ")}"${bootstrap[2]}>`;
  const starter = `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${scriptStarter}</script>`;
  return Buffer.from(
    head.replace(modulePreloadLink, "") +
      body.slice(0, bootstrap.index) +
      inert +
      body.slice(bootstrap.index + bootstrap[0].length, bootstrapEnd) +
      starter +
      body.slice(bootstrapEnd),
  );
}
