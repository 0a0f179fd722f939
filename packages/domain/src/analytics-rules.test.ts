import { describe, expect, it } from "vitest";
import { trackingTax } from "./analytics-rules.ts";

describe("ecommerce tracking (storefront s.9)", () => {
  it("tracks tax as 10% of revenue, rounded to the cent", () => {
    expect(trackingTax(1234_50)).toBe(123_45);
    expect(trackingTax(99_95)).toBe(10_00);
  });
});
