import { compareProductsSchema } from "@store/domain/compare.schema";
import { listingSchema } from "@store/domain/listing.schema";
import { navbarSchema } from "@store/domain/navbar.schema";
import { productDetailSchema } from "@store/domain/product.schema";
import { searchSuggestionsSchema } from "@store/domain/search.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { categories, products } from "../product/product.tables.ts";

// CATALOGUE_CACHE_SECONDS=60 with the caches' clock in the test's hands (ADR 021): every entry lives
// until the end of the 60 s window its load started in.
const lifetimeMs = 60_000;
const windowStart = 1_800_000_000_000 - (1_800_000_000_000 % lifetimeMs);
let now = windowStart;
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ catalogueCacheSeconds: 60, now: () => now });
});
afterAll(() => store.close());

/** As a returning visitor's browser asks: with its session cookie, so public answers can say so. */
async function get(path: string, brand = "aol") {
  const res = await requestAs(store.app, brand, path, { headers: { cookie: await sessionCookie() } });
  expect(res.status, path).toBe(200);
  return { body: await res.json(), cacheControl: res.headers.get("cache-control") };
}
const json = async (path: string, brand = "aol") => (await get(path, brand)).body;

/** The most expensive product of the listing, as the cache first saw it. */
async function topProduct(query = "sort=price-desc") {
  const top = listingSchema.parse(await json(`/api/catalogue/listing?${query}`)).items[0];
  if (!top || top.price === null) throw new Error("no priced product");
  return { ...top, price: top.price };
}

const setPrice = (sku: string, price: number) =>
  store.database.db.update(products).set({ price }).where(eq(products.sku, sku));

describe("catalogue answer cache", () => {
  it("serves a listing, a product page and compared products from memory within the time, per brand", async () => {
    now = windowStart + 5_000;
    const top = await topProduct();
    const before = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`));
    await json(`/api/compare/products?SkuList=${top.sku}`);
    await setPrice(top.sku, top.price + 100);

    const again = listingSchema.parse(await json("/api/catalogue/listing?sort=price-desc"));
    expect(again.items[0]?.price).toBe(top.price);
    const page = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`));
    expect(page.price).toBe(before.price);

    // Another brand, or another query, is another answer and reads the new price.
    const compared = compareProductsSchema.parse(await json(`/api/compare/products?SkuList=${top.sku}`));
    expect(compared.products[0]?.price).toBe(top.price);

    const other = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`, "wa"));
    expect(other.price).toBe(top.price + 100);
    const page2 = listingSchema.parse(
      await json(`/api/catalogue/listing?sort=price-desc&page=1&brand=${top.manufacturer.uri}`),
    );
    expect(page2.items.find((p) => p.sku === top.sku)?.price).toBe(top.price + 100);
    await setPrice(top.sku, top.price);
    store.caches.invalidate("catalogue");
  });

  it("shows a price change everywhere within one lifetime of the change, never two", async () => {
    // The worst case: the old price is read at the very start of a window, the change follows at once
    now = windowStart + lifetimeMs;
    const top = await topProduct();
    const paths = [
      "/api/catalogue/listing?sort=price-desc",
      `/api/v2/product/slug/${top.uri}`,
      `/api/compare/products?SkuList=${top.sku}`,
      `/api/v3/search?searchTerm=${encodeURIComponent(top.sku)}`,
    ];
    const priceIn = async (path: string) => {
      const body = await json(path);
      if (path.includes("listing"))
        return listingSchema.parse(body).items.find((p) => p.sku === top.sku)?.price;
      if (path.includes("compare")) return compareProductsSchema.parse(body).products[0]?.price;
      if (path.includes("search")) return searchSuggestionsSchema.parse(body).products[0]?.price;
      return productDetailSchema.parse(body).price;
    };
    for (const path of paths) expect(await priceIn(path), path).toBe(top.price);
    const changedAt = now;
    await setPrice(top.sku, top.price + 100);

    // Until the window ends every answer may be the old one, and says so for no longer than is left of it:
    // a browser's or the page renderer's copy expires with the server's entry, not a lifetime after it.
    for (const at of [changedAt + 1_000, changedAt + 30_500, changedAt + lifetimeMs - 1]) {
      now = at;
      for (const path of paths) {
        expect(await priceIn(path), path).toBe(top.price);
        const { cacheControl } = await get(path);
        // Public (a copy may be kept) while any of the window is left
        if (at < changedAt + lifetimeMs - 1_000) expect(cacheControl, path).toMatch(/^public, max-age=\d+$/);
        const maxAge = Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1] ?? 0);
        expect(at + maxAge * 1000, path).toBeLessThanOrEqual(changedAt + lifetimeMs);
      }
    }
    now = changedAt + lifetimeMs;
    for (const path of paths) expect(await priceIn(path), path).toBe(top.price + 100);
    await setPrice(top.sku, top.price);
  });

  it("does not let an answer built from older cached data outlive that data", async () => {
    // The category names are kept (catalogue.reference) when read late in a window; a product page built
    // from them a little later expires with them, not a lifetime after its own load.
    now = windowStart + 3 * lifetimeMs - 10_000;
    const top = await topProduct("sort=newest");
    const [category] = await store.database.db
      .select()
      .from(categories)
      .where(eq(categories.uri, top.categoryUri));
    if (!category) throw new Error("no category");
    now += 5_000;
    const before = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`));
    expect(before.breadcrumbs.map((b) => b.title)).toContain(category.title);
    await store.database.db
      .update(categories)
      .set({ title: `${category.title} (renamed)` })
      .where(eq(categories.id, category.id));
    now += 4_999;
    const cached = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`));
    expect(cached.breadcrumbs.map((b) => b.title)).toContain(category.title);
    now += 1;
    const fresh = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`));
    expect(fresh.breadcrumbs.map((b) => b.title)).toContain(`${category.title} (renamed)`);
    await store.database.db
      .update(categories)
      .set({ title: category.title })
      .where(eq(categories.id, category.id));
    store.caches.invalidate("catalogue");
  });

  it("clears every catalogue cache at once when the catalogue changes", async () => {
    now = windowStart + 5 * lifetimeMs;
    const top = await topProduct();
    await json(`/api/v2/product/slug/${top.uri}`);
    await setPrice(top.sku, top.price + 100);
    expect(productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`)).price).toBe(top.price);
    const cleared = store.caches.invalidate("catalogue");
    expect(cleared).toEqual(
      expect.arrayContaining(["catalogue.listing", "product.detail", "catalogue.reference"]),
    );
    expect(productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`)).price).toBe(
      top.price + 100,
    );
    expect((await topProduct()).price).toBe(top.price + 100);
    await setPrice(top.sku, top.price);
    store.caches.invalidate("catalogue");
  });

  it("marks catalogue answers public for what is left of their lifetime, not for the trade brand", async () => {
    now = windowStart + 7 * lifetimeMs + 15_400;
    const { items } = listingSchema.parse(await json("/api/catalogue/listing"));
    const uri = items[0]?.uri;
    const skus = items.slice(0, 3).map((p) => p.sku);
    for (const path of [
      "/api/catalogue/listing",
      "/api/catalogue/home",
      `/api/v2/product/slug/${uri}`,
      `/api/compare/products?SkuList=${skus.join(",")}`,
    ]) {
      const known = { headers: { cookie: await sessionCookie() } };
      const aol = await requestAs(store.app, "aol", path, known);
      expect(aol.headers.get("cache-control"), path).toBe("public, max-age=44");
      const wac = await requestAs(store.app, "wac", path, known);
      expect(wac.headers.get("cache-control"), path).toBeNull();
    }
  });

  it("leaves an answer that failed uncacheable", async () => {
    const known = { headers: { cookie: await sessionCookie() } };
    const res = await requestAs(store.app, "aol", "/api/v2/product/slug/no-such-product", known);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("keeps an answer that hands out a new session private", async () => {
    const res = await requestAs(store.app, "aol", "/api/catalogue/listing");
    expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
    expect(res.headers.get("cache-control")).toBe("private");
  });
});

