import { describe, expect, it } from "vitest";
import { bestColumns, betterDirection, compareRowGroups, leadingNumber } from "./compare-table.ts";

const spec = (group: string, name: string, value: string) => ({ group, name, value });

describe("which way a specification is better", () => {
  it("prefers more stars, capacity, place settings and warranty", () => {
    expect(betterDirection("Energy Star Rating")).toBe("higher");
    expect(betterDirection("Water Star Rating")).toBe("higher");
    expect(betterDirection("Oven Capacity (L)")).toBe("higher");
    expect(betterDirection("Place Settings")).toBe("higher");
    expect(betterDirection("Manufacturer's Warranty")).toBe("higher");
  });

  it("prefers less noise, energy and water", () => {
    expect(betterDirection("Noise Level (dB)")).toBe("lower");
    expect(betterDirection("Energy Consumption (kWh/year)")).toBe("lower");
    expect(betterDirection("Water Consumption (L)")).toBe("lower");
  });

  it("marks nothing where it is a matter of taste", () => {
    expect(betterDirection("Colour")).toBeNull();
    expect(betterDirection("Width (mm)")).toBeNull();
  });
});

describe("reading numbers and picking the best", () => {
  it("reads the first number of a value", () => {
    expect(leadingNumber("5.5 Stars")).toBe(5.5);
    expect(leadingNumber("2 Years")).toBe(2);
    expect(leadingNumber("Yes")).toBeNull();
    expect(leadingNumber(null)).toBeNull();
  });

  it("marks the highest or lowest column, and every column tied for first", () => {
    expect(bestColumns([4, 6, 5], "higher")).toEqual([1]);
    expect(bestColumns([40, 44, 40], "lower")).toEqual([0, 2]);
  });

  it("marks nothing when all are equal or fewer than two columns have a number", () => {
    expect(bestColumns([5, 5, 5], "higher")).toEqual([]);
    expect(bestColumns([5, null, null], "higher")).toEqual([]);
  });

  it("ignores columns without a number", () => {
    expect(bestColumns([null, 3, 4], "higher")).toEqual([2]);
  });
});

describe("aligning specifications across products", () => {
  const rows = compareRowGroups([
    { specifications: [spec("General", "Colour", "White"), spec("Energy", "Energy Star Rating", "4 Stars")] },
    {
      specifications: [
        spec("General", "Colour", "White"),
        spec("Energy", "Energy Star Rating", "6 Stars"),
        spec("Dimensions", "Width (mm)", "600"),
      ],
    },
  ]);

  it("keeps groups and rows in the order they first appear, one value per product", () => {
    expect(rows.map((g) => g.group)).toEqual(["General", "Energy", "Dimensions"]);
    expect(rows[2]?.rows[0]).toMatchObject({ name: "Width (mm)", values: [null, "600"] });
  });

  it("says which rows differ; a missing value differs from a present one", () => {
    expect(rows[0]?.rows[0]?.differs).toBe(false);
    expect(rows[1]?.rows[0]?.differs).toBe(true);
    expect(rows[2]?.rows[0]?.differs).toBe(true);
  });

  it("marks the best value where better is clear", () => {
    expect(rows[1]?.rows[0]?.best).toEqual([1]);
    expect(rows[0]?.rows[0]?.best).toEqual([]);
  });

  it("puts rows of a blank group under 'Other'", () => {
    expect(compareRowGroups([{ specifications: [spec(" ", "Finish", "Matte")] }])[0]?.group).toBe("Other");
  });
});
