import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 60, env: { PUBLIC_ORIGINS: "wa=https://shop.example.com" } });
});
afterAll(() => store.close());

/** A write to the compare list (a body-taking API write) as a browser on `host` would send it. */
function write(host: string, headers: Record<string, string>, body = '{"productId":1}') {
  return store.app.request("/api/compare", { method: "POST", headers: { host, ...headers }, body });
}
async function errorsOf(res: Response): Promise<string[]> {
  return ((await res.json()) as { errors: string[] }).errors;
}

describe("API writes from another site (ADR 016)", () => {
  it("refuses a foreign Origin with 403 and a message, whatever the body", async () => {
    for (const headers of [
      { origin: "http://evil.example", "content-type": "application/json" },
      { origin: "http://evil.example", "content-type": "text/plain" },
      { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { origin: "null", "content-type": "application/json" },
      // another brand's origin is foreign too
      { origin: "http://aol.localhost:3000", "content-type": "application/json" },
      { origin: "http://wa.localhost:3000", "content-type": "application/json" },
    ]) {
      const res = await write("shop.example.com", headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await errorsOf(res)).toEqual([
        "This request came from another site. Changes to your cart, compare list or store can only be made from this store's own pages.",
      ]);
    }
  });

  it("refuses a write without Origin when the browser says it is cross-site", async () => {
    const res = await write("shop.example.com", {
      "content-type": "application/json",
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(403);
  });

  it("refuses a body that is not JSON with 415 and says what to send", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await write("shop.example.com", {
        origin: "https://shop.example.com",
        "content-type": type,
      });
      expect(res.status, type).toBe(415);
      expect(await errorsOf(res)).toEqual([
        "Send the request body as JSON, with the header Content-Type: application/json.",
      ]);
    }
    const untyped = await store.app.request("/api/cart/coupon/", {
      method: "POST",
      headers: { host: "shop.example.com" },
      body: '{"code":"X"}',
    });
    expect(untyped.status).toBe(415);
  });

  it("lets the brand's own pages write, and clients that name no origin", async () => {
    const own = await write("shop.example.com", {
      origin: "https://shop.example.com",
      "content-type": "application/json; charset=utf-8",
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).not.toBe(403);
    expect(own.status).not.toBe(415);
    const demo = await write("aol.localhost:3000", {
      origin: "http://aol.localhost:3000",
      "content-type": "application/json",
    });
    expect([200, 400, 404, 409]).toContain(demo.status);
    // the demo's fallback brand, opened at http://localhost:<PORT> as `npm start` prints
    const bare = await write("localhost:3000", {
      origin: "http://localhost:3000",
      "content-type": "application/json",
    });
    expect([200, 400, 404, 409]).toContain(bare.status);
    const curl = await write("wa.localhost:3000", { "content-type": "application/json" });
    expect([200, 400, 404, 409]).toContain(curl.status);
  });

  it("leaves reads and bodiless writes alone", async () => {
    const read = await store.app.request("/api/settings", {
      headers: { host: "shop.example.com", origin: "http://evil.example" },
    });
    expect(read.status).toBe(200);
    const bodiless = await store.app.request("/api/cart/coupon/NOPE", {
      method: "DELETE",
      headers: { host: "shop.example.com", origin: "https://shop.example.com" },
    });
    expect(bodiless.status).not.toBe(415);
  });
});
