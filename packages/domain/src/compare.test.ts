import { describe, expect, it } from "vitest";
import { addToCompareList, canCompare, comparePath, compareTrayLabel, readCompareSkus } from "./compare.ts";

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
    });
  });

  it("labels the minimised tray", () => {
    expect(compareTrayLabel(3)).toBe("COMPARE 3 ITEMS");
  });
});
