import { describe, expect, it } from "vitest";
import { orderStores, stockText } from "./store-stock-list";

const store = (storeName: string, quantity: number, isSelectedStore = false) => ({
  storeId: storeName.length,
  storeName,
  storeUri: storeName.toLowerCase(),
  quantity,
  status: quantity > 0 ? ("inStock" as const) : ("noStock" as const),
  isSelectedStore,
});

describe("store stock", () => {
  it("reads 'In stock (n)' or 'Out of stock'", () => {
    expect(stockText(store("Auburn", 5))).toBe("In stock (5)");
    expect(stockText(store("Auburn", 0))).toBe("Out of stock");
  });

  it("lists the chosen store first, then the others A-Z", () => {
    const order = orderStores([store("Moonah", 1), store("Kotara", 0, true), store("Auburn", 0)]);
    expect(order.map((s) => s.storeName)).toEqual(["Kotara", "Auburn", "Moonah"]);
  });
});
