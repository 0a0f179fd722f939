import { sitemapSchema } from "@store/domain/listing.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 120, env: { PUBLIC_ORIGINS: "wa=https://shop.example.com" } });
});
afterAll(() => store.close());

const get = (path: string, host: string) => store.app.request(path, { headers: { host } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("/sitemap.xml (ADR 016)", () => {
  it("is an index of a pages part and product parts, on the configured origin whatever the Host", async () => {
    const res = await get("/sitemap.xml", "wa.evil.example");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    // The test store keeps no catalogue data (CATALOGUE_CACHE_SECONDS=0), so neither may anyone else (ADR 021)
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([
      "https://shop.example.com/sitemap-pages.xml",
      "https://shop.example.com/sitemap-products-1.xml",
    ]);
    expect(xml).not.toContain("evil");
  });

  it("lists every product in its parts and the other pages in the pages part", async () => {
    const products = locs(await (await get("/sitemap-products-1.xml", "wa.evil.example")).text());
    expect(products).toHaveLength(120);
    for (const url of products) expect(url).toMatch(/^https:\/\/shop\.example\.com\/p\/[a-z0-9-]+$/);
    const pages = locs(await (await get("/sitemap-pages.xml", "wa.evil.example")).text());
    expect(pages).toContain("https://shop.example.com/");
    expect(pages).toContain("https://shop.example.com/sitemap");
    expect(pages.some((u) => u.startsWith("https://shop.example.com/c/"))).toBe(true);
    expect(pages.some((u) => u.startsWith("https://shop.example.com/brands/"))).toBe(true);
    expect(pages.some((u) => u.startsWith("https://shop.example.com/s/"))).toBe(true);
    expect(pages.some((u) => u.includes("/p/"))).toBe(false);
    expect((await get("/sitemap-products-2.xml", "wa.localhost:3000")).status).toBe(404);
    expect((await get("/sitemap-products-0.xml", "wa.localhost:3000")).status).toBe(404);
  });

  it("gives a host that names no brand the fallback brand's own origin", async () => {
    const xml = await (await get("/sitemap.xml", "evil.example")).text();
    expect(locs(xml)[0]).toBe("https://aol.localhost:3000/sitemap-pages.xml");
    expect(xml).not.toContain("evil");
  });

  it("is compressed for clients that accept it", async () => {
    const res = await store.app.request("/sitemap-products-1.xml", {
      headers: { host: "wa.localhost:3000", "accept-encoding": "gzip" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("GET /api/catalogue/sitemap", () => {
  it("counts the products instead of listing them", async () => {
    const map = sitemapSchema.parse(
      await (await requestAs(store.app, "aol", "/api/catalogue/sitemap")).json(),
    );
    expect(map.productCount).toBe(120);
    expect(map).not.toHaveProperty("products");
    expect(map.categories.length).toBeGreaterThan(5);
    expect(map.brands.length).toBeGreaterThan(5);
  });
});
