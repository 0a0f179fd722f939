import { brandSells } from "@store/domain/brand-assortment";
import { listingSchema, sitemapSchema } from "@store/domain/listing.schema";
import { navbarSchema } from "@store/domain/navbar.schema";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { categories, productBrands, products } from "./product.tables.ts";

// ADR 064: Forge Kitchens (fk) sells kitchen appliances only; every surface agrees on what that is.
let store: TestStore;
interface Pick {
  id: number;
  sku: string;
  uri: string;
  title: string;
  categoryUri: string;
  brand: string;
}
let tv: Pick;
let oven: Pick;
let fkCount: number;

async function pick(topUri: string): Promise<Pick> {
  const [row] = await store.database.db
    .select({
      id: products.id,
      sku: products.sku,
      uri: products.uri,
      title: products.title,
      categoryUri: categories.uri,
      brand: productBrands.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productBrands, eq(productBrands.id, products.brandId))
    .where(
      and(
        sql`${categories.uri} like ${`${topUri}/%`}`,
        gt(products.price, 0),
        sql`${products.sku} not like '%/%'`,
        sql`(select coalesce(sum(quantity), 0) from stock_levels where product_id = ${products.id}) > 0`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`the seed has no stocked product under ${topUri}`);
  return row;
}

const json = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.json();
};
const soldByFk = (uri: string) => brandSells("fk", uri);

beforeAll(async () => {
  store = await createTestStore({ products: 600 });
  tv = await pick("tv-audio");
  oven = await pick("kitchen");
  const rows = await store.database.db
    .select({ uri: categories.uri, id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
  fkCount = rows.filter((r) => soldByFk(r.uri)).length;
});
afterAll(() => store.close());

describe("a brand's assortment (fk: kitchen appliances only)", () => {
  it("lists only the kitchen products, with facets counting them", async () => {
    const fk = listingSchema.parse(await json(await requestAs(store.app, "fk", "/api/catalogue/listing")));
    const aol = listingSchema.parse(await json(await requestAs(store.app, "aol", "/api/catalogue/listing")));
    expect(fkCount).toBeGreaterThan(0);
    expect(fk.pagination.totalItems).toBe(fkCount);
    expect(aol.pagination.totalItems).toBeGreaterThan(fkCount);
    for (const item of fk.items) expect(soldByFk(item.categoryUri)).toBe(true);
    expect(fk.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(fkCount);
  });

  it("answers a category page it does not sell with 404, and one it sells with its products", async () => {
    expect((await requestAs(store.app, "fk", "/api/catalogue/listing?category=tv-audio")).status).toBe(404);
    expect(
      (await requestAs(store.app, "fk", `/api/catalogue/listing?category=${tv.categoryUri}`)).status,
    ).toBe(404);
    expect((await requestAs(store.app, "aol", "/api/catalogue/listing?category=tv-audio")).status).toBe(200);
    const kitchen = listingSchema.parse(
      await json(await requestAs(store.app, "fk", "/api/catalogue/listing?category=kitchen")),
    );
    expect(kitchen.items.length).toBeGreaterThan(0);
  });

  it("searches only the kitchen products: results, facets, the dropdown and an exact sku", async () => {
    const term = encodeURIComponent(tv.brand);
    const fk = (await json(await requestAs(store.app, "fk", `/api/v2/sitesearch/f/${term}`))) as {
      listing: {
        items: { categoryUri: string }[];
        facets: { brands: { count: number }[] };
        pagination: { totalItems: number };
      };
    };
    const aol = (await json(await requestAs(store.app, "aol", `/api/v2/sitesearch/f/${term}`))) as typeof fk;
    expect(aol.listing.items.some((i) => !soldByFk(i.categoryUri))).toBe(true);
    for (const item of fk.listing.items) expect(soldByFk(item.categoryUri)).toBe(true);
    expect(fk.listing.pagination.totalItems).toBeLessThan(aol.listing.pagination.totalItems);

    const dropdown = (await json(
      await requestAs(store.app, "fk", `/api/v3/search?searchTerm=${encodeURIComponent(tv.title)}&limit=8`),
    )) as { products: { url: string }[] };
    expect(dropdown.products.some((p) => p.url.includes(tv.uri))).toBe(false);
    const aolDropdown = (await json(
      await requestAs(store.app, "aol", `/api/v3/search?searchTerm=${encodeURIComponent(tv.title)}&limit=8`),
    )) as typeof dropdown;
    expect(aolDropdown.products.some((p) => p.url.includes(tv.uri))).toBe(true);
    // Its suggested terms link no category page it does not sell
    const tvTerms = (await json(
      await requestAs(store.app, "fk", "/api/v3/search?searchTerm=tv&limit=8"),
    )) as {
      terms: { url: string }[];
    };
    for (const t of tvTerms.terms) expect(t.url.startsWith("/c/tv-audio")).toBe(false);
    const aolTerms = (await json(
      await requestAs(store.app, "aol", "/api/v3/search?searchTerm=tv&limit=8"),
    )) as {
      terms: { url: string }[];
    };
    expect(aolTerms.terms.some((t) => t.url.startsWith("/c/tv-audio"))).toBe(true);

    const bySku = (await json(
      await requestAs(store.app, "fk", `/api/v2/sitesearch/f/${encodeURIComponent(tv.sku)}`),
    )) as { redirectUrl: string | null };
    expect(bySku.redirectUrl).toBeNull();
    const url = (await json(
      await requestAs(store.app, "fk", `/api/v2/product/search-url?SearchTerm=${encodeURIComponent(tv.sku)}`),
    )) as { url: string };
    expect(url.url).not.toContain(tv.uri);
  });

  it("shows only the categories it sells in the navbar and the sitemaps", async () => {
    const nav = navbarSchema.parse(await json(await requestAs(store.app, "fk", "/api/navbar")));
    const uris = nav.mainNav.categories.map((c) => c.uri);
    expect(uris).toContain("kitchen");
    expect(uris).not.toContain("tv-audio");
    for (const uri of uris) expect(soldByFk(uri)).toBe(true);

    const map = sitemapSchema.parse(await json(await requestAs(store.app, "fk", "/api/catalogue/sitemap")));
    expect(map.productCount).toBe(fkCount);
    for (const c of map.categories) expect(soldByFk(c.uri)).toBe(true);
    const xml = await (await requestAs(store.app, "fk", "/sitemap-products-1.xml")).text();
    expect(xml).toContain(`/p/${oven.uri}<`);
    expect(xml).not.toContain(`/p/${tv.uri}<`);
    const aolXml = await (await requestAs(store.app, "aol", "/sitemap-products-1.xml")).text();
    expect(aolXml).toContain(`/p/${tv.uri}<`);
  });

  it("answers the product page of a product it does not sell with 404", async () => {
    expect((await requestAs(store.app, "fk", `/api/v2/product/slug/${tv.uri}`)).status).toBe(404);
    expect((await requestAs(store.app, "aol", `/api/v2/product/slug/${tv.uri}`)).status).toBe(200);
    expect((await requestAs(store.app, "fk", `/api/v2/product/slug/${oven.uri}`)).status).toBe(200);
  });

  it("refuses to add a product it does not sell to the cart, saying why", async () => {
    const browser = browserOf(store.app, "fk");
    const refused = await browser("/api/cart/product/", {
      method: "POST",
      body: JSON.stringify({ sku: tv.sku, quantity: 1 }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
      `Forge Kitchens sells kitchen appliances only, so ${tv.title} can't be added to your cart.`,
    ]);
    const added = await browser("/api/cart/product/", {
      method: "POST",
      body: JSON.stringify({ sku: oven.sku, quantity: 1 }),
    });
    expect(added.status).toBe(200);
  });

  it("compares only products it sells", async () => {
    const browser = browserOf(store.app, "fk");
    const add = (sku: string) =>
      browser("/api/compare/product/", { method: "POST", body: JSON.stringify({ sku }) });
    expect((await add(tv.sku)).status).toBe(404);
    expect((await add(oven.sku)).status).toBe(200);
    const side = (await json(
      await requestAs(store.app, "fk", `/api/compare/products?SkuList=${tv.sku},${oven.sku}`),
    )) as { products: { sku: string }[]; missing: string[] };
    expect(side.products.map((p) => p.sku)).toEqual([oven.sku]);
    expect(side.missing).toEqual([tv.sku]);
  });
});
