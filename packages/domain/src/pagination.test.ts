import { describe, expect, it } from "vitest";
import { clampPage, isValidPage, pageCount } from "./pagination.ts";

describe("pagination bounds (1 to ceil(total/perPage))", () => {
  it("counts pages", () => {
    expect(pageCount(100, 24)).toBe(5);
    expect(pageCount(96, 24)).toBe(4);
    expect(pageCount(0, 24)).toBe(1);
  });

  it("accepts only whole pages in range", () => {
    expect(isValidPage(1, 100, 24)).toBe(true);
    expect(isValidPage(5, 100, 24)).toBe(true);
    expect(isValidPage(6, 100, 24)).toBe(false);
    expect(isValidPage(0, 100, 24)).toBe(false);
    expect(isValidPage(-1, 100, 24)).toBe(false);
    expect(isValidPage(1.5, 100, 24)).toBe(false);
  });

  it("clamps a bad page to a valid one", () => {
    expect(clampPage(99, 100, 24)).toBe(5);
    expect(clampPage(-3, 100, 24)).toBe(1);
    expect(clampPage(Number.NaN, 100, 24)).toBe(1);
  });
});
