import { describe, expect, it } from "vitest";
import { CacheRegistry, windowEnd } from "./cache-registry.ts";

function counter() {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
}

describe("CacheRegistry", () => {
  it("keeps a value until the end of its family's window, then loads it again", async () => {
    let now = 60_000; // the start of a 60 s window
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 }, () => now);
    const cache = registry.define<number>("listing", { family: "catalogue" });
    const { load } = counter();
    expect(await cache.get("a", load)).toBe(1);
    now = 119_999;
    expect(await cache.get("a", load)).toBe(1);
    now = 120_000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("lets a value loaded late in a window live only to its end, so nothing is older than one lifetime", async () => {
    let now = 59_000;
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 }, () => now);
    const inner = registry.define<number>("reference", { family: "catalogue" });
    const outer = registry.define<number>("answer", { family: "catalogue" });
    const { load } = counter();
    await inner.get("x", load); // read from the database at 59 s
    now = 59_500;
    // An answer built from it later in the window expires with it, not 60 s after its own load
    expect(await outer.get("y", () => inner.get("x", load))).toBe(1);
    now = 60_000;
    expect(await outer.get("y", () => inner.get("x", load))).toBe(2);
  });

  it("tells an answer built now how many whole seconds its family's window has left", () => {
    let now = 125_400;
    const registry = new CacheRegistry({ catalogue: 60, shell: 0 }, () => now);
    expect(registry.remainingSeconds("catalogue")).toBe(54);
    now = 179_999;
    expect(registry.remainingSeconds("catalogue")).toBe(0);
    expect(registry.remainingSeconds("shell")).toBe(0);
    expect(windowEnd(60_000, 125_400)).toBe(180_000);
  });

  it("shares one load between concurrent misses", async () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    const cache = registry.define<number>("slow", { family: "catalogue" });
    let loads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      await gate;
      return ++loads;
    };
    const both = Promise.all([cache.get("a", load), cache.get("a", load)]);
    release();
    expect(await both).toEqual([1, 1]);
  });

  it("keeps at most max entries, dropping the least recently used", async () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    const cache = registry.define<number>("small", { family: "catalogue", max: 2 });
    const { load } = counter();
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load);
    await cache.get("c", load);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(4);
  });

  it("keeps a 'process' family value for the life of the process, whatever the lifetimes, up to max", async () => {
    let now = 60_000;
    // Even with every configured lifetime 0, data fixed for the process's life is built once
    const registry = new CacheRegistry({ catalogue: 0, shell: 0 }, () => now);
    const cache = registry.define<number>("areas", { family: "process", max: 2 });
    const { load, loads } = counter();
    expect(await cache.get("a", load)).toBe(1);
    now += 365 * 24 * 3_600_000;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("c", load)).toBe(3);
    // Bounded: past max the least recently used view goes (a), and comes back by loading again
    expect(cache.size).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
    expect(loads()).toBe(4);
    // Clearing the other families leaves it; clearing it by family or name does not
    expect(registry.invalidate("shell")).toEqual([]);
    expect(await cache.get("a", load)).toBe(4);
    expect(registry.invalidate("process")).toEqual(["areas"]);
    expect(await cache.get("a", load)).toBe(5);
  });

  it("keeps nothing when the family's lifetime is 0", async () => {
    const registry = new CacheRegistry({ catalogue: 0, shell: 30 });
    const cache = registry.define<number>("off", { family: "catalogue" });
    const { load } = counter();
    await cache.get("a", load);
    expect(await cache.get("a", load)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keeps null values (a brand without a banner)", async () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    const cache = registry.define<string | null>("banner", { family: "shell" });
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.get("aol", load)).toBeNull();
    expect(await cache.get("aol", load)).toBeNull();
    expect(loads).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    const cache = registry.define<number>("flaky", { family: "catalogue" });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("clears a family, or one cache by name, and keeps the others", async () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    const listing = registry.define<number>("listing", { family: "catalogue" });
    const reference = registry.define<number>("reference", { family: "catalogue" });
    const settings = registry.define<number>("settings", { family: "shell" });
    const { load } = counter();
    await listing.get("k", load);
    await reference.get("k", load);
    await settings.get("k", load);
    expect(registry.invalidate("catalogue").sort()).toEqual(["listing", "reference"]);
    expect(registry.generation).toBe(1);
    expect(await listing.get("k", load)).toBe(4);
    expect(await reference.get("k", load)).toBe(5);
    expect(await settings.get("k", load)).toBe(3);
    expect(registry.invalidate("settings")).toEqual(["settings"]);
    expect(await settings.get("k", load)).toBe(6);
    expect(registry.invalidate("nothing")).toEqual([]);
    expect(registry.generation).toBe(2);
  });

  it("does not keep what a load under way at a clear read before it", async () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    const cache = registry.define<string>("prices", { family: "catalogue" });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = cache.get("p", async () => {
      await gate;
      return "old price";
    });
    registry.invalidate("catalogue");
    // A caller after the clear does not join the old load
    const after = cache.get("p", async () => "new price");
    release();
    expect(await before).toBe("old price");
    expect(await after).toBe("new price");
    expect(await cache.get("p", async () => "newer price")).toBe("new price");
  });

  it("refuses a name defined twice", () => {
    const registry = new CacheRegistry({ catalogue: 60, shell: 30 });
    registry.define("listing", { family: "catalogue" });
    expect(() => registry.define("listing", { family: "catalogue" })).toThrow(/defined twice/);
    expect(registry.list()).toEqual([{ name: "listing", family: "catalogue", size: 0 }]);
  });
});
