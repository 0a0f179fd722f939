import { compareListSchema, compareProductsSchema } from "@store/domain/compare.schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { products } from "../product/product.tables.ts";

let store: TestStore;
let skus: string[];
let slashSku: string;

beforeAll(async () => {
  store = await createTestStore();
  const rows = await store.database.db
    .select({ sku: products.sku })
    .from(products)
    .where(sql`${products.price} > 0 and ${products.sku} not like '%/%'`)
    .limit(5);
  skus = rows.map((r) => r.sku);
  const [slash] = await store.database.db
    .select({ sku: products.sku })
    .from(products)
    .where(sql`${products.sku} like '%/%'`)
    .limit(1);
  slashSku = slash?.sku ?? "";
});
afterAll(() => store.close());

const add = (browser: ReturnType<typeof browserOf>, sku: string) =>
  browser("/api/compare/product/", { method: "POST", body: JSON.stringify({ sku }) });

describe("the compare list", () => {
  it("starts empty for a new visitor", async () => {
    for (const path of ["/api/compare/", "/api/compare"]) {
      const res = await requestAs(store.app, "aol", path);
      expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
      expect(compareListSchema.parse(await res.json()).products).toEqual([]);
    }
  });

  it("adds up to three products, keeps them on the session, oldest first", async () => {
    const browser = browserOf(store.app);
    for (const sku of skus.slice(0, 3)) {
      const res = await add(browser, sku);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { outcome: string }).outcome).toBe("added");
    }
    const list = compareListSchema.parse(await (await browser("/api/compare/")).json());
    expect(list.products.map((p) => p.sku)).toEqual(skus.slice(0, 3));
    expect(list.products[0]).toMatchObject({ productSKU: skus[0], productName: list.products[0]?.title });
  });

  it("refuses a fourth product with the limit message", async () => {
    const browser = browserOf(store.app);
    for (const sku of skus.slice(0, 3)) await add(browser, sku);
    const res = await add(browser, skus[3] ?? "");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errors: string[] }).errors[0]).toBe(
      "Too many products - You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
    );
    expect(compareListSchema.parse(await (await browser("/api/compare/")).json()).products).toHaveLength(3);
  });

  it("does not re-add a product that is there", async () => {
    const browser = browserOf(store.app);
    await add(browser, skus[0] ?? "");
    const again = await add(browser, (skus[0] ?? "").toLowerCase());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { outcome: string }).outcome).toBe("alreadyAdded");
    expect(compareListSchema.parse(await (await browser("/api/compare/")).json()).products).toHaveLength(1);
  });

  it("keeps three after parallel adds from two tabs", async () => {
    const browser = browserOf(store.app);
    await browser("/api/compare/");
    const results = await Promise.all(skus.map((sku) => add(browser, sku)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(compareListSchema.parse(await (await browser("/api/compare/")).json()).products).toHaveLength(3);
  });

  it("removes a product, also one whose sku holds a slash, and 404s one that is not there", async () => {
    const browser = browserOf(store.app);
    await add(browser, skus[0] ?? "");
    await add(browser, slashSku);
    const res = await browser(`/api/compare/product/${encodeURIComponent(slashSku)}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(compareListSchema.parse(await res.json()).products.map((p) => p.sku)).toEqual([skus[0]]);
    const twice = await browser(`/api/compare/product/${encodeURIComponent(slashSku)}`, { method: "DELETE" });
    expect(twice.status).toBe(404);
  });

  it("refuses unknown skus, bad bodies and malformed skus", async () => {
    const browser = browserOf(store.app);
    expect((await add(browser, "NO-SUCH-SKU")).status).toBe(404);
    for (const body of ["{}", '{"sku":""}', '{"sku":"<script>"}', "nope", '{"sku":42}']) {
      expect((await browser("/api/compare/product/", { method: "POST", body })).status).toBe(400);
    }
  });
});

describe("GET /api/compare/products?SkuList=", () => {
  it("returns the products side by side with specifications, in the order asked", async () => {
    const list = skus.slice(0, 3).reverse();
    const res = await requestAs(store.app, "aol", `/api/compare/products?SkuList=${list.join(",")}`);
    const body = compareProductsSchema.parse(await res.json());
    expect(body.products.map((p) => p.sku)).toEqual(list);
    expect(body.products[0]?.specifications.length).toBeGreaterThan(5);
    expect(body.missing).toEqual([]);
  });

  it("accepts '~' and reports unknown skus as missing", async () => {
    const res = await requestAs(store.app, "aol", `/api/compare/products?SkuList=${skus[0]}~NOPE1`);
    const body = compareProductsSchema.parse(await res.json());
    expect(body.products.map((p) => p.sku)).toEqual([skus[0]]);
    expect(body.missing).toEqual(["NOPE1"]);
  });

  it.each([
    ["", /SkuList/],
    ["SkuList=", /SkuList/],
    [`SkuList=${["A1", "B2", "C3", "D4"].join(",")}`, /at most 3 products/],
    ["SkuList=A1,A1", /only once/],
    ["SkuList=%3Cb%3E", /letters, digits/],
  ])("refuses %s with a 400", async (query, message) => {
    const res = await requestAs(store.app, "aol", `/api/compare/products?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors.join(" ")).toMatch(message);
  });
});

describe("with the brand's compare page switched off (ComparePageEnabled, ADR 054)", () => {
  it("answers every compare call 404 with the reason, while other brands compare as before", async () => {
    await store.database.db.execute(
      sql`insert into settings (brand, name, value) values ('hc', 'ComparePageEnabled', 'false')`,
    );
    store.caches.invalidate("shell");
    const shopper = browserOf(store.app, "hc");
    const answers = [
      await shopper("/api/compare/"),
      await add(shopper, skus[0] ?? ""),
      await shopper(`/api/compare/product/${skus[0]}`, { method: "DELETE" }),
      await shopper(`/api/compare/products?SkuList=${skus.slice(0, 2).join(",")}`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: "not_found",
        errors: ["Comparing products is not offered in this store."],
      });
    }
    expect((await add(browserOf(store.app, "aol"), skus[0] ?? "")).status).toBe(200);
  });
});
