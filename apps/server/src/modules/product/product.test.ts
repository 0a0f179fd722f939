import { brandAssortments } from "@store/domain/brand-assortment";
import {
  openGraphSchema,
  pricePointSchema,
  productDetailSchema,
  stockResponseSchema,
} from "@store/domain/product.schema";
import { upsellOptionsSchema } from "@store/domain/upsell-options";
import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, signInAs, type TestStore } from "../../testing/test-store.ts";
import { settings } from "../settings/settings.tables.ts";
import {
  categories,
  priceHistory,
  productBrands,
  productReviewSummaries,
  products,
  stockLevels,
} from "./product.tables.ts";

let store: TestStore;
let sample: { id: number; sku: string; uri: string; price: number | null; rrp: number };
let slashSku: string;
const wacAssortment = brandAssortments.wac;
const wacCategories: readonly string[] = wacAssortment === "everything" ? [] : wacAssortment;

beforeAll(async () => {
  store = await createTestStore({ products: 300 });
  const rows = await store.database.db
    .select({
      id: products.id,
      sku: products.sku,
      uri: products.uri,
      price: products.price,
      rrp: products.rrp,
    })
    .from(products)
    // What the tests below read of it, stated, and a fixed order: without them the row depended on the
    // table's physical layout (a new column moved it): in stock, with a price history, sold by wac
    .where(
      sql`${products.price} > 100000 and ${products.price} < ${products.rrp}
        and exists (select 1 from ${stockLevels} where ${stockLevels.productId} = ${products.id} and ${stockLevels.quantity} > 0)
        and (select count(*) from ${priceHistory} where ${priceHistory.productId} = ${products.id}) >= 2
        and ${products.topCategoryId} in (select ${categories.id} from ${categories} where ${categories.parentId} is null and ${categories.uri} in (${sql.join(
          wacCategories.map((uri) => sql`${uri}`),
          sql`, `,
        )}))`,
    )
    // From the top: the stock tests sell out the lowest ids of their kinds
    .orderBy(desc(products.id))
    .limit(20);
  // ... and no promotion on it today, so its price history ends at its own price
  let row: (typeof rows)[number] | undefined;
  for (const candidate of rows) {
    const points = (await (
      await requestAs(store.app, "aol", `/api/pricehistory/get-price-history/${candidate.sku}`)
    ).json()) as { price: number }[];
    if (points.at(-1)?.price === candidate.price) {
      row = candidate;
      break;
    }
  }
  if (!row) throw new Error("no discounted product in the seed");
  sample = row;
  const [slash] = await store.database.db
    .select({ sku: products.sku })
    .from(products)
    .where(sql`${products.sku} like '%/%'`)
    .limit(1);
  slashSku = slash?.sku ?? sample.sku;
});
afterAll(() => store.close());

