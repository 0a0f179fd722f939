import { describe, expect, it } from "vitest";
import { categorySpecFacets, matchedSpecFacets, maxSpecFacets, type SpecValueCount } from "./spec-facets.ts";

const count = (name: string, value: string, n: number): SpecValueCount => ({
  name,
  value,
  label: value,
  count: n,
});

describe("categorySpecFacets", () => {
  it("offers names with 2 to 12 values that half the products state, values in reading order", () => {
    const facets = categorySpecFacets(
      [
        count("Warranty", "10 years", 3),
        count("Warranty", "2 years", 7),
        count("Colour", "Black", 10),
        // One value filters nothing; thirteen are too many to scan; four of ten is under half
        count("Frost Free", "Yes", 10),
        ...Array.from({ length: 13 }, (_, i) => count("Width (mm)", String(500 + i), 1)),
        count("Ice Maker", "Yes", 2),
        count("Ice Maker", "No", 2),
      ],
      10,
    );
    expect(facets).toEqual([
      {
        name: "Warranty",
        values: [
          { value: "2 years", label: "2 years", count: 7 },
          { value: "10 years", label: "10 years", count: 3 },
        ],
      },
    ]);
  });

  it("keeps the most widely stated names, ties by name, at most six", () => {
    const names = ["G", "F", "E", "D", "C", "B", "A"];
    const facets = categorySpecFacets(
      [
        ...names.flatMap((name) => [count(name, "x", 5), count(name, "y", 5)]),
        count("Wide", "x", 6),
        count("Wide", "y", 6),
      ],
      10,
    );
    expect(facets.map((f) => f.name)).toEqual(["Wide", "A", "B", "C", "D", "E"]);
    expect(facets).toHaveLength(maxSpecFacets);
  });
});

describe("matchedSpecFacets", () => {
  it("keeps the category's names in its order, with the matches' values and counts", () => {
    const facets = matchedSpecFacets(
      ["Colour", "Warranty"],
      [count("Warranty", "5 years", 2), count("Colour", "White", 1), count("Colour", "Black", 3)],
      4,
    );
    expect(facets).toEqual([
      {
        name: "Colour",
        values: [
          { value: "Black", label: "Black", count: 3 },
          { value: "White", label: "White", count: 1 },
        ],
      },
      { name: "Warranty", values: [{ value: "5 years", label: "5 years", count: 2 }] },
    ]);
  });

  it("leaves out filters that cannot narrow the matches and names the category does not offer", () => {
    const facets = matchedSpecFacets(
      ["Colour", "Warranty", "Ice Maker"],
      [count("Colour", "Black", 4), count("Warranty", "2 years", 0), count("Width (mm)", "600", 1)],
      4,
    );
    expect(facets).toEqual([]);
  });
});
