import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import type { CouponRule } from "./cart.ts";
import { type CartFacts, type CartLineFacts, priceCart } from "./cart-pricing.ts";

const line = (over: Partial<CartLineFacts> = {}): CartLineFacts => ({
  lineId: 1,
  sku: "OV-1",
  title: "Oven",
  uri: "oven",
  brandName: "Bosch",
  categoryTitle: "Ovens",
  categoryUri: "kitchen/ovens",
  price: 1000_00,
  lineDiscount: 0,
  altPriceMsg: null,
  ribbon: null,
  conditionType: "BrandNew",
  missingParts: null,
  image: "/media/product/oven/1.svg",
  quantity: 1,
  stock: 5,
  warrantyId: null,
  installId: null,
  promotions: [],
  ...over,
});

const facts = (over: Partial<CartFacts> = {}): CartFacts => ({
  cartId: "c1",
  brand: brands.aol,
  lines: [line()],
  coupon: null,
  where: { suburb: "", postcode: "", state: "" },
  deliveryAvailability: null,
  override: false,
  proformaSetting: undefined,
  signedIn: false,
  now: new Date("2026-11-01T00:00:00Z"),
  ...over,
});

const tenPercent: CouponRule = {
  code: "TEN",
  description: "10% off",
  kind: "percent",
  value: 10,
  minSpend: 0,
  brand: null,
  categoryUri: null,
  categoryTitle: null,
  expiresAt: null,
  singleUse: false,
};

describe("priceCart", () => {
  it("gives the bonus items of a line's 'automatic' promotions, not of its ribbon text (ADR 050)", () => {
    const cart = priceCart(
      facts({
        lines: [
          line({
            quantity: 2,
            ribbon: "bonus",
            altPriceMsg: "Bonus $50 gift card",
            promotions: [
              { path: "laundry-gift-card", rewardLabel: "Bonus $100 gift card", redemption: "automatic" },
              { path: "maker-cashback", rewardLabel: "$200 cashback", redemption: "claim" },
            ],
          }),
          // Ribbon text alone gives nothing
          line({ lineId: 2, sku: "DW-1", ribbon: "bonus", altPriceMsg: "Bonus $50 gift card" }),
        ],
      }),
    );
    expect(cart.rewards).toEqual([
      { promoId: "laundry-gift-card", title: "Bonus $100 gift card", forSku: "OV-1", quantity: 2, price: 0 },
    ]);
    expect(cart.products.map((p) => p.promoId)).toEqual(["laundry-gift-card", null]);
    expect(cart.cartCount).toBe(5);
  });

  it("prices each line with its discount and quantity, and totals them", () => {
    const cart = priceCart(facts({ lines: [line({ lineDiscount: 100_00, quantity: 2 })] }));
    expect(cart.products[0]).toMatchObject({ linePrice: 900_00, lineTotal: 1800_00, available: true });
    expect(cart.subtotal).toBe(1800_00);
    expect(cart.productCount).toBe(2);
    expect(cart.messages).toEqual([]);
  });

  it("marks a line past the stock, out of stock or without a price, with the spec's messages", () => {
    const cart = priceCart(
      facts({
        lines: [
          line({ lineId: 1, title: "A", quantity: 3, stock: 2 }),
          line({ lineId: 2, sku: "B-1", title: "B", stock: 0 }),
          line({ lineId: 3, sku: "C-1", title: "C", price: null }),
          line({ lineId: 4, sku: "D-1", title: "D", price: 0 }),
        ],
      }),
    );
    expect(cart.products.map((p) => p.available)).toEqual([false, false, false, false]);
    expect(cart.messages).toEqual([
      "Only 2 of A are in stock; please lower the quantity.",
      "B is out of stock.",
      "C cannot be bought online: its price is on request. Please call us or visit a store for a price.",
      "D cannot be bought online: its price is on request. Please call us or visit a store for a price.",
    ]);
  });

  it("takes a live coupon off and tells why a used one does not apply", () => {
    const applied = priceCart(facts({ coupon: { rule: tenPercent, alreadyRedeemed: false } }));
    expect(applied.coupons[0]).toMatchObject({ code: "TEN", discount: 100_00, problem: null });
    expect(applied.orderTotal).toBeLessThan(applied.subtotal);
    const used = priceCart(
      facts({ coupon: { rule: { ...tenPercent, singleUse: true }, alreadyRedeemed: true } }),
    );
    expect(used.coupons[0]?.discount).toBe(0);
    expect(used.messages).toContain(used.coupons[0]?.problem);
  });

  it("drops a warranty no longer offered, with a message", () => {
    const cart = priceCart(facts({ lines: [line({ warrantyId: "no-such-plan" })] }));
    expect(cart.products[0]?.selectedWarranty).toBeNull();
    expect(cart.messages).toEqual(["The warranty you chose is no longer offered for Oven."]);
  });

  it("hides every amount from an anonymous shopper of a 'Login for Price' brand, not from a signed-in one", () => {
    const loginForPrice = Object.values(brands).find((b) => b.loginForPrice);
    if (!loginForPrice) throw new Error("the brand table has no 'Login for Price' brand");
    expect(priceCart(facts({ brand: loginForPrice })).pricesHidden).toBe(true);
    expect(priceCart(facts({ brand: loginForPrice, signedIn: true })).pricesHidden).toBe(false);
  });

  it("takes the delivery estimate from the delivery service's calendar: cheapest open day, earliest date", () => {
    const where = { suburb: "Sydney", postcode: "2000", state: "NSW" };
    const deliveryAvailability = {
      availability: [
        { date: [2026, 11, 2] as [number, number, number], available: false, price: 0 },
        { date: [2026, 11, 3] as [number, number, number], available: true, price: 49_00 },
        { date: [2026, 11, 4] as [number, number, number], available: true, price: 29_00 },
      ],
      message: null,
      unavailable: false,
    };
    const cart = priceCart(facts({ where, deliveryAvailability }));
    expect(cart.delivery).toMatchObject({ postcode: "2000", estimate: 29_00, earliestDate: "2026-11-03" });
    expect(cart.delivery.description).toMatch(
      /^Delivered to 2000 from Tue 3 Nov\. Delivery from \$29; choose the day at checkout\.$/,
    );
    const none = priceCart(
      facts({
        where,
        deliveryAvailability: {
          ...deliveryAvailability,
          availability: [],
          unavailable: true,
          message: "We can't deliver to 2000.",
        },
      }),
    );
    expect(none.delivery).toMatchObject({
      estimate: null,
      earliestDate: null,
      description: "We can't deliver to 2000.",
    });
    expect(priceCart(facts()).delivery.estimate).toBeNull();
    // 'Login for Price' hides the amount, not the date
    const hidden = priceCart(facts({ where, deliveryAvailability, brand: brands.wac }));
    expect(hidden.delivery).toMatchObject({ estimate: null, earliestDate: "2026-11-03" });
  });
});
