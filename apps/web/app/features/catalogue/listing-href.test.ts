import { describe, expect, it } from "vitest";
import { listingHref, listingSearch, searchFromForm, toggleBrand, toggleSpec } from "./listing-href.ts";
import { defaultFilters, type ListingFilters, parseListingSearch } from "./listing-query.ts";

const filters: ListingFilters = {
  ...defaultFilters,
  brands: ["bosch"],
  specs: [{ name: "Colour", value: "Black" }],
  sort: "price-asc",
  page: 3,
};

describe("listing addresses", () => {
  it("leaves defaults out, so the plain view has the plain address", () => {
    expect(listingSearch(defaultFilters)).toBe("");
    expect(listingHref("/c/kitchen/ovens", defaultFilters, {})).toBe("/c/kitchen/ovens");
  });

  it("writes every filter, sort and page", () => {
    expect(listingSearch({ ...filters, priceMin: 100, priceMax: 2000 })).toBe(
      "?brand=bosch&priceMin=100&priceMax=2000&spec=Colour%3ABlack&sort=price-asc&page=3",
    );
  });

  it("goes back to page 1 on any change but the page", () => {
    expect(listingHref("/products", filters, { sort: "newest" })).toBe(
      "/products?brand=bosch&spec=Colour%3ABlack&sort=newest",
    );
    expect(listingHref("/products", filters, { page: 4 })).toBe(
      "/products?brand=bosch&spec=Colour%3ABlack&sort=price-asc&page=4",
    );
  });

  it("adds and removes a brand or a specification value", () => {
    expect(listingHref("/p", filters, toggleBrand(filters, "miele"))).toBe(
      "/p?brand=bosch&brand=miele&spec=Colour%3ABlack&sort=price-asc",
    );
    expect(listingHref("/p", filters, toggleBrand(filters, "bosch"))).toBe(
      "/p?spec=Colour%3ABlack&sort=price-asc",
    );
    expect(listingHref("/p", filters, toggleSpec(filters, { name: "Colour", value: "Black" }))).toBe(
      "/p?brand=bosch&sort=price-asc",
    );
  });

  it("keeps the listing's own parameters through every change (the search's autocorrect=off)", () => {
    const kept = { autocorrect: "off" };
    expect(listingHref("/search/frige", defaultFilters, {}, kept)).toBe("/search/frige?autocorrect=off");
    expect(listingHref("/search/frige", filters, toggleBrand(filters, "miele"), kept)).toBe(
      "/search/frige?autocorrect=off&brand=bosch&brand=miele&spec=Colour%3ABlack&sort=price-asc",
    );
    expect(listingHref("/search/frige", filters, { page: 2 }, kept)).toContain("autocorrect=off");
  });

  it("reads back what it writes", () => {
    const search = listingSearch({ ...filters, priceMin: 5, priceMax: 50 });
    expect(parseListingSearch(new URLSearchParams(search)).filters).toEqual({
      ...filters,
      priceMin: 5,
      priceMax: 50,
    });
  });

  it("submits a filter form without its empty fields", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <input type="hidden" name="sort" value="newest">
      <input type="checkbox" name="brand" value="bosch" checked>
      <input type="checkbox" name="brand" value="miele">
      <input type="number" name="priceMin" value="">
      <input type="number" name="priceMax" value=" 900 ">
      <input type="checkbox" name="spec" value="Colour:Black" checked>`;
    expect(searchFromForm(form)).toBe("?sort=newest&brand=bosch&priceMax=900&spec=Colour%3ABlack");
  });
});
