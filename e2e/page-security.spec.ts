import { expect, type Page, test } from "@playwright/test";
import { sharedChunkOrder } from "../apps/web/app/lib/shared-chunks.ts";
import { port } from "./e2e-port";

/**
 * ADR 016: every page has a nonce-based Content-Security-Policy and a Permissions-Policy, and the store's
 * own pages break none of it; absolute URLs in the page come from the brand's public origin, whatever
 * Host the request named; a page action refuses a write from another site.
 */

/** Records CSP violations and console errors from the moment the page starts loading. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/** The store at localhost (the request API resolves no *.localhost names) as brand aol's host. */
const direct = (path: string) => `http://localhost:${port}${path}`;
const aolHost = { host: `aol.localhost:${port}` };

async function firstProductPath(page: Page): Promise<string> {
  const listing = await page.request.get(direct("/api/catalogue/listing"), { headers: aolHost });
  const body = (await listing.json()) as { items: { uri: string }[] };
  return `/p/${body.items[0]?.uri}`;
}

test("pages send a fresh nonce-based CSP and a Permissions-Policy", async ({ request }) => {
  const first = await request.get(direct("/"), { headers: aolHost });
  const second = await request.get(direct("/"), { headers: aolHost });
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  expect(first.headers()["permissions-policy"]).toContain("camera=()");
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  const html = await first.text();
  // every script the page carries inline is stamped with this response's nonce
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  // ADR 101, ADR 102: no module preload in the served page; the bootstrap is held as text (nonce kept,
  // checked above) with the preloads' addresses and the order to run the page's modules in on it
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toMatch(/ type="text\/plain" data-module-preloads="[^"]*\/assets\/entry\.client-/);
  expect(html).toMatch(/ type="text\/plain"[^>]* data-modules-ahead="[^"]*\/assets\/domain-1-/);
});

test("an idle connection is kept open longer than a proxy's (60 s), so one reused is answered, not reset", async ({
  request,
}) => {
  const res = await request.get(direct("/robots.txt"), { headers: aolHost });
  expect(res.headers()["keep-alive"]).toBe("timeout=65");
});

test("the page's modules are fetched after its first paint and imported one at a time, the shared chunks in order, then hydrate it (ADR 101, ADR 102)", async ({
  page,
}) => {
  const problems = await watchViolations(page);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  // Every module, the entry among them, fetched after the first paint (the held-back preloads and imports)
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.scripts.map((script) => script.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-/)]),
  );
  expect(Math.min(...timing.scripts.map((script) => script.start))).toBeGreaterThan(timing.firstPaint);
  // The order it imports them in, as served: every shared chunk the home page needs (not the forms' or the
  // payment pages'), in the build's order, then the routes
  const served = await (await page.request.get(direct("/"), { headers: aolHost })).text();
  const ahead = (served.match(/ data-modules-ahead="([^"]*)"/)?.[1] ?? "")
    .split(" ")
    .map((href) => href.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, "$1"));
  const homeChunks = sharedChunkOrder.filter((name) => name !== "forms" && name !== "payments");
  expect(homeChunks).toContain("domain-3");
  expect(ahead.slice(0, homeChunks.length)).toEqual(homeChunks);
  expect(ahead.slice(homeChunks.length)).toEqual(["root", "home"]);
  expect(problems).toEqual([]);
});

test("home, category, product, cart, compare and stores pages run with no CSP violation", async ({
  page,
}) => {
  const problems = await watchViolations(page);
  const product = await firstProductPath(page);
  for (const path of ["/", "/c/kitchen/ovens", product, "/cart", "/compare", "/stores"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // a client-side navigation and an interaction after hydration
  await page.goto("/");
  await page.getByRole("list", { name: "Popular categories" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/c\//);
  expect(problems).toEqual([]);
});

test("a page under a forged Host header links only to the brand's public origin", async ({
  request,
  page,
}) => {
  const product = await firstProductPath(page);
  for (const path of ["/", product, "/sitemap"]) {
    const res = await request.get(direct(path), { headers: { host: "aol.evil.example" } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(
      `<link rel="canonical" href="https://aol.localhost:${port}${path === "/" ? "/" : path}"/>`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://aol.localhost:${port}${path === "/" ? "/" : path}"/>`,
    );
  }
  const sitemap = await request.get(direct("/sitemap.xml"), { headers: { host: "wa.evil.example" } });
  expect(await sitemap.text()).toContain(`<loc>https://wa.localhost:${port}/sitemap-pages.xml</loc>`);
});

test("'Make this my store' refuses a post from another site", async ({ request }) => {
  const refused = await request.post(direct("/stores"), {
    headers: { ...aolHost, origin: "http://evil.example" },
    form: { storeId: "1" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("came from another site");
});

test("over the network, API writes refuse a foreign Origin and a body that is not JSON", async ({
  request,
}) => {
  const url = direct("/api/compare");
  const evil = await request.post(url, {
    headers: { ...aolHost, origin: "http://evil.example", "content-type": "text/plain" },
    data: '{"productId":1}',
  });
  expect(evil.status()).toBe(403);
  const plain = await request.post(url, {
    headers: { ...aolHost, origin: `http://aol.localhost:${port}`, "content-type": "text/plain" },
    data: '{"productId":1}',
  });
  expect(plain.status()).toBe(415);
  // a write with no body (as a browser sends a DELETE) needs no content type
  const remove = await request.delete(direct("/api/cart/coupon/NOPE"), {
    headers: { ...aolHost, origin: `http://aol.localhost:${port}` },
  });
  expect([200, 400, 404]).toContain(remove.status());
});
