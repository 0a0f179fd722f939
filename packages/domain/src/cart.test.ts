import { describe, expect, it } from "vitest";
import { readApiError } from "./api-error.schema.ts";
import { type Cart, cartAddSchema, cartCouponAddSchema, cartQuerySchema, cartSchema } from "./cart.schema.ts";
import {
  type CouponLine,
  type CouponRule,
  cartCount,
  cartErrorMessage,
  cartListMaxHeight,
  cartTotals,
  couponIsLive,
  evaluateCoupon,
  hasProformaDelivery,
  lineTotal,
  maxQuantityFor,
  nextQuantity,
  pricesHiddenFor,
  productCount,
  rewardsFor,
  unknownCartError,
  withPricesHidden,
} from "./cart.ts";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("lineTotal", () => {
  it("is (price - lineDiscount + warranty + installation) x quantity", () => {
    expect(lineTotal({ price: 1000_00, lineDiscount: 50_00, quantity: 2 })).toBe(1900_00);
    expect(
      lineTotal({ price: 1000_00, lineDiscount: 0, quantity: 3, warrantyPrice: 99_00, installPrice: 189_00 }),
    ).toBe(3 * 1288_00);
  });

  it("never lets the line discount take the unit price below 0", () => {
    expect(lineTotal({ price: 40_00, lineDiscount: 50_00, quantity: 2 })).toBe(0);
    expect(lineTotal({ price: 40_00, lineDiscount: 50_00, quantity: 2, warrantyPrice: 10_00 })).toBe(20_00);
  });
});

describe("quantity bounds", () => {
  it("caps a line at the stock and at 20", () => {
    expect(maxQuantityFor(3)).toBe(3);
    expect(maxQuantityFor(500)).toBe(20);
    expect(maxQuantityFor(0)).toBe(0);
    expect(maxQuantityFor(-2)).toBe(0);
  });

  it("adds to what is there, or sets it", () => {
    expect(nextQuantity({ current: 2, requested: 3, mode: "add", stock: 10, title: "Oven" })).toEqual({
      ok: true,
      quantity: 5,
    });
    expect(nextQuantity({ current: 2, requested: 3, mode: "set", stock: 10, title: "Oven" })).toEqual({
      ok: true,
      quantity: 3,
    });
  });

  it("refuses more than stock, saying how many more fit", () => {
    const outcome = nextQuantity({ current: 2, requested: 3, mode: "add", stock: 4, title: "Oven" });
    expect(outcome).toEqual({
      ok: false,
      message: "Only 4 of Oven are in stock; you have 2 in your cart, so you can add 2 more.",
    });
    expect(nextQuantity({ current: 0, requested: 2, mode: "set", stock: 1, title: "Oven" })).toEqual({
      ok: false,
      message: "Only 1 of Oven is in stock.",
    });
  });

  it("refuses more than 20 and anything out of stock", () => {
    expect(nextQuantity({ current: 20, requested: 1, mode: "add", stock: 99, title: "Oven" })).toEqual({
      ok: false,
      message: "You can buy at most 20 of one product; you have 20 in your cart.",
    });
    expect(nextQuantity({ current: 0, requested: 1, mode: "add", stock: 0, title: "Oven" })).toEqual({
      ok: false,
      message: "Sorry, Oven is out of stock.",
    });
  });

  it("refuses zero, negative, fractional and huge quantities at the boundary", () => {
    for (const quantity of [0, -1, 1.5, 21, 1e9, "2"]) {
      expect(cartAddSchema.safeParse({ sku: "ABC-1", quantity }).success).toBe(false);
    }
    expect(cartAddSchema.parse({ sku: "ABC-1" })).toEqual({ sku: "ABC-1", quantity: 1, mode: "add" });
  });

  it("refuses a price sent by the client", () => {
    expect(cartAddSchema.safeParse({ sku: "ABC-1", price: 1 }).success).toBe(false);
  });
});

const rule = (patch: Partial<CouponRule> = {}): CouponRule => ({
  code: "SAVE10",
  description: "10% off",
  kind: "percent",
  value: 10,
  minSpend: 0,
  brand: null,
  categoryUri: null,
  categoryTitle: null,
  expiresAt: null,
  singleUse: false,
  ...patch,
});
const line = (patch: Partial<CouponLine> = {}): CouponLine => ({
  brand: "Bosch",
  categoryUri: "kitchen/ovens",
  goodsTotal: 1000_00,
  available: true,
  ...patch,
});
const now = new Date("2026-11-22T00:00:00Z");
const context = { now, alreadyRedeemed: false, money };

