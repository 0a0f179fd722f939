import {
  brandSummarySchema,
  homeContentSchema,
  listingSchema,
  sitemapSchema,
} from "@store/domain/listing.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 600 });
});
afterAll(() => store.close());

async function listing(query: string, brand = "aol") {
  const res = await requestAs(store.app, brand, `/api/catalogue/listing?${query}`);
  expect(res.status).toBe(200);
  return listingSchema.parse(await res.json());
}

async function firstCategory() {
  const all = await listing("");
  const sitemap = sitemapSchema.parse(
    await (await requestAs(store.app, "aol", "/api/catalogue/sitemap")).json(),
  );
  const top = sitemap.categories.find((c) => c.parentUri === null);
  if (!top) throw new Error("no categories");
  return { all, top };
}

describe("GET /api/catalogue/listing", () => {
  it("lists every product 24 to a page, with the pagination instance", async () => {
    const { all } = await firstCategory();
    expect(all.items).toHaveLength(24);
    expect(all.pagination).toMatchObject({
      id: "products",
      currentPage: 1,
      totalItems: 600,
      itemsPerPage: 24,
    });
    expect(all.category).toBeNull();
  });

  it("lists a top-level category with its subcategories, counts and breadcrumbs", async () => {
    const { top } = await firstCategory();
    const page = await listing(`category=${top.uri}`);
    expect(page.category?.uri).toBe(top.uri);
    expect(page.category?.subCategories.length).toBeGreaterThanOrEqual(2);
    const sum = page.category?.subCategories.reduce((n, s) => n + s.productCount, 0);
    expect(sum).toBe(page.pagination.totalItems);
    for (const item of page.items) expect(item.categoryUri.startsWith(`${top.uri}/`)).toBe(true);
    expect(page.breadcrumbs).toEqual([{ title: top.title, uri: "" }]);
    const leaf = page.category?.subCategories[0];
    const leafPage = await listing(`category=${leaf?.uri}`);
    expect(leafPage.breadcrumbs).toEqual([
      { title: top.title, uri: `/c/${top.uri}` },
      { title: leaf?.title, uri: "" },
    ]);
  });

  it("filters by brand, price range and specification, and the facets describe the category", async () => {
    const { top } = await firstCategory();
    const page = await listing(`category=${top.uri}`);
    const brand = page.facets.brands[0];
    const byBrand = await listing(`category=${top.uri}&brand=${brand?.value}`);
    expect(byBrand.pagination.totalItems).toBe(brand?.count);
    for (const item of byBrand.items) expect(item.manufacturer.uri).toBe(brand?.value);

    const cheap = await listing(`category=${top.uri}&priceMax=500`);
    for (const item of cheap.items) expect(item.price ?? 0).toBeLessThanOrEqual(500_00);
    const dear = await listing(`category=${top.uri}&priceMin=500&sort=price-asc`);
    for (const item of dear.items)
      expect(item.price ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(500_00);

    const facet = page.facets.specs[0];
    expect(facet).toBeDefined();
    const value = facet?.values[0];
    const bySpec = await listing(
      `category=${top.uri}&spec=${encodeURIComponent(`${facet?.name}:${value?.value}`)}`,
    );
    expect(bySpec.pagination.totalItems).toBe(value?.count);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = await listing("sort=price-asc");
    const prices = asc.items.map((i) => i.price ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await listing("sort=price-desc");
    const high = desc.items.map((i) => i.price ?? Number.NEGATIVE_INFINITY);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect((await listing("sort=newest")).items).toHaveLength(24);
  });

  it("pages through without repeating products", async () => {
    const one = await listing("page=1&sort=price-asc");
    const two = await listing("page=2&sort=price-asc");
    const skus = new Set(one.items.map((i) => i.sku));
    for (const item of two.items) expect(skus.has(item.sku)).toBe(false);
  });

  it("refuses pages out of range, garbage filters and sorts with a clear 400", async () => {
    const cases: [string, RegExp][] = [
      ["page=99", /^page: There are only 25 pages of products$/],
      ["page=0", /^page: Pages start at 1$/],
      ["page=two", /^page: /],
      ["sort=cheapest", /^sort: /],
      ["priceMin=-5", /^priceMin: A price cannot be negative$/],
      ["priceMin=900&priceMax=100", /^priceMin: The lowest price must not be above the highest$/],
      ["brand=%3Cscript%3E", /^brand: /],
      ["brand=not-a-brand", /^brand: 'not-a-brand' is not one of our brands$/],
      ["spec=nocolon", /^spec\.0: A specification filter reads 'Name:Value'$/],
      [
        Array.from({ length: 11 }, (_, i) => `spec=Colour:${i}`).join("&"),
        /^spec: Use at most 10 specification filters$/,
      ],
      ["category=..%2F..%2Fetc", /^category: /],
    ];
    for (const [query, message] of cases) {
      const res = await requestAs(store.app, "aol", `/api/catalogue/listing?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { errors: string[] }).errors[0], query).toMatch(message);
    }
  });

  it("answers 404 for an unknown category", async () => {
    expect((await requestAs(store.app, "aol", "/api/catalogue/listing?category=no-such-thing")).status).toBe(
      404,
    );
  });

  it("hides prices and the price facet from anonymous shoppers of the trade brand", async () => {
    const page = await listing("", "wac");
    for (const item of page.items) expect(item).toMatchObject({ price: null, rrp: null, priceHidden: true });
    expect(page.facets.priceRange).toBeNull();
    // The price bound is ignored: the same products as unfiltered (the trade brand's assortment, ADR 064)
    const filtered = await listing("priceMax=10&sort=price-asc", "wac");
    expect(filtered.pagination.totalItems).toBe(page.pagination.totalItems);
    expect(filtered.items.map((i) => i.sku)).toEqual(page.items.map((i) => i.sku));
  });
});

describe("brands, home and sitemap", () => {
  it("lists manufacturers with counts and finds one", async () => {
    const list = brandSummarySchema
      .array()
      .parse(await (await requestAs(store.app, "aol", "/api/catalogue/brands")).json());
    expect(list.length).toBeGreaterThanOrEqual(30);
    const one = brandSummarySchema.parse(
      await (await requestAs(store.app, "aol", `/api/catalogue/brands/${list[0]?.uri}`)).json(),
    );
    expect(one).toEqual(list[0]);
    expect((await requestAs(store.app, "aol", "/api/catalogue/brands/nobody")).status).toBe(404);
    expect((await requestAs(store.app, "aol", "/api/catalogue/brands/%3Cx%3E")).status).toBe(400);
  });

  it("gives the home page promoted categories with pictures", async () => {
    const home = homeContentSchema.parse(
      await (await requestAs(store.app, "aol", "/api/catalogue/home")).json(),
    );
    expect(home.categories.length).toBeGreaterThanOrEqual(4);
    for (const c of home.categories) expect(c.image).toMatch(/^\/media\/product\//);
  });

  it("serves /sitemap.xml as an index whose files hold categories, brands, products, stores and pages", async () => {
    const res = await requestAs(store.app, "aol", "/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    const index = await res.text();
    expect(index).toMatch(/^<\?xml/);
    const files = [...index.matchAll(/<loc>https:\/\/aol\.localhost:3000(\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(["/sitemap-pages.xml", "/sitemap-products-1.xml"]);
    let xml = "";
    for (const file of files) xml += await (await requestAs(store.app, "aol", file ?? "")).text();
    for (const path of ["/c/", "/brands/", "/p/", "/stores/", "/s/delivery-information"]) {
      expect(xml).toContain(`<loc>https://aol.localhost:3000${path}`);
    }
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(600);
  });
});
