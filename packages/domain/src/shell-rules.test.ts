import { describe, expect, it } from "vitest";
import { brands } from "./brands.ts";
import {
  isBlankPath,
  isCompareTrayShown,
  isTopLevelTrail,
  supportPhoneNumber,
  telHref,
} from "./shell-rules.ts";

describe("shell rules", () => {
  it("recognises blank paths only at the start", () => {
    expect(isBlankPath("/blank")).toBe(true);
    expect(isBlankPath("/blank/frame")).toBe(true);
    expect(isBlankPath("/blank-payment")).toBe(true);
    expect(isBlankPath("/s/blank")).toBe(false);
    expect(isBlankPath("/")).toBe(false);
  });

  it("hides the compare tray on home, checkout and compare", () => {
    expect(isCompareTrayShown("homepage", brands.wa)).toBe(false);
    expect(isCompareTrayShown("homepage", brands.andoo)).toBe(true);
    expect(isCompareTrayShown("checkout", brands.andoo)).toBe(false);
    expect(isCompareTrayShown("productComparison", brands.wa)).toBe(false);
    expect(isCompareTrayShown("categoryPage", brands.wa)).toBe(true);
  });

  it("treats Home plus one item as a top-level trail", () => {
    expect(isTopLevelTrail(2)).toBe(true);
    expect(isTopLevelTrail(3)).toBe(false);
  });

  it("prefers the customerSupportNumber setting", () => {
    expect(supportPhoneNumber(brands.aol, [])).toBe("1300 000 500");
    expect(supportPhoneNumber(brands.aol, [{ name: "customerSupportNumber", value: " 1300 999 999 " }])).toBe(
      "1300 999 999",
    );
    expect(supportPhoneNumber(brands.aol, [{ name: "customerSupportNumber", value: "" }])).toBe(
      "1300 000 500",
    );
  });

  it("builds tel: links without spaces", () => {
    expect(telHref("0800 265 000")).toBe("tel:0800265000");
    expect(telHref("+61 2 9999 0000")).toBe("tel:+61299990000");
  });
});
