import { compareListSchema, compareProductsSchema } from "@store/domain/compare.schema";
import { listingSchema } from "@store/domain/listing.schema";
import { requestPriceMessage } from "@store/domain/pricing";
import { pricePointSchema, productDetailSchema } from "@store/domain/product.schema";
import { searchResultsSchema, searchSuggestionsSchema } from "@store/domain/search.schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutForm, fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { categories, products } from "./product.tables.ts";

// Every answer that carries a price agrees with the one displayed-price rule (ADR 053): a price of 0 is
// 'Request Price' and cannot be bought, a saving is only off a reference the brand shows, 'sale' and
// 'save' ribbons only where a saving shows, and the price history ends at the price paid.

let store: TestStore;
type Picked = { id: number; sku: string; title: string; price: number; rrp: number; categoryUri: string };
let zero: Picked;
let rrpOnly: Picked;
let lined: Picked;

async function pick(where: ReturnType<typeof sql>, not: number[]): Promise<Picked> {
  const [row] = await store.database.db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      price: sql<number>`${products.price}`,
      rrp: products.rrp,
      categoryUri: categories.uri,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      sql`${where} and ${products.sku} not like '%/%' and ${products.lineDiscount} = 0 and ${products.altPriceMsg} is null and ${products.id} <> all(${`{${not.join(",") || 0}}`}::int[])`,
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error("no product in the seed for this test");
  return row;
}

beforeAll(async () => {
  store = await createTestStore({ products: 300 });
  // Set before anything reads them, so no cached answer holds the seed's values
  zero = await pick(sql`${products.price} > 100000`, []);
  rrpOnly = await pick(sql`${products.price} > 100000 and ${products.price} * 100 <= ${products.rrp} * 90`, [
    zero.id,
  ]);
  lined = await pick(
    sql`${products.price} > 100000 and ${products.price} < ${products.rrp} and (select coalesce(sum(s.quantity), 0) from stock_levels s where s.product_id = ${products.id}) > 2`,
    [zero.id, rrpOnly.id],
  );
  await store.database.db.update(products).set({ price: 0, ribbon: "sale" }).where(eq(products.id, zero.id));
  await store.database.db.update(products).set({ ribbon: "sale" }).where(eq(products.id, rrpOnly.id));
  await store.database.db.update(products).set({ lineDiscount: 150_00 }).where(eq(products.id, lined.id));
});
afterAll(() => store.close());

/** The product's own entry in the search dropdown, searched by its title. */
async function suggested(product: Picked) {
  const term = encodeURIComponent(product.title.slice(0, 90));
  const answer = searchSuggestionsSchema.parse(
    await (await requestAs(store.app, "aol", `/api/v3/search?searchTerm=${term}&limit=24`)).json(),
  );
  const found = answer.products.find((r) => r.sku === product.sku);
  if (!found) throw new Error(`search did not suggest ${product.sku}`);
  return found;
}

const detail = async (brand: string, sku: string) =>
  productDetailSchema.parse(await (await requestAs(store.app, brand, `/api/v2/product/sku/${sku}`)).json());