describe("product lookups", () => {
  it("finds a product by slug, id and sku with the same data", async () => {
    const bySlug = productDetailSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/slug/${sample.uri}`)).json(),
    );
    const byId = productDetailSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/id/${sample.id}`)).json(),
    );
    const extended = productDetailSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/extended/id/${sample.id}`)).json(),
    );
    const bySku = productDetailSchema.parse(
      await (
        await requestAs(store.app, "aol", `/api/v2/product/sku/${encodeURIComponent(sample.sku)}`)
      ).json(),
    );
    expect(bySlug.sku).toBe(sample.sku);
    expect(byId).toEqual(bySlug);
    expect(extended).toEqual(bySlug);
    expect(bySku).toEqual(bySlug);
    expect(bySlug.price).toBe(sample.price);
    expect(bySlug.specifications.length).toBeGreaterThan(5);
    expect(bySlug.breadcrumbs.at(-1)).toEqual({ title: bySlug.title, uri: "" });
  });

  it("shows the discount off RRP in cents and whole percent", async () => {
    const p = productDetailSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/id/${sample.id}`)).json(),
    );
    const off = sample.rrp - (sample.price ?? 0);
    if (p.discountOffRrp !== null) expect(p.discountOffRrp).toBe(off);
    expect(
      p.percentageDiscountOffRrp === null ||
        p.percentageDiscountOffRrp === Math.floor((off / sample.rrp) * 100),
    ).toBe(true);
  });

  it("finds a sku that holds a slash when it is URL-encoded", async () => {
    const res = await requestAs(store.app, "aol", `/api/v2/product/sku/${encodeURIComponent(slashSku)}`);
    expect(res.status).toBe(200);
    expect(productDetailSchema.parse(await res.json()).sku).toBe(slashSku);
  });

  it("answers 404 for unknown products and 400 for malformed ids and slugs", async () => {
    expect((await requestAs(store.app, "aol", "/api/v2/product/slug/no-such-product")).status).toBe(404);
    expect((await requestAs(store.app, "aol", "/api/v2/product/id/99999999")).status).toBe(404);
    expect((await requestAs(store.app, "aol", "/api/v2/product/sku/NOPE123")).status).toBe(404);
    const badId = await requestAs(store.app, "aol", "/api/v2/product/id/abc");
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { errors: string[] }).errors[0]).toBe(
      "A product id is a whole number from 1 to 2147483647",
    );
    expect((await requestAs(store.app, "aol", "/api/v2/product/id/-4")).status).toBe(400);
    expect((await requestAs(store.app, "aol", "/api/v2/product/slug/%3Cscript%3E")).status).toBe(400);
    expect(
      (await requestAs(store.app, "aol", `/api/v2/product/slug/${sample.uri}?date=tomorrow`)).status,
    ).toBe(400);
  });
});

describe("bundles (storefront s.4 subItems)", () => {
  it("lists a demo bundle's contents, and none for a single product", async () => {
    const [bundle] = await store.database.db
      .select({ uri: products.uri, subItems: products.subItems })
      .from(products)
      .where(sql`jsonb_array_length(${products.subItems}) > 0`)
      .orderBy(asc(products.id))
      .limit(1);
    if (!bundle) throw new Error("no demo bundle in the seed");
    const detail = productDetailSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/slug/${bundle.uri}`)).json(),
    );
    expect(detail.subItems.length).toBeGreaterThan(2);
    expect(detail.subItems).toEqual(bundle.subItems);
    const single = productDetailSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/slug/${sample.uri}`)).json(),
    );
    expect(single.subItems).toEqual([]);
  });
});

describe("features, specifications, meta, upsell options, price history", () => {
  it("lists key features by id and sku", async () => {
    const byId = (await (
      await requestAs(store.app, "aol", `/api/product/features/id/${sample.id}`)
    ).json()) as string[];
    const bySku = (await (
      await requestAs(store.app, "aol", `/api/product/features/sku/${sample.sku}`)
    ).json()) as string[];
    expect(byId.length).toBeGreaterThanOrEqual(4);
    expect(bySku).toEqual(byId);
  });

  it("groups specifications", async () => {
    const groups = (await (
      await requestAs(store.app, "aol", `/api/v2/product/specifications/id/${sample.id}`)
    ).json()) as {
      group: string;
      items: { name: string; value: string }[];
    }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.items.length).toBeGreaterThan(0);
    const bySku = await (
      await requestAs(store.app, "aol", `/api/v2/product/specifications/sku/${sample.sku}`)
    ).json();
    expect(bySku).toEqual(groups);
  });

  it("gives open-graph data with the large image size", async () => {
    const og = openGraphSchema.parse(
      await (await requestAs(store.app, "wa", `/api/meta/product/${sample.id}`)).json(),
    );
    expect(og.url).toBe(`https://wa.localhost:3000/p/${sample.uri}`);
    expect(og.image).toMatchObject({ width: 1600, height: 630 });
    expect(og.title).toMatch(/\| Wattle Appliances$/);
  });

  it("offers warranties and installation priced in cents", async () => {
    const options = upsellOptionsSchema.parse(
      await (await requestAs(store.app, "aol", `/api/v2/product/upselloptions/sku/${sample.sku}`)).json(),
    );
    expect(options.sku).toBe(sample.sku);
    expect(options.warranties.length).toBe(3);
  });

  it("gives the price history oldest first, ending at today's price", async () => {
    const points = pricePointSchema
      .array()
      .parse(
        await (await requestAs(store.app, "aol", `/api/pricehistory/get-price-history/${sample.sku}`)).json(),
      );
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.map((p) => p.date)).toEqual([...points.map((p) => p.date)].sort());
    expect(points.at(-1)?.price).toBe(sample.price);
  });
});

