import { listingSchema } from "@store/domain/listing.schema";
import {
  productPromotionsSchema,
  promotionListSchema,
  promotionSchema,
} from "@store/domain/promotion.schema";
import { saleSchema } from "@store/domain/sale.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { products } from "../product/product.tables.ts";
import { promotionProducts, promotions } from "./promotion.tables.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

async function json(brand: string, path: string) {
  const res = await requestAs(store.app, brand, path);
  return { status: res.status, body: (await res.json()) as unknown, res };
}

async function listOf(brand: string, query = "") {
  const { status, body } = await json(brand, `/api/promotion/list${query}`);
  expect(status).toBe(200);
  return promotionListSchema.parse(body).promotions;
}

/** The skus of some product ids. */
async function skusOf(ids: number[]): Promise<string[]> {
  const rows = await store.database.db.select({ id: products.id, sku: products.sku }).from(products);
  return rows.filter((r) => ids.includes(r.id)).map((r) => r.sku);
}

/** The product ids of a brand's promotion, from the database. */
async function productIdsOf(brand: "aol" | "aol-nz" | "wac", path: string): Promise<number[]> {
  const rows = await store.database.db
    .select({ id: promotionProducts.productId, brand: promotions.brand, path: promotions.path })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId));
  return rows.filter((r) => r.brand === brand && r.path === path).map((r) => r.id);
}