describe("a product priced 0 is 'Request Price' everywhere", () => {
  it("claims no saving and no 'sale' ribbon on the product and in the listing", async () => {
    const p = await detail("aol", zero.sku);
    expect(p).toMatchObject({ price: 0, discountOffRrp: null, percentageDiscountOffRrp: null, ribbon: null });
    const listing = listingSchema.parse(
      await (
        await requestAs(store.app, "aol", `/api/catalogue/listing?category=${zero.categoryUri}&pageSize=100`)
      ).json(),
    );
    const tile = listing.items.find((i) => i.sku === zero.sku);
    expect(tile).toMatchObject({ discountOffRrp: null, ribbon: null });
  });

  it("is priced null in the compare tray, as it is in search", async () => {
    const browser = browserOf(store.app);
    const added = compareListSchema.parse(
      await (
        await browser("/api/compare/product/", { method: "POST", body: JSON.stringify({ sku: zero.sku }) })
      ).json(),
    );
    expect(added.products.find((p) => p.sku === zero.sku)?.price).toBeNull();
    expect((await suggested(zero)).price).toBeNull();
  });

  it("cannot be added to the cart: 409 with a message a shopper can act on", async () => {
    const browser = browserOf(store.app);
    const res = await browser("/api/cart/product", {
      method: "POST",
      body: JSON.stringify({ sku: zero.sku, quantity: 1 }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errors: string[] }).errors[0]).toBe(requestPriceMessage(zero.title));
    const cart = (await (await browser("/api/cart/")).json()) as { products: unknown[] };
    expect(cart.products).toEqual([]);
  });

  it("comes after every priced product cheapest first, in a listing and in search, and no price range holds it", async () => {
    /** Priced tiles first, then the unpriced ones, the zero product among them. */
    const expectUnpricedLast = (items: { sku: string; price: number | null }[]) => {
      const firstUnpriced = items.findIndex((i) => !((i.price ?? 0) > 0));
      expect(firstUnpriced).toBeGreaterThan(0);
      expect(items.slice(firstUnpriced).every((i) => !((i.price ?? 0) > 0))).toBe(true);
      expect(items.slice(firstUnpriced).map((i) => i.sku)).toContain(zero.sku);
    };
    const listingOf = async (query: string) =>
      listingSchema.parse(
        await (await requestAs(store.app, "aol", `/api/catalogue/listing?${query}`)).json(),
      );
    const cheapest = await listingOf(`category=${zero.categoryUri}&sort=price-asc&pageSize=100`);
    expect(cheapest.pagination.totalItems).toBeLessThanOrEqual(100);
    expectUnpricedLast(cheapest.items);
    // Each facet and range leaves it out: the lowest price is a real one, and 'under $X' is not 'Request Price'
    expect(cheapest.facets.priceRange?.min).toBeGreaterThan(0);
    const under = await listingOf(
      `category=${zero.categoryUri}&priceMax=${Math.ceil(zero.price / 100)}&pageSize=100`,
    );
    expect(under.items.length).toBeGreaterThan(0);
    expect(under.items.map((i) => i.sku)).not.toContain(zero.sku);
    // Search sorts the matches of its words in a query of its own (orderedTextIds): the product's category name
    const term = encodeURIComponent(cheapest.items[0]?.category ?? "");
    const found = searchResultsSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/sitesearch/f/${term}?sort=price-asc`)).json(),
    ).listing;
    expect(found.pagination.totalItems).toBeLessThanOrEqual(found.pagination.itemsPerPage);
    expectUnpricedLast(found.items);
  });

  it("has no price history to headline", async () => {
    const points = pricePointSchema
      .array()
      .parse(
        await (await requestAs(store.app, "aol", `/api/pricehistory/get-price-history/${zero.sku}`)).json(),
      );
    expect(points).toEqual([]);
  });
});

describe("a saving shows only off a reference the brand shows", () => {
  it("shows the saving off RRP, with its 'sale' ribbon, where the brand shows 'RRP:'", async () => {
    const p = await detail("aol", rrpOnly.sku);
    expect(p.discountOffRrp).toBe(rrpOnly.rrp - rrpOnly.price);
    expect(p.percentageDiscountOffRrp).toBe(Math.floor(((rrpOnly.rrp - rrpOnly.price) / rrpOnly.rrp) * 100));
    expect(p.ribbon).toBe("sale");
  });

  it("shows no saving and no 'sale' ribbon off an RRP that wa, aol-nz and andoo do not show", async () => {
    for (const brand of ["wa", "aol-nz", "andoo"]) {
      const p = await detail(brand, rrpOnly.sku);
      expect(p, brand).toMatchObject({
        price: rrpOnly.price,
        discountOffRrp: null,
        percentageDiscountOffRrp: null,
        ribbon: null,
      });
    }
  });

  it("measures a line discount off the 'was' price on every brand, and the compare page agrees", async () => {
    for (const brand of ["aol", "wa"]) {
      const p = await detail(brand, lined.sku);
      expect(p, brand).toMatchObject({ price: lined.price, lineDiscount: 150_00, discountOffRrp: 150_00 });
    }
    const compared = compareProductsSchema.parse(
      await (await requestAs(store.app, "aol", `/api/compare/products?SkuList=${lined.sku}`)).json(),
    );
    expect(compared.products[0]).toMatchObject({ lineDiscount: 150_00, discountOffRrp: 150_00 });
  });
});

describe("the price the shopper pays, line discount included", () => {
  it("is the compare tray's price and the cart line's price", async () => {
    const browser = browserOf(store.app);
    const added = compareListSchema.parse(
      await (
        await browser("/api/compare/product/", { method: "POST", body: JSON.stringify({ sku: lined.sku }) })
      ).json(),
    );
    expect(added.products.find((p) => p.sku === lined.sku)?.price).toBe(lined.price - 150_00);
    expect((await suggested(lined)).price).toBe(lined.price - 150_00);
    await browser("/api/cart/product", {
      method: "POST",
      body: JSON.stringify({ sku: lined.sku, quantity: 1 }),
    });
    const cart = (await (await browser("/api/cart/")).json()) as {
      products: { sku: string; linePrice: number }[];
    };
    const line = cart.products.find((p) => p.sku === lined.sku);
    expect(line?.linePrice).toBe(lined.price - 150_00);
  });

  it("ends the price history, so its headline compares what the shopper pays", async () => {
    const points = pricePointSchema
      .array()
      .parse(
        await (await requestAs(store.app, "aol", `/api/pricehistory/get-price-history/${lined.sku}`)).json(),
      );
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      price: lined.price - 150_00,
    });
    expect(points.at(-2)?.price).toBe(lined.price);
  });
});

describe("a product whose price becomes 0 while it is in a cart", () => {
  it("is unavailable in the cart and checkout refuses it with the same message", async () => {
    const product = await stockedProduct(store.database.db, 2, 7);
    const [row] = await store.database.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, product.id));
    const browser = browserOf(store.app);
    await fillCart(browser, product.sku);
    const form = await checkoutForm(browser);
    await store.database.db.update(products).set({ price: 0 }).where(eq(products.id, product.id));
    const message = requestPriceMessage(row?.title ?? "");
    const cart = (await (await browser("/api/cart/")).json()) as {
      products: { sku: string; available: boolean; unavailableReason: string | null }[];
      messages: string[];
    };
    expect(cart.products.find((p) => p.sku === product.sku)).toMatchObject({
      available: false,
      unavailableReason: message,
    });
    expect(cart.messages).toContain(message);
    const placed = await placeOrder(browser, form);
    expect(placed.status).toBe(400);
    expect(JSON.stringify(placed.raw)).toContain(message);
  });
});
