import { compareProductsSchema } from "@store/domain/compare.schema";
import { listingSchema } from "@store/domain/listing.schema";
import { productDetailSchema } from "@store/domain/product.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { products } from "../product/product.tables.ts";

// CATALOGUE_CACHE_SECONDS: listings and product pages are served from memory for a while.
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ catalogueCacheSeconds: 60 });
});
afterAll(() => store.close());

async function json(path: string, brand = "aol") {
  const res = await requestAs(store.app, brand, path);
  expect(res.status).toBe(200);
  return res.json();
}

describe("catalogue answer cache", () => {
  it("serves a listing, a product page and compared products from memory within the time, per brand", async () => {
    const first = listingSchema.parse(await json("/api/catalogue/listing?sort=price-desc"));
    const top = first.items[0];
    if (!top || top.price === null) throw new Error("no priced product");
    const before = productDetailSchema.parse(await json(`/api/v2/product/slug/${top.uri}`));
    await json(`/api/compare/products?SkuList=${top.sku}`);
    await store.database.db
      .update(products)
      .set({ price: top.price + 100 })
      .where(eq(products.sku, top.sku));

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
  });

  it("marks catalogue answers public for brands that show everyone the same prices, not for the trade brand", async () => {
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
      expect(aol.headers.get("cache-control"), path).toBe("public, max-age=60");
      const wac = await requestAs(store.app, "wac", path, known);
      expect(wac.headers.get("cache-control"), path).toBeNull();
    }
  });

  it("keeps an answer that hands out a new session private", async () => {
    const res = await requestAs(store.app, "aol", "/api/catalogue/listing");
    expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
    expect(res.headers.get("cache-control")).toBe("private");
  });
});

/** A session cookie as a returning visitor's browser sends it. */
async function sessionCookie(): Promise<string> {
  const res = await requestAs(store.app, "aol", "/api/geo");
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
