import { describe, expect, it } from "vitest";
import { withLowPriorityScriptPreloads } from "./script-preload-priority.ts";

const head =
  '<head><link rel="preload" as="image" href="/media/hero/aol.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/react.js" nonce="n1"/>' +
  '<link nonce="" rel="stylesheet" href="/assets/app.css"/></head>';

describe("withLowPriorityScriptPreloads (ADR 100)", () => {
  it("asks for every script preload in the head at low priority, and leaves the rest of the head alone", () => {
    const html = withLowPriorityScriptPreloads(
      Buffer.from(`<!DOCTYPE html><html>${head}<body><p>Ovens</p></body></html>`),
    ).toString();
    expect(html).toContain(
      '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client.js" nonce="n1"/>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchPriority="low" href="/assets/react.js" nonce="n1"/>',
    );
    expect(html.match(/modulepreload/g)).toHaveLength(2);
    // The hero image keeps its high priority and the stylesheet is untouched
    expect(html).toContain('href="/media/hero/aol.svg" fetchPriority="high"/>');
    expect(html).toContain(
      '<link nonce="" rel="stylesheet" href="/assets/app.css"/></head><body><p>Ovens</p></body></html>',
    );
  });

  it("leaves the body as written: a page's text that quotes the tag is content, not a preload", () => {
    const quoted =
      '<p>&lt;link rel="modulepreload" </p><code><link rel="modulepreload" href="/x.js"/></code>';
    const html = withLowPriorityScriptPreloads(
      Buffer.from(`<html>${head}<body>${quoted}</body></html>`),
    ).toString();
    expect(html.endsWith(`<body>${quoted}</body></html>`)).toBe(true);
  });

  it("keeps the bytes of a page with non-ASCII text whole", () => {
    const page = `<html>${head}<body><p>Café — 50% off €</p></body></html>`;
    expect(withLowPriorityScriptPreloads(Buffer.from(page)).toString()).toBe(
      page.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchPriority="low" '),
    );
  });

  it("answers the same buffer when there is no head or no script preload to lower", () => {
    const noHead = Buffer.from("<p>Not found</p>");
    expect(withLowPriorityScriptPreloads(noHead)).toBe(noHead);
    const noPreloads = Buffer.from("<html><head><title>Ovens</title></head><body></body></html>");
    expect(withLowPriorityScriptPreloads(noPreloads)).toBe(noPreloads);
  });
});
