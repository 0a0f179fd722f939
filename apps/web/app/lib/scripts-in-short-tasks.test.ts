import { describe, expect, it } from "vitest";
import { scriptStarter, withScriptsInShortTasks } from "./scripts-in-short-tasks.ts";

// The shape React and React Router write (checked against a served page): module preloads hoisted into
// the head, the bootstrap module script near the end of the body
const head =
  '<head><link rel="preload" as="image" href="/media/hero/aol.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-C4bqdvlC.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/rolldown-runtime-XKyaHtl9.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/react-CdLJM06q.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-DlZrMIoh.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/app-C_6yc3cV.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/domain-2-B6KU-m6S.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/home-BsLYTPPV.js" nonce="n1"/>' +
  '<link nonce="" rel="stylesheet" href="/assets/app.css"/></head>';
const bootstrapSource =
  ';\nimport * as route0 from "/assets/root-DlZrMIoh.js";\nimport * as route1 from "/assets/home-BsLYTPPV.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C4bqdvlC.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C4bqdvlC.js");';
const body =
  '<body><p>Ovens &lt;script type="module"&gt;</p><script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${bootstrapSource}</script>` +
  '<!--$--><script nonce="n1">window.__reactRouterContext.streamController.close();</script><!--/$--></body>';
const page = `<!DOCTYPE html><html>${head}${body}</html>`;

describe("withScriptsInShortTasks (ADR 101, ADR 102)", () => {
  const html = withScriptsInShortTasks(Buffer.from(page)).toString();

  it("takes the module preloads out of the head and leaves the rest of it alone", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('href="/media/hero/aol.svg" fetchPriority="high"/>');
    expect(html).toContain('<link nonce="" rel="stylesheet" href="/assets/app.css"/></head>');
  });

  it("makes the bootstrap inert, its source unchanged, with the order to run the modules in on it", () => {
    const inert = html.match(/<script([^>]*) type="text\/plain"([^>]*)>([^<]*)<\/script>/);
    expect(inert?.[3]).toBe(bootstrapSource);
    expect(inert?.[1]).toBe(' nonce="n1"');
    const attributes = inert?.[2] ?? "";
    // Every preload, the entry too, for the starter to add when it starts
    expect(attributes).toContain(
      'data-module-preloads="/assets/entry.client-C4bqdvlC.js /assets/rolldown-runtime-XKyaHtl9.js /assets/react-CdLJM06q.js /assets/root-DlZrMIoh.js /assets/app-C_6yc3cV.js /assets/domain-2-B6KU-m6S.js /assets/home-BsLYTPPV.js"',
    );
    // Shared chunks each after the ones it imports (domain before app), then the routes; never the entry,
    // which hydrates as soon as it runs
    expect(attributes).toContain(
      'data-modules-ahead="/assets/rolldown-runtime-XKyaHtl9.js /assets/react-CdLJM06q.js /assets/domain-2-B6KU-m6S.js /assets/app-C_6yc3cV.js /assets/root-DlZrMIoh.js /assets/home-BsLYTPPV.js"',
    );
    expect(html).not.toMatch(/<script[^>]* type="module"/);
  });

  it("puts the starter right after the bootstrap, with the page's nonce, and leaves the body's text alone", () => {
    expect(html).toContain(`</script><script nonce="n1">${scriptStarter}</script><!--$-->`);
    expect(html).toContain('<p>Ovens &lt;script type="module"&gt;</p>');
    expect(html.match(/<script/g)).toHaveLength((page.match(/<script/g)?.length ?? 0) + 1);
  });

  it("keeps the bytes of a page with non-ASCII text whole", () => {
    const accented = page.replace("<p>Ovens", "<p>Café — 50% off €");
    expect(withScriptsInShortTasks(Buffer.from(accented)).toString()).toContain(
      "<p>Café — 50% off € &lt;script",
    );
  });

  it("answers the same buffer when there is no head or no bootstrap", () => {
    const noHead = Buffer.from("<p>Not found</p>");
    expect(withScriptsInShortTasks(noHead)).toBe(noHead);
    const noBootstrap = Buffer.from(`<html>${head}<body><p>Ovens</p></body></html>`);
    expect(withScriptsInShortTasks(noBootstrap)).toBe(noBootstrap);
  });
});