describe("CATALOGUE_CACHE_SECONDS=0", () => {
  let uncached: TestStore;
  beforeAll(async () => {
    uncached = await createTestStore({ catalogueCacheSeconds: 0 });
  });
  afterAll(() => uncached.close());

  it("shows a change of price or of a category's name on the next answer, in every catalogue call", async () => {
    const ask = async (path: string) => {
      const res = await requestAs(uncached.app, "aol", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control") ?? "", path).not.toMatch(/public/);
      return res.json();
    };
    const top = listingSchema.parse(await ask("/api/catalogue/listing?sort=price-desc")).items[0];
    if (!top || top.price === null) throw new Error("no priced product");
    await ask(`/api/v2/product/slug/${top.uri}`);
    await ask("/api/navbar");
    await uncached.database.db
      .update(products)
      .set({ price: top.price + 100 })
      .where(eq(products.sku, top.sku));
    const [category] = await uncached.database.db
      .update(categories)
      .set({ title: "Renamed at once" })
      .where(eq(categories.uri, top.categoryUri))
      .returning();
    if (!category) throw new Error("no category");

    const listing = listingSchema.parse(await ask("/api/catalogue/listing?sort=price-desc"));
    expect(listing.items[0]?.price).toBe(top.price + 100);
    const page = productDetailSchema.parse(await ask(`/api/v2/product/slug/${top.uri}`));
    expect(page.price).toBe(top.price + 100);
    expect(page.breadcrumbs.map((b) => b.title)).toContain("Renamed at once");
    const found = searchSuggestionsSchema.parse(await ask(`/api/v3/search?searchTerm=${top.sku}`));
    expect(found.products[0]?.price).toBe(top.price + 100);
    const compared = compareProductsSchema.parse(await ask(`/api/compare/products?SkuList=${top.sku}`));
    expect(compared.products[0]?.price).toBe(top.price + 100);
    // The navbar lists top-level categories: the renamed one, or its parent, is there under its new name
    const navbar = navbarSchema.parse(await ask("/api/navbar"));
    const titles = navbar.mainNav.categories.flatMap((c) => [
      c.title,
      ...c.subCategories.map((s) => s.title),
    ]);
    expect(titles).toContain("Renamed at once");
  });
});

let cookie = "";
/** A session cookie as a returning visitor's browser sends it. */
async function sessionCookie(): Promise<string> {
  if (cookie) return cookie;
  const res = await requestAs(store.app, "aol", "/api/geo");
  cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return cookie;
}
