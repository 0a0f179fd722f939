import { describe, expect, it } from "vitest";
import {
  brandAssortments,
  brandSells,
  outsideAssortmentMessage,
  topCategoryUris,
} from "./brand-assortment.ts";
import { brandIds } from "./brands.ts";

describe("brand assortments", () => {
  it("lets Forge Kitchens sell kitchen appliances only", () => {
    expect(brandSells("fk", "kitchen")).toBe(true);
    expect(brandSells("fk", "small-appliances")).toBe(true);
    expect(brandSells("fk", "kitchen/ovens")).toBe(true);
    expect(brandSells("fk", "tv-audio/tvs")).toBe(false);
    for (const uri of ["tv-audio", "laundry", "personal-care", "computers-gaming", "vacuums"])
      expect(brandSells("fk", uri)).toBe(false);
  });

  it("keeps consumer electronics off the trade brand and sells all of it on the consumer stores", () => {
    expect(brandSells("wac", "hot-water")).toBe(true);
    expect(brandSells("wac", "tv-audio")).toBe(false);
    expect(brandSells("wac", "phones-wearables")).toBe(false);
    for (const uri of topCategoryUris) expect(brandSells("aol-nz", uri)).toBe(true);
  });

  it("names only real top-level categories, each once, for every brand", () => {
    for (const id of brandIds) {
      const assortment = brandAssortments[id];
      if (assortment === "everything") continue;
      expect(new Set(assortment).size).toBe(assortment.length);
      for (const uri of assortment) expect(topCategoryUris).toContain(uri);
    }
  });

  it("refuses an unknown category even where the brand sells everything but fk", () => {
    expect(brandSells("fk", "not-a-category")).toBe(false);
  });

  it("refuses in the brand's own words", () => {
    expect(outsideAssortmentMessage("fk", "Sony 65in TV")).toBe(
      "Forge Kitchens sells kitchen appliances only, so Sony 65in TV can't be added to your cart.",
    );
  });
});
