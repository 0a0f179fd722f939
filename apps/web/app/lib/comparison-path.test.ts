import { describe, expect, it } from "vitest";
import { skusFromComparisonPath } from "./comparison-path.ts";

describe("skusFromComparisonPath", () => {
  it("keeps an encoded slash inside its SKU", () => {
    expect(skusFromComparisonPath("/comparison/ABC123/XYZ%2F9")).toEqual(["ABC123", "XYZ/9"]);
  });

  it("ignores empty segments and survives bad encodings", () => {
    expect(skusFromComparisonPath("/comparison//A1/")).toEqual(["A1"]);
    expect(skusFromComparisonPath("/comparison/100%")).toEqual(["100%"]);
    expect(skusFromComparisonPath("/comparison")).toEqual([]);
  });
});