describe("evaluateCoupon", () => {
  it("takes a percentage off, rounding down to the cent", () => {
    expect(evaluateCoupon(rule(), [line({ goodsTotal: 999_99 })], context)).toEqual({
      ok: true,
      discount: 99_99,
    });
  });

  it("takes an amount off, never more than the products cost", () => {
    expect(evaluateCoupon(rule({ kind: "amount", value: 50_00 }), [line()], context)).toEqual({
      ok: true,
      discount: 50_00,
    });
    expect(
      evaluateCoupon(rule({ kind: "amount", value: 50_00 }), [line({ goodsTotal: 20_00 })], context),
    ).toEqual({ ok: true, discount: 20_00 });
  });

  it("says how much more to spend under the minimum", () => {
    expect(evaluateCoupon(rule({ minSpend: 1500_00 }), [line()], context)).toEqual({
      ok: false,
      reason: "Coupon SAVE10 needs a minimum spend of $1500.00; add $500.00 more.",
    });
    expect(evaluateCoupon(rule({ minSpend: 1000_00 }), [line()], context).ok).toBe(true);
  });

  it("counts only the brand's products, case-insensitively", () => {
    const bosch = rule({ brand: "bosch", minSpend: 0 });
    const lines = [line({ goodsTotal: 100_00 }), line({ brand: "Miele", goodsTotal: 900_00 })];
    expect(evaluateCoupon(bosch, lines, context)).toEqual({ ok: true, discount: 10_00 });
    expect(evaluateCoupon(rule({ brand: "LG" }), lines, context)).toEqual({
      ok: false,
      reason: "Coupon SAVE10 applies only to LG products.",
    });
  });

  it("counts only products under the category path", () => {
    const kitchen = rule({ categoryUri: "kitchen", categoryTitle: "Kitchen" });
    expect(evaluateCoupon(kitchen, [line(), line({ categoryUri: "kitchenware/pots" })], context)).toEqual({
      ok: true,
      discount: 100_00,
    });
    expect(evaluateCoupon(kitchen, [line({ categoryUri: "laundry/dryers" })], context)).toEqual({
      ok: false,
      reason: "Coupon SAVE10 applies only to Kitchen products.",
    });
  });

  it("refuses an expired coupon, and a single-use one already used", () => {
    expect(evaluateCoupon(rule({ expiresAt: new Date("2026-01-01T00:00:00Z") }), [line()], context)).toEqual({
      ok: false,
      reason: "Coupon SAVE10 expired on 2026-01-01.",
    });
    expect(
      evaluateCoupon(rule({ singleUse: true }), [line()], { ...context, alreadyRedeemed: true }).ok,
    ).toBe(false);
    expect(evaluateCoupon(rule({ singleUse: true }), [line()], context).ok).toBe(true);
  });

  it("ignores unavailable lines and needs a product", () => {
    expect(evaluateCoupon(rule(), [line({ available: false })], context)).toEqual({
      ok: false,
      reason: "Coupon SAVE10 needs at least one product in your cart.",
    });
  });

  it("reads codes without regard to case", () => {
    expect(cartCouponAddSchema.parse({ code: " save10 " })).toEqual({ code: "SAVE10" });
    expect(cartCouponAddSchema.safeParse({ code: "" }).success).toBe(false);
  });
});

describe("totals and counts", () => {
  it("adds the lines that can be bought and takes off discounts, never below 0", () => {
    const lines = [
      { lineTotal: 100_00, available: true },
      { lineTotal: 50_00, available: false },
      { lineTotal: 25_00, available: true },
    ];
    expect(cartTotals(lines, [10_00])).toEqual({
      subtotal: 125_00,
      discountTotal: 10_00,
      orderTotal: 115_00,
    });
    expect(cartTotals(lines, [100_00, 100_00])).toEqual({
      subtotal: 125_00,
      discountTotal: 125_00,
      orderTotal: 0,
    });
  });

  it("counts units, and rewards in the cart count", () => {
    const count = productCount([{ quantity: 2 }, { quantity: 3 }]);
    expect(count).toBe(5);
    expect(cartCount(count, [{ quantity: 2 }])).toBe(7);
    expect(cartCount(0, [])).toBe(0);
  });

  it("gives one bonus item per unit for each promotion bonus of an available line", () => {
    const gift = { promoId: "laundry-gift-card", title: "Bonus $50 gift card" };
    const warranty = { promoId: "extended-warranty", title: "Bonus 12 months warranty" };
    const rewards = rewardsFor([
      { sku: "A", quantity: 2, available: true, bonuses: [gift, warranty] },
      { sku: "B", quantity: 1, available: true, bonuses: [] },
      { sku: "C", quantity: 1, available: false, bonuses: [gift] },
    ]);
    expect(rewards).toEqual([
      { promoId: "laundry-gift-card", title: "Bonus $50 gift card", forSku: "A", quantity: 2, price: 0 },
      { promoId: "extended-warranty", title: "Bonus 12 months warranty", forSku: "A", quantity: 2, price: 0 },
    ]);
  });
});

