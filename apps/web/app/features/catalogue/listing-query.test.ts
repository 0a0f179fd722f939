import { describe, expect, it } from "vitest";
import { activeFilterCount, defaultFilters, listingApiQuery, parseListingSearch } from "./listing-query.ts";

const parse = (query: string, options?: { fixedBrand?: boolean }) =>
  parseListingSearch(new URLSearchParams(query), options);

describe("parseListingSearch", () => {
  it("reads brands, prices in dollars, specification filters, sort and page", () => {
    const { filters, notices } = parse(
      "brand=bosch&brand=miele&priceMin=100&priceMax=2000&spec=Colour:Black&spec=Meat%20Probe:Yes&sort=price-asc&page=2",
    );
    expect(notices).toEqual([]);
    expect(filters).toEqual({
      brands: ["bosch", "miele"],
      priceMin: 100,
      priceMax: 2000,
      specs: [
        { name: "Colour", value: "Black" },
        { name: "Meat Probe", value: "Yes" },
      ],
      sort: "price-asc",
      page: 2,
    });
  });

  it("accepts the API's comma-separated brands, lower-cases them and drops duplicates", () => {
    expect(parse("brand=Bosch,miele&brand=bosch").filters.brands).toEqual(["bosch", "miele"]);
  });

  it("ignores empty fields, as an empty price box submits them", () => {
    expect(parse("priceMin=&priceMax=&brand=&sort=").filters).toEqual(defaultFilters);
    expect(parse("priceMin=&priceMax=").notices).toEqual([]);
  });

  it("drops each bad value and says so, keeping the good ones", () => {
    const { filters, notices } = parse(
      "brand=Bad!&brand=bosch&priceMin=abc&priceMax=-5&spec=nocolon&sort=cheapest&page=zero",
    );
    expect(filters).toEqual({ ...defaultFilters, brands: ["bosch"] });
    expect(notices).toHaveLength(6);
    expect(notices[0]).toContain("“Bad!”");
    expect(notices.join(" ")).toContain("A price is a number of dollars");
    expect(notices.join(" ")).toContain("A price cannot be negative");
    expect(notices.join(" ")).toContain("'Name:Value'");
    expect(notices.join(" ")).toContain("sorted by most relevant");
    expect(notices.join(" ")).toContain("here is the first page");
  });

  it("treats page 0, a negative or a fractional page as no page", () => {
    for (const page of ["0", "-2", "1.5"]) {
      const { filters, notices } = parse(`page=${page}`);
      expect(filters.page).toBe(1);
      expect(notices).toHaveLength(1);
    }
  });

  it("swaps a lowest price above the highest", () => {
    const { filters, notices } = parse("priceMin=900&priceMax=100");
    expect([filters.priceMin, filters.priceMax]).toEqual([100, 900]);
    expect(notices).toEqual(["The lowest price was above the highest, so we swapped them."]);
  });

  it("keeps at most 10 specification filters", () => {
    const query = Array.from({ length: 12 }, (_, i) => `spec=Size:${i}`).join("&");
    const { filters, notices } = parse(query);
    expect(filters.specs).toHaveLength(10);
    expect(notices).toHaveLength(1);
  });

  it("ignores brand filters on a brand page, which is one brand already", () => {
    expect(parse("brand=miele", { fixedBrand: true }).filters.brands).toEqual([]);
  });

  it("cuts long garbage in notices", () => {
    const { notices } = parse(`sort=${"x".repeat(500)}`);
    expect(notices[0]?.length).toBeLessThan(120);
  });
});

describe("listingApiQuery", () => {
  it("builds the listing call: category, comma-joined brands, dollars, repeated specs, sort and page", () => {
    const query = listingApiQuery(
      { category: "kitchen/ovens" },
      {
        brands: ["bosch", "miele"],
        priceMin: 100,
        priceMax: 2000,
        specs: [{ name: "Energy Star Rating", value: "4" }],
        sort: "newest",
        page: 2,
      },
    );
    expect(query.toString()).toBe(
      "category=kitchen%2Fovens&brand=bosch%2Cmiele&priceMin=100&priceMax=2000&spec=Energy+Star+Rating%3A4&sort=newest&page=2",
    );
  });

  it("leaves out defaults, and a brand page's brand wins over brand filters", () => {
    expect(listingApiQuery({}, defaultFilters).toString()).toBe("");
    expect(listingApiQuery({ brand: "bosch" }, { ...defaultFilters, brands: ["miele"] }).toString()).toBe(
      "brand=bosch",
    );
  });

  it("asks for a promotion's or the sale's products, with the shopper's filters (ADR 050)", () => {
    expect(
      listingApiQuery(
        { promotion: "black-friday-laundry-bonus" },
        { ...defaultFilters, brands: ["lg"] },
      ).toString(),
    ).toBe("promotion=black-friday-laundry-bonus&brand=lg");
    expect(
      listingApiQuery(
        { sale: true, category: "laundry" },
        { ...defaultFilters, sort: "price-asc" },
      ).toString(),
    ).toBe("category=laundry&sale=true&sort=price-asc");
  });
});

describe("activeFilterCount", () => {
  it("counts brands, specifications and each price bound, not sort or page", () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(
      activeFilterCount({
        brands: ["a", "b"],
        priceMin: 1,
        priceMax: null,
        specs: [{ name: "n", value: "v" }],
        sort: "newest",
        page: 3,
      }),
    ).toBe(4);
  });
});
