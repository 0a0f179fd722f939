import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import {
  comparePriceText,
  discountOff,
  displayedPrice,
  displayedPriceLabel,
  hasOnlinePrice,
  isDiscountShown,
  linePrice,
  payablePrice,
  priceHistoryToday,
  priceLabel,
  rrpTooltip,
  shownRibbon,
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
    expect(discountOff(849_00, 1_000_00)).toEqual({ amount: 151_00, percentage: 15 });
    expect(discountOff(99_00, 100_00)).toBeNull();
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

  it("shows nothing for a product without a price, or a price of 0", () => {
    expect(comparePriceText({ price: null, rrp: 1299_00, lineDiscount: 5 }, brands.aol)).toBeNull();
    expect(comparePriceText({ price: 0, rrp: 1399_00 }, brands.aol)).toBeNull();
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

describe("hasOnlinePrice and payablePrice", () => {
  it("takes only a price above 0 as one the shopper can pay", () => {
    expect(hasOnlinePrice(1_00)).toBe(true);
    expect(hasOnlinePrice(0)).toBe(false);
    expect(hasOnlinePrice(-1_00)).toBe(false);
    expect(hasOnlinePrice(null)).toBe(false);
    expect(hasOnlinePrice(undefined)).toBe(false);
  });

  it("is the price less the line discount, or null for 'Request Price'", () => {
    expect(payablePrice(1189_00, 150_00)).toBe(1039_00);
    expect(payablePrice(1189_00, null)).toBe(1189_00);
    expect(payablePrice(0, 0)).toBeNull();
    expect(payablePrice(null, 50_00)).toBeNull();
  });
});

describe("displayedPrice (one rule for every screen)", () => {
  it("shows 'Request Price' with no reference and no saving for a price of 0 or none", () => {
    for (const price of [0, null, -5_00]) {
      expect(displayedPrice({ price, rrp: 1399_00 }, brands.aol)).toEqual({
        payable: null,
        reference: null,
        saving: null,
      });
    }
    expect(displayedPriceLabel(null, brands.aol)).toBe("Request Price");
    expect(displayedPriceLabel(1039_00, brands.aol)).toBe("$1,039");
  });

  it("measures the saving off RRP where the brand shows 'RRP:'", () => {
    expect(displayedPrice({ price: 1019_00, rrp: 1899_00 }, brands.aol)).toEqual({
      payable: 1019_00,
      reference: { kind: "rrp", amount: 1899_00 },
      saving: { amount: 880_00, percentage: 46 },
    });
  });

  it("shows no saving off an RRP the brand does not show (wa, andoo, aol-nz)", () => {
    for (const id of ["wa", "andoo", "aol-nz"] as const) {
      expect(displayedPrice({ price: 1019_00, rrp: 1899_00 }, brands[id])).toEqual({
        payable: 1019_00,
        reference: null,
        saving: null,
      });
    }
  });

  it("shows the RRP as a 'was' price, with its saving, on every brand when there is an alternate price message", () => {
    for (const id of ["wa", "aol"] as const) {
      expect(
        displayedPrice({ price: 1019_00, rrp: 1899_00, altPriceMsg: "Online exclusive price" }, brands[id]),
      ).toEqual({
        payable: 1019_00,
        reference: { kind: "was", amount: 1899_00 },
        saving: { amount: 880_00, percentage: 46 },
      });
    }
  });

  it("with a line discount, pays the discounted price and saves off the 'was' price on every brand", () => {
    for (const id of ["wa", "aol"] as const) {
      expect(displayedPrice({ price: 1189_00, rrp: 1499_00, lineDiscount: 150_00 }, brands[id])).toEqual({
        payable: 1039_00,
        reference: { kind: "was", amount: 1189_00 },
        saving: { amount: 150_00, percentage: 12 },
      });
    }
  });

  it("keeps the reference but shows no saving under 5% and under $200", () => {
    expect(displayedPrice({ price: 1000_00, rrp: 1020_00 }, brands.aol)).toEqual({
      payable: 1000_00,
      reference: { kind: "rrp", amount: 1020_00 },
      saving: null,
    });
    expect(
      displayedPrice({ price: 1000_00, rrp: 1500_00, lineDiscount: 20_00 }, brands.aol).saving,
    ).toBeNull();
  });
});

describe("shownRibbon", () => {
  const saving = { saving: { amount: 100_00, percentage: 10 } };
  it("keeps 'sale' and 'save' only where a saving shows", () => {
    expect(shownRibbon("sale", saving)).toBe("sale");
    expect(shownRibbon("save", saving)).toBe("save");
    expect(shownRibbon("sale", { saving: null })).toBeNull();
    expect(shownRibbon("save", { saving: null })).toBeNull();
  });

  it("keeps every other ribbon, and no ribbon", () => {
    expect(shownRibbon("new", { saving: null })).toBe("new");
    expect(shownRibbon("catalogue-item", { saving: null })).toBe("catalogue-item");
    expect(shownRibbon(null, saving)).toBeNull();
  });
});

describe("priceHistoryToday", () => {
  const points = [
    { date: "2026-05-01", price: 1299_00 },
    { date: "2026-09-01", price: 1189_00 },
  ];

  it("is the history as recorded when its last price is the one paid", () => {
    expect(priceHistoryToday(points, 1189_00, "2026-11-24")).toEqual(points);
  });

  it("ends at today's payable price when a line discount takes it lower", () => {
    expect(priceHistoryToday(points, 1039_00, "2026-11-24")).toEqual([
      ...points,
      { date: "2026-11-24", price: 1039_00 },
    ]);
  });

  it("replaces a point already dated today, and drops it when the price before it is the one paid", () => {
    const withToday = [...points, { date: "2026-11-24", price: 999_00 }];
    expect(priceHistoryToday(withToday, 1039_00, "2026-11-24")).toEqual([
      ...points,
      { date: "2026-11-24", price: 1039_00 },
    ]);
    expect(priceHistoryToday(withToday, 1189_00, "2026-11-24")).toEqual(points);
  });

  it("is empty for a product without an online price", () => {
    expect(priceHistoryToday(points, null, "2026-11-24")).toEqual([]);
  });
});
