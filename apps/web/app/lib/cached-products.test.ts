import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedProductsLimits, createCachedProductsList } from "./cached-products.ts";
import { createTimedStorage } from "./timed-storage.ts";

/** A Web Storage area that counts writes and throws QuotaExceededError beyond `maxChars`, as browsers do. */
class FakeStorage implements Storage {
  items = new Map<string, string>();
  writes = 0;
  constructor(private readonly maxChars = 1_000_000) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    let used = 0;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used + key.length + value.length > this.maxChars)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.writes += 1;
    this.items.set(key, value);
  }
}

const minute = 60 * 1000;

describe("CachedProductsList", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  function cacheOver(area: FakeStorage) {
    const storage = createTimedStorage(() => area);
    return createCachedProductsList<{ sku: string }>({ storage });
  }

  it("batches the writes of 500 ms into one storage write under 'CachedProductsList'", () => {
    const area = new FakeStorage();
    const cache = cacheOver(area);
    cache.put("a", { sku: "A" });
    vi.advanceTimersByTime(200);
    cache.put("b", { sku: "B" });
    cache.put("c", { sku: "C" });
    // Read back at once from what waits to be written
    expect(cache.get("b")).toEqual({ sku: "B" });
    vi.advanceTimersByTime(cachedProductsLimits.writeDelayMs - 201);
    expect(area.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(area.writes).toBe(1);
    const stored = JSON.parse(area.getItem("CachedProductsList") ?? "null");
    expect(Object.keys(stored.value)).toEqual(["a", "b", "c"]);
    // A second cache over the same storage (the next page) reads them
    expect(cacheOver(area).get("c")).toEqual({ sku: "C" });
  });

  it("forgets an entry after 30 minutes", () => {
    const area = new FakeStorage();
    const cache = cacheOver(area);
    cache.put("a", { sku: "A" });
    vi.advanceTimersByTime(cachedProductsLimits.writeDelayMs);
    vi.advanceTimersByTime(30 * minute - cachedProductsLimits.writeDelayMs - 1);
    expect(cache.get("a")).toEqual({ sku: "A" });
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeNull();
  });

  it("drops expired entries when it writes, keeping the live ones", () => {
    const area = new FakeStorage();
    const cache = cacheOver(area);
    cache.put("old", { sku: "OLD" });
    vi.advanceTimersByTime(20 * minute);
    cache.put("new", { sku: "NEW" });
    vi.advanceTimersByTime(11 * minute);
    cache.put("newest", { sku: "NEWEST" });
    cache.flush();
    const stored = JSON.parse(area.getItem("CachedProductsList") ?? "null");
    expect(Object.keys(stored.value)).toEqual(["new", "newest"]);
  });

  it("keeps at most the newest entries", () => {
    const area = new FakeStorage();
    const cache = cacheOver(area);
    for (let i = 0; i < cachedProductsLimits.maxEntries + 5; i++) cache.put(`k${i}`, { sku: `S${i}` });
    cache.flush();
    const stored = JSON.parse(area.getItem("CachedProductsList") ?? "null");
    expect(Object.keys(stored.value)).toHaveLength(cachedProductsLimits.maxEntries);
    expect(cache.get("k0")).toBeNull();
    expect(cache.get(`k${cachedProductsLimits.maxEntries + 4}`)).toEqual({
      sku: `S${cachedProductsLimits.maxEntries + 4}`,
    });
  });

  it("when the quota is exceeded, clears expired entries of the store and writes again", () => {
    const area = new FakeStorage(400);
    // Another feature's timed value, expired a minute ago, filling most of the area
    area.setItem(
      "alertCacheData",
      JSON.stringify({ value: "x".repeat(320), expiresAt: Date.now() - minute }),
    );
    area.writes = 0;
    const cache = cacheOver(area);
    cache.put("a", { sku: "A" });
    vi.advanceTimersByTime(cachedProductsLimits.writeDelayMs);
    expect(area.getItem("alertCacheData")).toBeNull();
    expect(area.writes).toBe(1);
    expect(cacheOver(area).get("a")).toEqual({ sku: "A" });
  });

  it("writes nothing and fails quietly when storage is full of live entries", () => {
    const area = new FakeStorage(300);
    area.setItem(
      "alertCacheData",
      JSON.stringify({ value: "x".repeat(250), expiresAt: Date.now() + minute }),
    );
    const cache = cacheOver(area);
    cache.put("a", { sku: "A" });
    expect(() => vi.advanceTimersByTime(cachedProductsLimits.writeDelayMs)).not.toThrow();
    expect(area.getItem("CachedProductsList")).toBeNull();
    expect(area.getItem("alertCacheData")).not.toBeNull();
  });
});
