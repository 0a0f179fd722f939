import { describe, expect, it } from "vitest";
import { crossSellCategories } from "./cross-sell.ts";

describe("crossSellCategories", () => {
  it("pairs an oven with a cooktop, then a rangehood", () => {
    expect(crossSellCategories("kitchen/ovens")).toEqual(["kitchen/cooktops", "kitchen/rangehoods"]);
  });

  it("borrows from the product's own department when it has no pairing, never its own category", () => {
    expect(
      crossSellCategories("vacuums/steam-mops", [
        "vacuums/steam-mops",
        "vacuums/stick-vacuums",
        "kitchen/ovens",
      ]),
    ).toEqual(["vacuums/stick-vacuums"]);
  });

  it("puts pairings before borrowed categories and lists each once", () => {
    expect(crossSellCategories("tv-audio/tvs", ["tv-audio/soundbars", "tv-audio/headphones"])).toEqual([
      "tv-audio/soundbars",
      "tv-audio/speakers",
      "tv-audio/headphones",
    ]);
  });

  it("answers nothing for an unknown category with no siblings", () => {
    expect(crossSellCategories("nowhere/else")).toEqual([]);
  });
});
