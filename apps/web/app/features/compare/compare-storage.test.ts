import { compareProductOf } from "@store/domain/compare.schema";
import type { ProductSummary } from "@store/domain/product.schema";
import { describe, expect, it } from "vitest";
import { readStoredCompareList, sameCompareList, writeStoredCompareList } from "./compare-storage";

const summary = (sku: string, price: number | null = 129_900): ProductSummary => ({
  productId: 1,
  sku,
  uri: sku.toLowerCase(),
  title: `Product ${sku}`,
  price,
  rrp: price,
  lineDiscount: 0,
  discountOffRrp: null,
  percentageDiscountOffRrp: null,
  altPriceMsg: null,
  priceHidden: false,
  manufacturer: { name: "Bosch", uri: "bosch" },
  brand: "Bosch",
  category: "Dishwashers",
  categoryUri: "kitchen/dishwashers",
  image: "/media/x.svg",
  ribbon: null,
  conditionType: "BrandNew",
  energyStars: null,
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the mirrored compare list (localStorage CompareProducts)", () => {
  it("writes under CompareProducts and reads the same list back", () => {
    const storage = memoryStorage();
    const list = [compareProductOf(summary("A1")), compareProductOf(summary("B2"))];
    writeStoredCompareList(list, storage);
    expect(storage.getItem("CompareProducts")).not.toBeNull();
    expect(readStoredCompareList(storage)).toEqual(list);
  });

  it("removes the key when the list is empty", () => {
    const storage = memoryStorage();
    writeStoredCompareList([compareProductOf(summary("A1"))], storage);
    writeStoredCompareList([], storage);
    expect(storage.getItem("CompareProducts")).toBeNull();
  });

  it("reads anything unreadable as empty: bad JSON, a wrong shape, more than three", () => {
    const storage = memoryStorage();
    storage.setItem("CompareProducts", "{not json");
    expect(readStoredCompareList(storage)).toEqual([]);
    storage.setItem("CompareProducts", JSON.stringify([{ sku: "A1" }]));
    expect(readStoredCompareList(storage)).toEqual([]);
    const four = ["A", "B", "C", "D"].map((s) => compareProductOf(summary(s)));
    storage.setItem("CompareProducts", JSON.stringify(four));
    expect(readStoredCompareList(storage)).toEqual([]);
  });

  it("survives a storage that refuses writes", () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => writeStoredCompareList([compareProductOf(summary("A1"))], full)).not.toThrow();
  });

  it("tells lists apart by products, order and price", () => {
    const a = compareProductOf(summary("A1"));
    const b = compareProductOf(summary("B2"));
    expect(sameCompareList([a, b], [a, b])).toBe(true);
    expect(sameCompareList([a, b], [b, a])).toBe(false);
    expect(sameCompareList([a], [compareProductOf(summary("A1", 99_900))])).toBe(false);
  });
});
