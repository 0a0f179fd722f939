import { afterEach, describe, expect, it } from "vitest";
import { createTimedStorage, isQuotaExceededError } from "./timed-storage.ts";

/** A Web Storage area with a size limit, throwing like browsers do when full. */
class LimitedStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly maxChars: number) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    let used = 0;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used + key.length + value.length > this.maxChars) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.items.set(key, value);
  }
}

describe("timed storage", () => {
  let clock = 1_000_000;
  const now = () => clock;
  afterEach(() => {
    clock = 1_000_000;
    localStorage.clear();
  });

  it("returns a value until minutes*60*1000 ms have passed, then removes it", () => {
    const area = new LimitedStorage(10_000);
    const storage = createTimedStorage(() => area, now);
    expect(storage.set("greeting", { text: "hi" }, 10)).toBe(true);

    clock += 10 * 60 * 1000 - 1;
    expect(storage.get("greeting")).toEqual({ text: "hi" });

    clock += 1;
    expect(storage.get("greeting")).toBeNull();
    expect(area.getItem("greeting")).toBeNull();
  });

  it("removes a value on request", () => {
    const storage = createTimedStorage(() => new LimitedStorage(10_000), now);
    storage.set("flag", true, 5);
    storage.remove("flag");
    expect(storage.get("flag")).toBeNull();
  });

  it("ignores entries that are not timed values", () => {
    const area = new LimitedStorage(10_000);
    area.setItem("plain", "just text");
    area.setItem("json", JSON.stringify({ value: 1 }));
    const storage = createTimedStorage(() => area, now);
    expect(storage.get("plain")).toBeNull();
    expect(storage.get("json")).toBeNull();
    expect(storage.clearExpired()).toBe(0);
    expect(area.getItem("plain")).toBe("just text");
  });

  it("clears expired entries and retries once when the quota is exceeded", () => {
    const area = new LimitedStorage(200);
    const storage = createTimedStorage(() => area, now);
    expect(storage.set("old", "x".repeat(80), 1)).toBe(true);
    expect(storage.set("kept", "y".repeat(20), 60)).toBe(true);

    clock += 2 * 60 * 1000;
    expect(storage.set("new", "z".repeat(80), 1)).toBe(true);
    expect(area.getItem("old")).toBeNull();
    expect(storage.get("kept")).toBe("y".repeat(20));
    expect(storage.get("new")).toBe("z".repeat(80));
  });

  it("gives up (false) when still full after clearing, keeping live entries", () => {
    const area = new LimitedStorage(150);
    const storage = createTimedStorage(() => area, now);
    storage.set("live", "a".repeat(80), 60);
    expect(storage.set("big", "b".repeat(80), 60)).toBe(false);
    expect(storage.get("live")).toBe("a".repeat(80));
  });

  it("is safe without storage (SSR) and when access throws", () => {
    const none = createTimedStorage(() => null, now);
    expect(none.set("a", 1, 1)).toBe(false);
    expect(none.get("a")).toBeNull();
    expect(() => none.remove("a")).not.toThrow();

    const blocked = createTimedStorage(() => {
      throw new DOMException("blocked", "SecurityError");
    }, now);
    expect(blocked.get("a")).toBeNull();
    expect(blocked.set("a", 1, 1)).toBe(false);
    expect(blocked.clearExpired()).toBe(0);
  });

  it("works over the browser's localStorage by default", () => {
    const storage = createTimedStorage(undefined, now);
    storage.set("k", [1, 2], 1);
    expect(JSON.parse(localStorage.getItem("k") ?? "null")).toEqual({
      value: [1, 2],
      expiresAt: clock + 60_000,
    });
    expect(storage.get("k")).toEqual([1, 2]);
  });

  it("recognises quota errors by name and legacy code", () => {
    expect(isQuotaExceededError(new DOMException("full", "QuotaExceededError"))).toBe(true);
    expect(isQuotaExceededError(Object.assign(new Error("full"), { code: 22 }))).toBe(true);
    expect(isQuotaExceededError(new Error("other"))).toBe(false);
    expect(isQuotaExceededError("QuotaExceededError")).toBe(false);
  });
});
