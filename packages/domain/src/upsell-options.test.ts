import { describe, expect, it } from "vitest";
import { upsellOptionsFor } from "./upsell-options.ts";

describe("upsellOptionsFor", () => {
  it("offers 2, 3 and 5 year warranties priced from the product price, ending in 9", () => {
    const { warranties } = upsellOptionsFor({ sku: "A1", price: 1999_00, categoryUri: "kitchen/ovens" });
    expect(warranties.map((w) => w.id)).toEqual(["W2", "W3", "W5"]);
    expect(warranties.map((w) => w.price)).toEqual([129_00, 189_00, 289_00]);
    for (const w of warranties) expect((w.price / 100) % 10).toBe(9);
  });

  it("keeps each plan's minimum on cheap products and offers none under $100", () => {
    expect(
      upsellOptionsFor({ sku: "A", price: 150_00, categoryUri: "x" }).warranties.map((w) => w.price),
    ).toEqual([29_00, 49_00, 79_00]);
    expect(upsellOptionsFor({ sku: "A", price: 99_99, categoryUri: "x" }).warranties).toEqual([]);
    expect(upsellOptionsFor({ sku: "A", price: null, categoryUri: "x" }).warranties).toEqual([]);
  });

  it("offers installation only where a technician is needed", () => {
    expect(
      upsellOptionsFor({ sku: "A", price: 900_00, categoryUri: "kitchen/dishwashers" }).installs,
    ).toEqual([{ id: "I-DISH", name: "Dishwasher installation (plumbing connected)", price: 199_00 }]);
    expect(
      upsellOptionsFor({ sku: "A", price: 90_00, categoryUri: "small-appliances/kettles" }).installs,
    ).toEqual([]);
  });
});
