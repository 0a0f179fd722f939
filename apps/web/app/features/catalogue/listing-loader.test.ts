// @vitest-environment node
import type { BrandSummary } from "@store/domain/listing.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessVisitor, startInProcessStore } from "~/testing/in-process-store";
import { loadListing } from "./listing-loader.ts";

let close: () => Promise<void>;
let visitor: () => InProcessVisitor;
let lastPage: number;
let allProducts: number;
let brand: BrandSummary;

const url = (search: string) => new URL(`http://aol.localhost/products${search}`);

beforeAll(async () => {
  const started = await startInProcessStore();
  close = () => started.store.close();
  visitor = () => started.visitor();
  const { api } = visitor();
  const first = await api.getListing(new URLSearchParams());
  allProducts = first.pagination.totalItems;
  lastPage = Math.ceil(first.pagination.totalItems / first.pagination.itemsPerPage);
  const found = (await api.getBrands()).find((b) => b.productCount > 0);
  if (!found) throw new Error("the seeded store has no brands");
  brand = found;
}, 120_000);

afterAll(() => close());

describe("loadListing (against the real store in-process)", () => {
  it("loads the page the address asks for, in one call", async () => {
    const { api, calls } = visitor();
    const data = await loadListing(api, {}, url("?page=2&sort=newest"));
    expect(data.listing.pagination.currentPage).toBe(2);
    expect(data.notices).toEqual([]);
    expect(calls).toEqual(["/api/catalogue/listing?sort=newest&page=2"]);
  });

  it("clamps a page past the end to the last page and says so", async () => {
    expect(lastPage).toBeGreaterThan(1);
    const { api } = visitor();
    const data = await loadListing(api, {}, url(`?page=${lastPage + 5}`));
    expect(data.listing.pagination.currentPage).toBe(lastPage);
    expect(data.filters.page).toBe(lastPage);
    expect(data.notices).toEqual([`There are only ${lastPage} pages, so here is page ${lastPage}.`]);
  });

  it("drops a brand the API does not know and keeps the sort", async () => {
    const { api } = visitor();
    const data = await loadListing(api, {}, url("?brand=zzz-no-such-brand&sort=price-asc"));
    expect(data.filters.brands).toEqual([]);
    expect(data.filters.sort).toBe("price-asc");
    expect(data.notices).toHaveLength(1);
    expect(data.notices[0]).toMatch(/^We removed a filter: .*zzz-no-such-brand/);
    expect(data.listing.pagination.totalItems).toBeGreaterThan(0);
  });

  it("keeps a brand the store has", async () => {
    const { api } = visitor();
    const data = await loadListing(api, {}, url(`?brand=${brand.uri}`));
    expect(data.filters.brands).toEqual([brand.uri]);
    expect(data.notices).toEqual([]);
    expect(data.listing.pagination.totalItems).toBeGreaterThan(0);
    expect(data.listing.pagination.totalItems).toBeLessThan(allProducts);
  });

  it("says what it fixed in the address before asking the API", async () => {
    const { api, calls } = visitor();
    const data = await loadListing(api, {}, url("?sort=cheap&page=abc"));
    expect(data.notices).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it("throws a 404 response for an unknown category, or a brand page of an unknown brand", async () => {
    const { api } = visitor();
    const notFound = await loadListing(api, { category: "no-such-category" }, url("")).catch(
      (e: unknown) => e,
    );
    expect(notFound).toMatchObject({ init: { status: 404 } });
    const unknownBrand = await loadListing(api, { brand: "nobody-at-all" }, url("")).catch((e: unknown) => e);
    expect(unknownBrand).toMatchObject({ init: { status: 404 } });
  });
});
