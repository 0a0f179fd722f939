import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "./testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe("the store app", () => {
  it("answers the bare ping route", async () => {
    const res = await requestAs(store.app, "aol", "/api/ping");
    expect(await res.json()).toEqual({ ok: true });
  });

  it("sends secure headers on every response: a resource's on API answers, all of them elsewhere", async () => {
    for (const path of ["/api/ping", "/api/nope", "/media/product/fridge/1.svg"]) {
      const res = await requestAs(store.app, "aol", path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      // ADR 094: what only a document acts on stays off API answers
      const documentOnly = path.startsWith("/api/") ? null : "strict-origin-when-cross-origin";
      expect(res.headers.get("referrer-policy")).toBe(documentOnly);
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await requestAs(store.app, "aol", "/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("not_found");
  });

  it("answers a wrong method with a 404 naming the call, not a 500", async () => {
    const res = await requestAs(store.app, "aol", "/api/settings", { method: "DELETE" });
    expect(res.status).toBe(404);
  });

  it("refuses an oversized body with a 413 and a message", async () => {
    const res = await requestAs(store.app, "aol", "/api/settings", {
      method: "POST",
      body: "x".repeat(2 * 1024 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { errors: string[] }).errors).toEqual(["The request body is too large"]);
  });
});
