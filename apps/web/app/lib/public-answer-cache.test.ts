// @vitest-environment node
// The cache runs on the server, where a Response keeps its Set-Cookie header (browsers hide it).
import { describe, expect, it } from "vitest";
import { PublicAnswerCache, publicMaxAge } from "./public-answer-cache.ts";

const answer = (headers: Record<string, string>, status = 200) => new Response("{}", { status, headers });

describe("publicMaxAge", () => {
  it("reads max-age of a public 200", () => {
    expect(publicMaxAge(answer({ "cache-control": "public, max-age=30" }))).toBe(30);
    expect(publicMaxAge(answer({ "cache-control": "max-age=60, Public" }))).toBe(60);
  });

  it("counts an answer's Age against its max-age", () => {
    expect(publicMaxAge(answer({ "cache-control": "public, max-age=60", age: "45" }))).toBe(15);
    expect(publicMaxAge(answer({ "cache-control": "public, max-age=60", age: "60" }))).toBe(0);
    expect(publicMaxAge(answer({ "cache-control": "public, max-age=60", age: "soon" }))).toBe(60);
  });

  it("is 0 for private, no-store, cookie-setting, failed or unmarked answers", () => {
    expect(publicMaxAge(answer({}))).toBe(0);
    expect(publicMaxAge(answer({ "cache-control": "private, max-age=30" }))).toBe(0);
    expect(publicMaxAge(answer({ "cache-control": "public, no-store, max-age=30" }))).toBe(0);
    expect(publicMaxAge(answer({ "cache-control": "public" }))).toBe(0);
    expect(publicMaxAge(answer({ "cache-control": "public, max-age=30", "set-cookie": "sid=1" }))).toBe(0);
    expect(publicMaxAge(answer({ "cache-control": "public, max-age=30" }, 404))).toBe(0);
  });
});

describe("PublicAnswerCache", () => {
  it("keeps a public answer for its max-age, then forgets it", () => {
    let now = 1_000;
    const cache = new PublicAnswerCache(10, () => now);
    cache.remember("aol /api/settings", ["a"], answer({ "cache-control": "public, max-age=30" }));
    expect(cache.get("aol /api/settings")).toEqual(["a"]);
    now += 29_999;
    expect(cache.get("aol /api/settings")).toEqual(["a"]);
    now += 1;
    expect(cache.get("aol /api/settings")).toBeUndefined();
  });

  it("does not keep what the answer does not allow", () => {
    const cache = new PublicAnswerCache();
    cache.remember("aol /api/geo", { store: null }, answer({}));
    expect(cache.get("aol /api/geo")).toBeUndefined();
  });

  it("drops the oldest entry when full", () => {
    const cache = new PublicAnswerCache(2);
    const ok = answer({ "cache-control": "public, max-age=30" });
    cache.remember("a", 1, ok);
    cache.remember("b", 2, ok);
    cache.remember("c", 3, ok);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
  });
});
