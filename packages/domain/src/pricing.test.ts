import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import {
  comparePriceText,
  discountOffRrp,
  isDiscountShown,
  linePrice,
  priceLabel,
  rrpTooltip,
} from "./pricing.ts";

describe("isDiscountShown (>= 5% off RRP or >= $200 off)", () => {
  it("shows exactly 5 percent and more", () => {
    expect(isDiscountShown(95_00, 100_00)).toBe(true);
    expect(isDiscountShown(95_01, 100_00)).toBe(false);
  });

  it("shows $200 off even when it is under 5 percent", () => {
    expect(isDiscountShown(980_000, 1_000_000)).toBe(true);
    expect(isDiscountShown(980_001, 1_000_000)).toBe(false);
  });

  it("never shows for no discount, a price above RRP, no RRP or no price", () => {
    expect(isDiscountShown(100_00, 100_00)).toBe(false);
    expect(isDiscountShown(120_00, 100_00)).toBe(false);
    expect(isDiscountShown(50_00, 0)).toBe(false);
    expect(isDiscountShown(null, 100_00)).toBe(false);
  });

  it("gives the amount and whole percentage off", () => {
    expect(discountOffRrp(849_00, 1_000_00)).toEqual({ amount: 151_00, percentage: 15 });
    expect(discountOffRrp(99_00, 100_00)).toBeNull();
  });
});

describe("linePrice (per unit, floor 0)", () => {
  it("takes the line discount off the price", () => {
    expect(linePrice(1000_00, 150_00)).toBe(850_00);
    expect(linePrice(1000_00)).toBe(1000_00);
  });

  it("never goes below zero and ignores a negative discount", () => {
    expect(linePrice(100_00, 150_00)).toBe(0);
    expect(linePrice(100_00, -5_00)).toBe(100_00);
  });
});

describe("comparePriceText", () => {
  it("shows 'was' with the price when a line discount applies", () => {
    expect(comparePriceText({ price: 999_00, rrp: 1299_00, lineDiscount: 100_00 }, brands.aol)).toEqual({
      kind: "was",
      amount: 999_00,
    });
  });

  it("shows 'was' with RRP when an alternate price message exists and price is below RRP", () => {
    expect(
      comparePriceText({ price: 999_00, rrp: 1299_00, altPriceMsg: "Bonus gift card" }, brands.wa),
    ).toEqual({
      kind: "was",
      amount: 1299_00,
    });
  });

  it("shows 'RRP:' only for brands with the RRP label, when RRP exceeds price", () => {
    expect(comparePriceText({ price: 999_00, rrp: 1299_00 }, brands.aol)).toEqual({
      kind: "rrp",
      amount: 1299_00,
    });
    for (const id of ["wa", "andoo", "aol-nz"] as const) {
      expect(comparePriceText({ price: 999_00, rrp: 1299_00 }, brands[id])).toBeNull();
    }
    expect(comparePriceText({ price: 1299_00, rrp: 1299_00 }, brands.aol)).toBeNull();
  });

  it("shows nothing for a product without a price", () => {
    expect(comparePriceText({ price: null, rrp: 1299_00, lineDiscount: 5 }, brands.aol)).toBeNull();
  });
});

describe("priceLabel", () => {
  it("shows FREE for zero, N/A for no price, money otherwise", () => {
    expect(priceLabel(0, brands.aol)).toBe("FREE");
    expect(priceLabel(null, brands.aol)).toBe("N/A");
    expect(priceLabel(1299_00, brands.aol)).toBe("$1,299");
  });
});

describe("rrpTooltip", () => {
  it("has the default wording and the variant that adds the product rarely sells at RRP", () => {
    expect(rrpTooltip(brands.wa)).toBe("The RRP is the manufacturer's recommended retail price.");
    expect(rrpTooltip(brands.aol)).toMatch(
      /^The RRP is the manufacturer's recommended retail price\. .*rarely sells at RRP/,
    );
  });
});
