import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import {
  addToCompareList,
  canCompare,
  comparePath,
  compareTrayLabel,
  compareTrayPrice,
  compareTrayWording,
  nextCompareTrayView,
  readCompareSkus,
} from "./compare.ts";

describe("the compare list (limit 3, no re-add)", () => {
  it("adds up to three products", () => {
    let skus: string[] = [];
    for (const sku of ["A", "B", "C"]) {
      const result = addToCompareList(skus, sku);
      expect(result.outcome).toBe("added");
      skus = result.skus;
    }
    expect(skus).toEqual(["A", "B", "C"]);
  });

  it("refuses a fourth with 'limit'", () => {
    expect(addToCompareList(["A", "B", "C"], "D")).toEqual({ skus: ["A", "B", "C"], outcome: "limit" });
  });

  it("does not re-add a sku that is there, even when full", () => {
    expect(addToCompareList(["A"], "A")).toEqual({ skus: ["A"], outcome: "alreadyAdded" });
    expect(addToCompareList(["A", "B", "C"], "B").outcome).toBe("alreadyAdded");
  });

  it("enables Compare from two products", () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare(["A"])).toBe(false);
    expect(canCompare(["A", "B"])).toBe(true);
  });
});

describe("compare addresses", () => {
  it("joins skus with '~' on /compare", () => {
    expect(comparePath(["A1", "B2", "C3"], false)).toBe("/compare?sku=A1~B2~C3");
  });

  it("uses path segments on /comparison, encoding a slash inside a sku", () => {
    expect(comparePath(["OR90/SCDBA", "B2"], true)).toBe("/comparison/OR90%2FSCDBA/B2");
  });

  it("keeps the first three distinct skus and reports what it dropped", () => {
    expect(readCompareSkus(["A", "B", "A", "", "C", "D"])).toEqual({
      skus: ["A", "B", "C"],
      duplicates: ["A"],
      overLimit: ["D"],
      malformed: [],
    });
  });

  it("treats skus differing only in case as the same product", () => {
    expect(readCompareSkus(["ab1", "AB1"]).duplicates).toEqual(["AB1"]);
  });

  it("drops values that cannot be skus, without counting them against the limit", () => {
    expect(readCompareSkus(["<script>", "A", "x".repeat(41), "B"])).toEqual({
      skus: ["A", "B"],
      duplicates: [],
      overLimit: [],
      malformed: ["<script>", "x".repeat(41)],
    });
  });

  it("labels the minimised tray", () => {
    expect(compareTrayLabel(3)).toBe("COMPARE 3 ITEMS");
  });
});

describe("the compare tray's view (checkout s.4)", () => {
  it("stays minimised on the first load of a list", () => {
    expect(nextCompareTrayView("closed", "loaded", 2)).toBe("minimised");
  });

  it("stays closed when the first load finds nothing", () => {
    expect(nextCompareTrayView("closed", "loaded", 0)).toBe("closed");
  });

  it("opens on an add, and on later changes of the list", () => {
    expect(nextCompareTrayView("closed", "added", 1)).toBe("expanded");
    expect(nextCompareTrayView("minimised", "added", 2)).toBe("expanded");
    expect(nextCompareTrayView("minimised", "changed", 2)).toBe("expanded");
  });

  it("minimises on Hide and on Compare, and Show expands it again", () => {
    expect(nextCompareTrayView("expanded", "hide", 2)).toBe("minimised");
    expect(nextCompareTrayView("expanded", "compare", 3)).toBe("minimised");
    expect(nextCompareTrayView("minimised", "show", 3)).toBe("expanded");
  });

  it("closes when the list is empty, whatever happened", () => {
    expect(nextCompareTrayView("expanded", "changed", 0)).toBe("closed");
    expect(nextCompareTrayView("expanded", "show", 0)).toBe("closed");
  });
});

describe("the compare tray's words and prices (checkout s.2, s.9)", () => {
  it("reads 'No product selected' and 'Compare' by default", () => {
    expect(compareTrayWording(brands.wa)).toEqual({
      emptySlot: "No product selected",
      compareButton: "Compare",
    });
  });

  it("reads the variant wording in the brands that use it", () => {
    expect(compareTrayWording(brands.aol)).toEqual({
      emptySlot: "Add another product by ticking 'Add to Compare' above",
      compareButton: "Compare Selected",
    });
  });

  it("shows dollars with no cents for whole amounts and two decimals otherwise", () => {
    expect(compareTrayPrice(129_900, brands.aol)).toBe("$1,299");
    expect(compareTrayPrice(129_950, brands.aol)).toBe("$1,299.50");
    expect(compareTrayPrice(129_950, brands["aol-nz"])).toBe("$1,299.50");
  });

  it("asks for a price when it is 0 or less, or not set", () => {
    expect(compareTrayPrice(0, brands.aol)).toBe("Request Price");
    expect(compareTrayPrice(-100, brands.aol)).toBe("Request Price");
    expect(compareTrayPrice(null, brands.aol)).toBe("Request Price");
  });
});
