import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

describe("TtlCache", () => {
  it("loads once while fresh, again once expired", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    now = 999;
    expect(await cache.get("a", load)).toBe(1);
    now = 1000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000);
    const load = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return ++loads;
    };
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000, Date.now, 2);
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
  });

  it("does not cache at all with a ttl of 0", async () => {
    let loads = 0;
    const cache = new TtlCache<number>(0);
    const load = async () => ++loads;
    await cache.get("a", load);
    expect(await cache.get("a", load)).toBe(2);
  });
});
