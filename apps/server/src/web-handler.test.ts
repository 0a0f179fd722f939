import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "./modules/settings/settings.tables.ts";
import { pageRoutesOf, pagesTakingBodies } from "./page-body.ts";
import * as fixture from "./testing/page-build.fixture.ts";
import { createTestStore, requestAs, type TestStore } from "./testing/test-store.ts";
import { renderOnMainThread } from "./web-handler.ts";

/** Pages rendered in-process: createApp serves a page build after the API, as main.ts does. */
let store: TestStore;
beforeAll(async () => {
  const build = fixture as unknown as ServerBuild;
  store = await createTestStore({
    products: 50,
    pages: {
      mode: "production",
      render: renderOnMainThread(build, "production"),
      takesBody: pagesTakingBodies(pageRoutesOf(build)),
    },
  });
});
afterAll(() => store.close());

describe("pages in-process", () => {
  it("renders a page with app.request, its loader calling the API in-process", async () => {
    const res = await requestAs(store.app, "wa", "/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const data = JSON.parse(html.replace(/^.*<pre>|<\/pre>.*$/gs, "").replaceAll("&#34;", '"')) as Record<
      string,
      { path: string; settings: number; nonce: string } | null
    >;
    const page = data.root;
    // The loader's in-process call answered with the brand's settings.
    expect(page?.path).toBe("/");
    expect(page?.settings).toBeGreaterThan(0);
    // The page's CSP nonce reached the loader, and the page got the API's one session middleware.
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${page?.nonce}'`);
    expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
  });

  it("lets Intercom's hosts into the CSP only of a brand with an Intercom app id (ADR 061)", async () => {
    const csp = async (brand: string) =>
      (await requestAs(store.app, brand, "/")).headers.get("content-security-policy");
    expect(await csp("hc")).not.toContain("intercom");
    await store.database.db
      .insert(settings)
      .values({ brand: "hc", name: "IntercomAppId", value: "abc123de" });
    store.caches.invalidate("shell");
    expect(await csp("hc")).toContain("script-src 'self' 'nonce-");
    expect(await csp("hc")).toContain("https://widget.intercom.io");
    expect(await csp("hc")).toContain("wss://*.intercom.io");
    expect(await csp("wa")).not.toContain("intercom");
  });

  it("keeps the API's answers as they were", async () => {
    const res = await requestAs(store.app, "wa", "/api/nope");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("not_found");
  });

  it("refuses a body for a page without an action before reading it (ADR 019)", async () => {
    const res = await requestAs(store.app, "wa", "/", {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "3" },
    });
    expect(res.status).toBe(413);
  });
});