describe("cartErrorMessage", () => {
  it("shows the first error of the response", () => {
    expect(
      cartErrorMessage(readApiError(409, { code: "conflict", errors: ["First", "Second"] }).messages),
    ).toBe("First");
  });

  it("falls back to the unknown-error text", () => {
    for (const body of [null, "oops", {}, { errors: [] }, { errors: [42, ""] }, { errors: "x" }]) {
      expect(cartErrorMessage(readApiError(400, body).messages)).toBe(unknownCartError);
    }
    expect(unknownCartError).toBe("An unknown error occurred, please try again later");
  });
});

describe("proforma delivery and the delivery estimate", () => {
  it("flags a brand in the setting, trimmed and case-insensitive", () => {
    expect(hasProformaDelivery(["Bosch", " miele "], "Miele, Liebherr")).toBe(true);
    expect(hasProformaDelivery(["Bosch"], "Miele, Liebherr")).toBe(false);
    expect(hasProformaDelivery(["Bosch"], undefined)).toBe(false);
    expect(hasProformaDelivery([""], " , ")).toBe(false);
  });

  it("reads the override flag and postcode from the query", () => {
    expect(cartQuerySchema.parse({ winningDeliveryServiceOverride: "true" })).toEqual({
      winningDeliveryServiceOverride: true,
    });
    expect(cartQuerySchema.safeParse({ postcode: "20000" }).success).toBe(false);
  });
});

describe("cart list height (checkout s.9)", () => {
  it("is 180, 300 and 600 px at the 520 and 1200 px breakpoints", () => {
    expect(cartListMaxHeight(390)).toBe(180);
    expect(cartListMaxHeight(520)).toBe(300);
    expect(cartListMaxHeight(1199)).toBe(300);
    expect(cartListMaxHeight(1200)).toBe(600);
  });
});

describe("couponIsLive", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("is false for an expired or used-up coupon, true otherwise", () => {
    expect(couponIsLive({ expiresAt: null, singleUse: false }, { now, alreadyRedeemed: false })).toBe(true);
    expect(couponIsLive({ expiresAt: now, singleUse: false }, { now, alreadyRedeemed: false })).toBe(false);
    expect(
      couponIsLive({ expiresAt: new Date("2026-07-01"), singleUse: true }, { now, alreadyRedeemed: true }),
    ).toBe(false);
    expect(couponIsLive({ expiresAt: null, singleUse: false }, { now, alreadyRedeemed: true })).toBe(true);
  });
});

describe("Login for Price in the cart", () => {
  it("hides prices only from anonymous visitors of a brand that says so", () => {
    expect(pricesHiddenFor({ loginForPrice: true }, false)).toBe(true);
    expect(pricesHiddenFor({ loginForPrice: true }, true)).toBe(false);
    expect(pricesHiddenFor({ loginForPrice: false }, false)).toBe(false);
  });

  it("zeroes every amount of a cart and drops the coupon problems that name one", () => {
    const option = { id: "W1", name: "2 years", price: 99_00 };
    const cart: Cart = cartSchema.parse({
      cartId: "c",
      products: [
        {
          productCode: "A-1",
          unitId: "1",
          sku: "A-1",
          title: "Oven",
          uri: "oven",
          brand: "Bosch",
          category: "Ovens",
          categorization: "kitchen/ovens",
          price: 1234_00,
          lineDiscount: 34_00,
          linePrice: 1200_00,
          quantity: 2,
          maxQuantity: 20,
          lineTotal: 2598_00,
          image: "/x.svg",
          available: true,
          unavailableReason: null,
          ribbonType: null,
          conditionType: "BrandNew",
          missingParts: null,
          selectedInstall: null,
          selectedWarranty: option,
          promoId: null,
        },
      ],
      rewards: [{ promoId: "P", title: "Gift", forSku: "A-1", quantity: 2, price: 5_00 }],
      coupons: [{ id: "T", code: "T", description: "", discount: 0, problem: "Coupon T needs $500" }],
      subtotal: 2598_00,
      discountTotal: 0,
      orderTotal: 2598_00,
      productCount: 2,
      cartCount: 4,
      hasProformaDelivery: false,
      delivery: {
        suburb: "Bondi",
        postcode: "2026",
        state: "NSW",
        winningDeliveryServiceOverride: false,
        estimate: 49_00,
        description: "Delivery $49",
      },
      messages: ["Coupon T needs $500", "Oven is out of stock."],
      errors: [],
    });
    expect(cart.pricesHidden).toBe(false);
    const hidden = withPricesHidden(cart);
    expect(hidden.pricesHidden).toBe(true);
    expect(hidden.messages).toEqual(["Oven is out of stock."]);
    expect(hidden.products[0]).toMatchObject({
      sku: "A-1",
      quantity: 2,
      selectedWarranty: { id: "W1", price: 0 },
    });
    // No number in the answer but counts and quantities
    const amounts = JSON.stringify(hidden).match(/\d{3,}/g) ?? [];
    expect(amounts).toEqual(["2026"]);
    expect(JSON.stringify(hidden)).not.toMatch(/\$/);
  });
});
