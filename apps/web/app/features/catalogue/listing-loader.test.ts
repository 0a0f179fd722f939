import type { Listing } from "@store/domain/listing.schema";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { loadListing } from "./listing-loader.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const listing = (currentPage: number, totalItems: number): Listing => ({
  items: [],
  pagination: { id: "category-kitchen/ovens", currentPage, totalItems, itemsPerPage: 24 },
  facets: { brands: [], priceRange: null, specs: [] },
  category: { title: "Ovens", uri: "kitchen/ovens", description: "", subCategories: [] },
  breadcrumbs: [],
});

/** A fake listing API over 70 products (3 pages) that knows one brand, like the real one. */
function fakeApi() {
  const calls: string[] = [];
  const api = createApiClient(async (path) => {
    calls.push(path);
    const query = new URL(path, "http://x").searchParams;
    if (query.get("category") === "nope")
      return json({ code: "not_found", errors: ["No such category"] }, 404);
    const brand = query.get("brand");
    if (brand && brand !== "bosch")
      return json({ code: "invalid", errors: [`brand: '${brand}' is not one of our brands`] }, 400);
    const page = Number(query.get("page") ?? "1");
    if (page > 3) return json({ code: "invalid", errors: ["page: There are only 3 pages of products"] }, 400);
    return json(listing(page, 70));
  });
  return { api, calls };
}

const url = (search: string) => new URL(`http://aol.localhost/c/kitchen/ovens${search}`);

describe("loadListing", () => {
  it("loads the page the address asks for, in one call", async () => {
    const { api, calls } = fakeApi();
    const data = await loadListing(api, { category: "kitchen/ovens" }, url("?page=2&sort=newest"));
    expect(data.listing.pagination.currentPage).toBe(2);
    expect(data.notices).toEqual([]);
    expect(calls).toEqual(["/api/catalogue/listing?category=kitchen%2Fovens&sort=newest&page=2"]);
  });

  it("clamps a page past the end to the last page and says so", async () => {
    const { api } = fakeApi();
    const data = await loadListing(api, { category: "kitchen/ovens" }, url("?page=9"));
    expect(data.listing.pagination.currentPage).toBe(3);
    expect(data.filters.page).toBe(3);
    expect(data.notices).toEqual(["There are only 3 pages, so here is page 3."]);
  });

  it("drops a brand the API does not know and keeps the sort", async () => {
    const { api } = fakeApi();
    const data = await loadListing(api, { category: "kitchen/ovens" }, url("?brand=zzz&sort=price-asc"));
    expect(data.filters.brands).toEqual([]);
    expect(data.filters.sort).toBe("price-asc");
    expect(data.notices).toEqual(["We removed a filter: 'zzz' is not one of our brands."]);
  });

  it("says what it fixed in the address before asking the API", async () => {
    const { api, calls } = fakeApi();
    const data = await loadListing(api, { category: "kitchen/ovens" }, url("?sort=cheap&page=abc"));
    expect(data.notices).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it("throws a 404 response for an unknown category, or a brand page of an unknown brand", async () => {
    const { api } = fakeApi();
    const notFound = await loadListing(api, { category: "nope" }, url("")).catch((e: unknown) => e);
    expect(notFound).toMatchObject({ init: { status: 404 } });
    const unknownBrand = await loadListing(api, { brand: "nobody" }, url("")).catch((e: unknown) => e);
    expect(unknownBrand).toMatchObject({ init: { status: 404 } });
  });
});
