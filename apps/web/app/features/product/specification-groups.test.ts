import { describe, expect, it } from "vitest";
import { groupSpecifications } from "./specification-groups.ts";

describe("groupSpecifications", () => {
  it("groups rows by group in the order groups first appear, rows in their own order", () => {
    const groups = groupSpecifications([
      { group: "General", name: "Brand", value: "Siemens" },
      { group: "Dimensions", name: "Width (mm)", value: "896" },
      { group: "General", name: "Colour", value: "Stainless Steel" },
      { group: "Dimensions", name: "Height (mm)", value: "593" },
      { group: "Warranty", name: "Manufacturer's Warranty", value: "5 Years" },
    ]);
    expect(groups).toEqual([
      {
        group: "General",
        items: [
          { name: "Brand", value: "Siemens" },
          { name: "Colour", value: "Stainless Steel" },
        ],
      },
      {
        group: "Dimensions",
        items: [
          { name: "Width (mm)", value: "896" },
          { name: "Height (mm)", value: "593" },
        ],
      },
      { group: "Warranty", items: [{ name: "Manufacturer's Warranty", value: "5 Years" }] },
    ]);
  });

  it("puts rows without a group under 'Other', and gives nothing for no rows", () => {
    expect(groupSpecifications([{ group: " ", name: "Noise", value: "42 dB" }])).toEqual([
      { group: "Other", items: [{ name: "Noise", value: "42 dB" }] },
    ]);
    expect(groupSpecifications([])).toEqual([]);
  });
});
