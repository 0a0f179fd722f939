/**
 * A script for the document's head, run before anything else: until the page's script has taken over
 * (`<html data-hydrated>`), a form without an `action` (one only the script can send) is not sent. The
 * browser would send it to the page's own address by GET, every field in the URL, a password or a
 * sign-in code too, where the history and the server's logs keep it. Forms that work without script (the
 * login form, the search box, React Router's `<Form>`) have an action and go as they are.
 */
export const preHydrationFormGuard =
  'document.addEventListener("submit",function(e){var f=e.target;' +
  'if(!document.documentElement.hasAttribute("data-hydrated")&&f instanceof HTMLFormElement&&!f.hasAttribute("action"))' +
  "e.preventDefault()},true)";
