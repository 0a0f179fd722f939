import { describe, expect, it } from "vitest";
import { orderStores } from "./store-stock-list";

const store = (storeName: string, quantity: number, isSelectedStore = false) => ({
  storeId: storeName.length,
  storeName,
  storeUri: storeName.toLowerCase(),
  quantity,
  status: quantity > 0 ? ("inStock" as const) : ("noStock" as const),
  isSelectedStore,
});

describe("store stock", () => {
  it("lists the chosen store first, then the others A-Z", () => {
    const order = orderStores([store("Moonah", 1), store("Kotara", 0, true), store("Auburn", 0)]);
    expect(order.map((s) => s.storeName)).toEqual(["Kotara", "Auburn", "Moonah"]);
  });
});
