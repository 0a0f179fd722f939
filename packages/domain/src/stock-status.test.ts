import { describe, expect, it } from "vitest";
import { conditionTypes } from "./product.schema.ts";
import {
  productStockStatus,
  type StockFacts,
  stockStatuses,
  stockWording,
  storeStockStatus,
  storeStockText,
} from "./stock-status.ts";

const facts = (over: Partial<StockFacts>): StockFacts => ({
  onHand: 0,
  conditionType: "BrandNew",
  supplierHeld: false,
  ...over,
});

describe("productStockStatus", () => {
  it("is in stock while any unit is on hand, whatever the condition or maker", () => {
    for (const conditionType of conditionTypes)
      for (const supplierHeld of [true, false])
        expect(productStockStatus(facts({ onHand: 1, conditionType, supplierHeld }))).toBe("inStock");
  });

  it("with none on hand: a runout model is superseded, even from a maker who holds its own stock", () => {
    expect(productStockStatus(facts({ conditionType: "BrandNewRunout" }))).toBe("supersededAndNoStock");
    expect(productStockStatus(facts({ conditionType: "BrandNewRunout", supplierHeld: true }))).toBe(
      "supersededAndNoStock",
    );
  });

  it("with none on hand: a maker who holds its own stock makes it indeterminate", () => {
    expect(productStockStatus(facts({ supplierHeld: true }))).toBe("indeterminate");
    expect(productStockStatus(facts({ conditionType: "CosmeticImperfection", supplierHeld: true }))).toBe(
      "indeterminate",
    );
  });

  it("with none on hand: a current model is on back order, a one-off unit has no stock", () => {
    expect(productStockStatus(facts({}))).toBe("backOrder");
    expect(productStockStatus(facts({ conditionType: "NewCondition" }))).toBe("noStock");
    expect(productStockStatus(facts({ conditionType: "CosmeticImperfection" }))).toBe("noStock");
  });

  it("treats a negative count as none", () => {
    expect(productStockStatus(facts({ onHand: -2 }))).toBe("backOrder");
  });
});

describe("stockWording", () => {
  const context = { onHand: 4, manufacturer: "Bosch" };

  it("gives each of the five statuses its own label and sentence", () => {
    const wordings = stockStatuses.map((status) => stockWording(status, context));
    expect(new Set(wordings.map((w) => w.label)).size).toBe(5);
    expect(new Set(wordings.map((w) => w.detail)).size).toBe(5);
  });

  it("says what each status means for the shopper, and only 'in stock' can be ordered", () => {
    expect(stockWording("inStock", context)).toEqual({
      label: "In stock",
      detail: "4 available for delivery.",
      orderable: true,
    });
    expect(stockWording("inStock", { ...context, onHand: 1 }).detail).toBe("1 available for delivery.");
    expect(stockWording("backOrder", context).label).toBe("On back order");
    expect(stockWording("backOrder", context).detail).toContain("more is on order from Bosch");
    expect(stockWording("supersededAndNoStock", context).label).toBe("Sold out: replaced by a newer model");
    expect(stockWording("indeterminate", context).label).toBe("Stock to be confirmed");
    expect(stockWording("indeterminate", context).detail).toContain("Bosch keeps the stock");
    expect(stockWording("noStock", context).label).toBe("Sold out");
    for (const status of stockStatuses.filter((s) => s !== "inStock"))
      expect(stockWording(status, context).orderable).toBe(false);
  });

  it("never shows the status names themselves", () => {
    for (const status of stockStatuses) {
      const { label, detail } = stockWording(status, context);
      expect(`${label} ${detail}`).not.toMatch(/noStock|backOrder|superseded|indeterminate|inStock/);
    }
  });
});

describe("store stock", () => {
  it("is in stock with a unit on the shelf, else out of stock", () => {
    expect(storeStockStatus(5)).toBe("inStock");
    expect(storeStockStatus(0)).toBe("noStock");
    expect(storeStockText({ quantity: 5, status: "inStock" })).toBe("In stock (5)");
    expect(storeStockText({ quantity: 0, status: "noStock" })).toBe("Out of stock");
  });
});