describe("GET /api/stock", () => {
  it("lists stock at every store of the country with includeOtherStock, the chosen store first", async () => {
    const browser = browserOf(store.app);
    const storesList = (await (await browser("/api/store")).json()) as { id: number }[];
    const chosen = storesList[3];
    await browser("/api/store/setstore", { method: "POST", body: JSON.stringify({ storeId: chosen?.id }) });
    const stock = stockResponseSchema.parse(
      await (await browser(`/api/stock?sku=${sample.sku}&includeOtherStock=true`)).json(),
    );
    expect(stock.stores.length).toBe(storesList.length);
    expect(stock.stores[0]).toMatchObject({ storeId: chosen?.id, isSelectedStore: true });
    expect(stock.onlineQuantity).toBe(stock.stores.reduce((sum, s) => sum + s.quantity, 0));
    const only = stockResponseSchema.parse(await (await browser(`/api/stock?sku=${sample.sku}`)).json());
    expect(only.stores).toHaveLength(1);
  });

  /** A product of the seed with none left in any store: its sku. */
  async function soldOut(where: SQL): Promise<string> {
    const [row] = await store.database.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .innerJoin(productBrands, eq(productBrands.id, products.brandId))
      .where(and(where, isNotNull(products.price)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error("no such product in the seed");
    await store.database.db.update(stockLevels).set({ quantity: 0 }).where(eq(stockLevels.productId, row.id));
    return row.sku;
  }

  it("gives each of the five statuses when it should, in the stock answer and on the product page", async () => {
    // ProformaDeliveryBrands (Miele, Liebherr) deliver from their own warehouse (ADR 045)
    const cases = [
      [
        await soldOut(
          sql`products.condition_type = 'BrandNew' and product_brands.name not in ('Miele', 'Liebherr')`,
        ),
        "backOrder",
      ],
      [await soldOut(sql`products.condition_type = 'BrandNewRunout'`), "supersededAndNoStock"],
      [
        await soldOut(
          sql`products.condition_type = 'BrandNew' and product_brands.name in ('Miele', 'Liebherr')`,
        ),
        "indeterminate",
      ],
      [
        await soldOut(
          sql`products.condition_type in ('NewCondition', 'CosmeticImperfection') and product_brands.name not in ('Miele', 'Liebherr')`,
        ),
        "noStock",
      ],
    ] as const;
    for (const [sku, status] of cases) {
      const stock = stockResponseSchema.parse(
        await (await requestAs(store.app, "aol", `/api/stock?sku=${sku}&includeOtherStock=true`)).json(),
      );
      expect(stock, sku).toMatchObject({ status, onlineQuantity: 0 });
      expect(stock.stores.every((s) => s.status === "noStock" && s.quantity === 0)).toBe(true);
      const detail = productDetailSchema.parse(
        await (await requestAs(store.app, "aol", `/api/v2/product/sku/${encodeURIComponent(sku)}`)).json(),
      );
      expect(detail).toMatchObject({ stockStatus: status, quantity: 0 });
    }
    const inStock = stockResponseSchema.parse(
      await (await requestAs(store.app, "aol", `/api/stock?sku=${sample.sku}&includeOtherStock=true`)).json(),
    );
    expect(inStock.onlineQuantity).toBeGreaterThan(0);
    expect(inStock.status).toBe("inStock");
    for (const s of inStock.stores) expect(s.status).toBe(s.quantity > 0 ? "inStock" : "noStock");
  });

  it("refuses a missing or malformed sku", async () => {
    expect((await requestAs(store.app, "aol", "/api/stock")).status).toBe(400);
    expect((await requestAs(store.app, "aol", "/api/stock?sku=%3Cb%3E")).status).toBe(400);
    expect((await requestAs(store.app, "aol", "/api/stock?sku=ABC&includeOtherStock=maybe")).status).toBe(
      400,
    );
  });
});

describe("GET /api/product/competitor-prices (staff only)", () => {
  it("answers 401 to anonymous visitors", async () => {
    const res = await requestAs(store.app, "aol", `/api/product/competitor-prices?sku=${sample.sku}`);
    expect(res.status).toBe(401);
  });

  it("answers 403 to a customer", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "customer@example.com");
    expect((await browser(`/api/product/competitor-prices?sku=${sample.sku}`)).status).toBe(403);
  });

  it("lists competitors' prices for staff, cheapest first", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "staff@example.com");
    const res = await browser(`/api/product/competitor-prices?sku=${sample.sku}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { competitor: string; price: number }[];
    expect(list.length).toBe(3);
    expect(list.map((c) => c.price)).toEqual([...list.map((c) => c.price)].sort((a, b) => a - b));
  });
});

describe("'Login for Price' (the trade brand wac)", () => {
  it("sends no price in JSON to anonymous shoppers", async () => {
    const res = await requestAs(store.app, "wac", `/api/v2/product/id/${sample.id}`);
    const text = await res.text();
    const p = productDetailSchema.parse(JSON.parse(text));
    expect(p).toMatchObject({
      priceHidden: true,
      price: null,
      rrp: null,
      lineDiscount: null,
      discountOffRrp: null,
    });
    expect(text).not.toContain(`:${sample.price},`);
    expect(text).not.toContain(`:${sample.rrp},`);
    const options = upsellOptionsSchema.parse(
      await (await requestAs(store.app, "wac", `/api/v2/product/upselloptions/sku/${sample.sku}`)).json(),
    );
    expect(options.warranties).toEqual([]);
    expect(
      await (await requestAs(store.app, "wac", `/api/pricehistory/get-price-history/${sample.sku}`)).json(),
    ).toEqual([]);
  });

  it("shows prices to a signed-in customer", async () => {
    const browser = browserOf(store.app, "wac");
    await signInAs(store, browser, "customer@example.com");
    const p = productDetailSchema.parse(await (await browser(`/api/v2/product/id/${sample.id}`)).json());
    expect(p).toMatchObject({ priceHidden: false, price: sample.price });
  });
});

describe("review summaries (ReviewSummariesEnabled, ADR 058)", () => {
  it("gives a reviewed product's stars, count and gist; none while the brand's flag is off", async () => {
    const [reviewed] = await store.database.db
      .select({ sku: products.sku, id: products.id })
      .from(products)
      .innerJoin(productReviewSummaries, eq(productReviewSummaries.productId, products.id))
      .where(sql`${products.sku} not like '%/%'`)
      .limit(1);
    if (!reviewed) throw new Error("no reviewed product in the seed");
    const read = async (brand: string) => {
      const res = await requestAs(store.app, brand, `/api/v2/product/sku/${reviewed.sku}`);
      expect(res.status).toBe(200);
      return productDetailSchema.parse(await res.json()).reviewSummary;
    };
    const review = await read("hc");
    expect(review?.rating).toBeGreaterThanOrEqual(3.6);
    expect(review?.rating).toBeLessThanOrEqual(4.9);
    expect(review?.count).toBeGreaterThanOrEqual(3);
    expect(review?.summary).toMatch(/^Owners like the /);

    await store.database.db
      .insert(settings)
      .values({ brand: "hc", name: "ReviewSummariesEnabled", value: "false" });
    store.caches.invalidate("shell");
    expect(await read("hc")).toBeNull();
    expect((await read("aol"))?.summary).toBe(review?.summary);
  });

  it("is null for a product nobody has reviewed", async () => {
    const [unreviewed] = await store.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(
        sql`${products.sku} not like '%/%' and not exists (select 1 from product_review_summaries r where r.product_id = ${products.id})`,
      )
      .limit(1);
    if (!unreviewed) throw new Error("every product has reviews");
    const res = await requestAs(store.app, "aol", `/api/v2/product/sku/${unreviewed.sku}`);
    expect(productDetailSchema.parse(await res.json()).reviewSummary).toBeNull();
  });
});