describe("GET /api/promotion/list", () => {
  it("lists the brand's running promotions, ending soonest first, with the spec's fields", async () => {
    const list = await listOf("aol");
    expect(list.length).toBeGreaterThanOrEqual(3);
    const ends = list.map((p) => Date.parse(p.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const laundry = list.find((p) => p.path === "black-friday-laundry-bonus");
    expect(laundry).toMatchObject({
      title: "Black Friday: bonus $100 gift card with selected laundry",
      rewardLabel: "Bonus $100 gift card",
      redemption: "automatic",
      link: "/promotion/black-friday-laundry-bonus",
      inSale: true,
      thumbnailImg: { src: "/media/promotion/gift-card/100.svg", width: 160, height: 160 },
    });
    expect(laundry?.productCount).toBeGreaterThan(0);
    // The everyday warranty offer is not part of Black Friday
    expect(list.find((p) => p.path === "fridge-extended-warranty")?.inSale).toBe(false);
  });

  it("gives the NZ brand its own promotions, in NZ dollars", async () => {
    const nz = await listOf("aol-nz");
    expect(nz.map((p) => p.path)).toContain("black-friday-laundry-prezzy");
    expect(nz.map((p) => p.path)).not.toContain("black-friday-laundry-bonus");
    for (const p of nz) expect(p.rewardLabel).not.toMatch(/(?<!NZ)\$/);
  });

  it("gives the trade brand trade offers and its own event, never a consumer Black Friday", async () => {
    const trade = await listOf("wac");
    expect(trade.length).toBeGreaterThan(0);
    for (const p of trade) expect(`${p.path} ${p.title}`).not.toMatch(/black friday|black-friday/i);
    expect(trade.filter((p) => p.inSale).length).toBeGreaterThan(0);
    const sale = saleSchema.parse((await json("wac", "/api/promotion/sale")).body);
    expect(sale.name).toBe("Trade Pricing Event");
    expect(saleSchema.parse((await json("aol", "/api/promotion/sale")).body).name).toBe("Black Friday Sale");
  });

  it("answers as the promotions would be on a dateOverride: none before they start", async () => {
    expect(await listOf("aol", "?dateOverride=2019-06-01")).toEqual([]);
    // Only the everyday offers run in 2098
    const later = await listOf("aol", "?dateOverride=2098-06-01");
    expect(later.map((p) => p.path)).toContain("fridge-extended-warranty");
    expect(later.map((p) => p.path)).not.toContain("black-friday-laundry-bonus");
  });

  it("is the same for every shopper of the brand, so browsers may keep it", async () => {
    const { res } = await json("aol", "/api/promotion/list");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each(["tomorrow", "2026-02-30", "<script>"])(
    "refuses the date override %s with a 400",
    async (value) => {
      const { status, body } = await json(
        "aol",
        `/api/promotion/list?dateOverride=${encodeURIComponent(value)}`,
      );
      expect(status).toBe(400);
      expect((body as { errors: string[] }).errors[0]).toMatch(/^dateOverride: /);
    },
  );
});

describe("GET /api/promotion/path/{path}", () => {
  it("answers one running promotion of the brand", async () => {
    const { status, body } = await json("aol", "/api/promotion/path/black-friday-laundry-bonus");
    expect(status).toBe(200);
    expect(promotionSchema.parse(body).rewardLabel).toBe("Bonus $100 gift card");
  });

  it("is 404 for an unknown path, another brand's, or one not running on the date", async () => {
    for (const [brand, path] of [
      ["aol", "/api/promotion/path/no-such-offer"],
      ["aol-nz", "/api/promotion/path/black-friday-laundry-bonus"],
      ["aol", "/api/promotion/path/black-friday-laundry-bonus?dateOverride=2019-01-01"],
    ] as const) {
      const { status, body } = await json(brand, path);
      expect(status, path).toBe(404);
      expect(body).toEqual({
        code: "not_found",
        errors: ["We couldn't find that promotion: it may have ended"],
      });
    }
  });

  it.each(["Black-Friday", "black--friday", "a".repeat(81), "black_friday"])(
    "refuses the address %s with a readable 400",
    async (path) => {
      const { status, body } = await json("aol", `/api/promotion/path/${encodeURIComponent(path)}`);
      expect(status).toBe(400);
      expect((body as { errors: string[] }).errors[0]).toMatch(/^A promotion address/);
    },
  );
});

describe("GET /api/promotion/product/{sku}", () => {
  it("lists the promotions a product is in and whether it is in the sale", async () => {
    const [id] = await productIdsOf("aol", "black-friday-laundry-bonus");
    const [sku] = await skusOf([id as number]);
    const { status, body } = await json("aol", `/api/promotion/product/${sku}`);
    expect(status).toBe(200);
    const answer = productPromotionsSchema.parse(body);
    expect(answer.sku).toBe(sku);
    expect(answer.inSale).toBe(true);
    expect(answer.promotions.map((p) => p.path)).toContain("black-friday-laundry-bonus");
    // The same product in the trade brand: no consumer laundry bonus
    const trade = productPromotionsSchema.parse((await json("wac", `/api/promotion/product/${sku}`)).body);
    expect(trade.promotions.map((p) => p.path)).not.toContain("black-friday-laundry-bonus");
  });

  it("answers a product in no promotion with an empty list", async () => {
    const inAny = new Set(
      (await store.database.db.select({ id: promotionProducts.productId }).from(promotionProducts)).map(
        (r) => r.id,
      ),
    );
    const rows = await store.database.db.select({ id: products.id, sku: products.sku }).from(products);
    const plain = rows.find((r) => !inAny.has(r.id));
    const answer = productPromotionsSchema.parse(
      (await json("aol", `/api/promotion/product/${plain?.sku}`)).body,
    );
    expect(answer).toEqual({ sku: plain?.sku, promotions: [], inSale: false });
  });

  it("is 404 for an unknown sku and 400 for one that cannot be a sku", async () => {
    expect((await json("aol", "/api/promotion/product/NO-SUCH-SKU-1")).status).toBe(404);
    const bad = await json("aol", `/api/promotion/product/${encodeURIComponent("a b<c>")}`);
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: string[] }).errors).toEqual([
      "A sku uses letters, digits, '/', '.', '_' and '-' only",
    ]);
  });
});

describe("GET /api/catalogue/listing with a promotion or the sale (ADR 050)", () => {
  async function listing(brand: string, query: string) {
    const { status, body } = await json(brand, `/api/catalogue/listing?${query}`);
    expect(status, query).toBe(200);
    return listingSchema.parse(body);
  }

  it("lists exactly a promotion's products, with facets counted over them", async () => {
    const ids = await productIdsOf("aol", "black-friday-laundry-bonus");
    const page = await listing("aol", "promotion=black-friday-laundry-bonus");
    expect(page.pagination.totalItems).toBe(ids.length);
    expect(page.pagination.id).toBe("promotion-black-friday-laundry-bonus");
    for (const item of page.items) expect(ids).toContain(item.productId);
    const brandTotal = page.facets.brands.reduce((sum, b) => sum + b.count, 0);
    expect(brandTotal).toBe(ids.length);
    expect(page.facets.priceRange).not.toBeNull();
  });

  it("filters and sorts the promotion's products like any listing", async () => {
    const all = await listing("aol", "promotion=black-friday-laundry-bonus");
    const maker = all.facets.brands[0];
    if (!maker) throw new Error("the promotion has no brands");
    const narrowed = await listing(
      "aol",
      `promotion=black-friday-laundry-bonus&brand=${maker.value}&sort=price-asc`,
    );
    expect(narrowed.pagination.totalItems).toBe(maker.count);
    for (const item of narrowed.items) expect(item.manufacturer.uri).toBe(maker.value);
    const prices = narrowed.items.map((i) => i.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("lists the sale's products: those of the running promotions in the sale on now, all marked in the sale", async () => {
    const inSale = (await listOf("aol")).filter((p) => p.inSale);
    const ids = new Set<number>();
    for (const p of inSale) for (const id of await productIdsOf("aol", p.path)) ids.add(id);
    const page = await listing("aol", "sale=true");
    expect(page.pagination.id).toBe("sale");
    expect(page.pagination.totalItems).toBe(ids.size);
    for (const item of page.items) {
      expect(ids.has(item.productId)).toBe(true);
      expect(item.inSale).toBe(true);
    }
    // The everyday warranty's fridges are not in it unless another promotion has them
    const fridgeOnly = (await productIdsOf("aol", "fridge-extended-warranty")).filter((id) => !ids.has(id));
    const everything = await listing("aol", `sale=true&page=1`);
    for (const item of everything.items) expect(fridgeOnly).not.toContain(item.productId);
  });

  it("tells a category page how many of its products are in the sale", async () => {
    const laundry = await listing("aol", "category=laundry");
    expect(laundry.saleCount).toBeGreaterThan(0);
    const inSaleItems = laundry.items.filter((i) => i.inSale);
    const page = await listing("aol", "category=laundry&sale=true");
    expect(page.pagination.totalItems).toBe(laundry.saleCount);
    expect(inSaleItems.length).toBeLessThanOrEqual(laundry.saleCount ?? 0);
  });

  it("is 404 for a promotion that does not run, 400 for a bad one or both scopes at once", async () => {
    expect((await json("aol", "/api/catalogue/listing?promotion=no-such-offer")).status).toBe(404);
    expect((await json("aol-nz", "/api/catalogue/listing?promotion=black-friday-laundry-bonus")).status).toBe(
      404,
    );
    const both = await json("aol", "/api/catalogue/listing?promotion=black-friday-laundry-bonus&sale=true");
    expect(both.status).toBe(400);
    expect((both.body as { errors: string[] }).errors).toEqual([
      "promotion: List one promotion or the sale, not both",
    ]);
    const bad = await json("aol", "/api/catalogue/listing?sale=yes");
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: string[] }).errors).toEqual(["sale: sale is true or false"]);
  });
});
