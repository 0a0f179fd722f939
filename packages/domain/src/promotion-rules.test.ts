import { describe, expect, it } from "vitest";
import type { Promotion } from "./promotion.schema.ts";
import {
  isOfferEndShown,
  isPromotionRunning,
  isSalePriceTagShown,
  offerEndsText,
  promotionPanels,
} from "./promotion-rules.ts";

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  path: "bonus-gift-card",
  title: "Bonus $100 gift card with selected laundry",
  startDate: "2026-11-01T00:00:00Z",
  endDate: "2026-12-01T12:59:59Z",
  thumbnailImg: { src: "/media/promotion/gift-card/100.svg", alt: "$100 gift card", width: 160, height: 160 },
  rewardLabel: "Bonus $100 gift card",
  redemption: "automatic",
  link: "/promotion/bonus-gift-card",
  description: "",
  inSale: true,
  productCount: 3,
  ...over,
});

describe("isPromotionRunning", () => {
  it("runs from its start, inclusive, to its end, exclusive", () => {
    const p = promotion();
    expect(isPromotionRunning(p, new Date("2026-10-31T23:59:59Z"))).toBe(false);
    expect(isPromotionRunning(p, new Date("2026-11-01T00:00:00Z"))).toBe(true);
    expect(isPromotionRunning(p, new Date("2026-12-01T12:59:58Z"))).toBe(true);
    expect(isPromotionRunning(p, new Date("2026-12-01T12:59:59Z"))).toBe(false);
  });

  it("never runs with dates it cannot read", () => {
    expect(isPromotionRunning(promotion({ startDate: "soon" }), new Date("2026-11-15"))).toBe(false);
  });
});

describe("isOfferEndShown (the end shows only within one year of the start)", () => {
  it("shows an end up to one calendar year after the start", () => {
    expect(isOfferEndShown(promotion())).toBe(true);
    expect(
      isOfferEndShown(promotion({ startDate: "2026-01-01T00:00:00Z", endDate: "2027-01-01T00:00:00Z" })),
    ).toBe(true);
  });

  it("hides the end of an offer that runs longer than a year", () => {
    expect(
      isOfferEndShown(promotion({ startDate: "2026-01-01T00:00:00Z", endDate: "2027-01-01T00:00:01Z" })),
    ).toBe(false);
    expect(
      isOfferEndShown(promotion({ startDate: "2020-01-01T00:00:00Z", endDate: "2099-12-31T23:59:59Z" })),
    ).toBe(false);
  });

  it("counts a year from 29 February to 1 March", () => {
    expect(
      isOfferEndShown(promotion({ startDate: "2028-02-29T00:00:00Z", endDate: "2029-03-01T00:00:00Z" })),
    ).toBe(true);
    expect(
      isOfferEndShown(promotion({ startDate: "2028-02-29T00:00:00Z", endDate: "2029-03-01T00:00:01Z" })),
    ).toBe(false);
  });

  it("shows nothing for an end before the start or unreadable dates", () => {
    expect(isOfferEndShown(promotion({ endDate: "2026-10-01T00:00:00Z" }))).toBe(false);
    expect(isOfferEndShown(promotion({ endDate: "never" }))).toBe(false);
  });
});

describe("offerEndsText", () => {
  it("writes the last day in the brand's country as dd/MM/yyyy", () => {
    // 12:59:59 UTC on 1 December is 11:59:59 pm in Sydney (daylight time) and 1:59:59 am on 2 December in Auckland
    expect(offerEndsText(promotion(), "AU")).toBe("Offer Ends 01/12/2026");
    expect(offerEndsText(promotion(), "NZ")).toBe("Offer Ends 02/12/2026");
  });

  it("gives an offer ending at local midnight the day before as its last day", () => {
    // Midnight starting 8 December in Sydney
    expect(offerEndsText(promotion({ endDate: "2026-12-07T13:00:00Z" }), "AU")).toBe("Offer Ends 07/12/2026");
  });

  it("pads days and months with a zero", () => {
    expect(
      offerEndsText(promotion({ startDate: "2026-01-01T00:00:00Z", endDate: "2026-03-05T01:00:00Z" }), "AU"),
    ).toBe("Offer Ends 05/03/2026");
  });

  it("is null when the end is not shown", () => {
    expect(
      offerEndsText(promotion({ startDate: "2020-01-01T00:00:00Z", endDate: "2099-12-31T23:59:59Z" }), "AU"),
    ).toBe(null);
  });
});

describe("promotionPanels", () => {
  it("lists the running promotions, ending soonest first, with their reward, title and end", () => {
    const everyday = promotion({
      path: "extended-warranty",
      title: "Bonus 12 months extended warranty",
      rewardLabel: "Bonus 12 months warranty",
      startDate: "2020-01-01T00:00:00Z",
      endDate: "2099-12-31T23:59:59Z",
    });
    const ended = promotion({ path: "spring", endDate: "2026-11-10T00:00:00Z" });
    const panels = promotionPanels([everyday, ended, promotion()], new Date("2026-11-20T00:00:00Z"), "AU");
    expect(panels.map((p) => [p.path, p.rewardLabel, p.offerEnds])).toEqual([
      ["bonus-gift-card", "Bonus $100 gift card", "Offer Ends 01/12/2026"],
      ["extended-warranty", "Bonus 12 months warranty", null],
    ]);
  });
});

describe("isSalePriceTagShown", () => {
  const product = { inSale: true, priceHidden: false, discountOffRrp: 200_00 };
  it("tags a sale product whose price shows a saving", () => {
    expect(isSalePriceTagShown(product)).toBe(true);
  });

  it("never tags a product at its everyday price, one outside the sale, or a hidden price", () => {
    expect(isSalePriceTagShown({ ...product, discountOffRrp: null })).toBe(false);
    expect(isSalePriceTagShown({ ...product, inSale: false })).toBe(false);
    expect(isSalePriceTagShown({ ...product, priceHidden: true })).toBe(false);
  });
});
