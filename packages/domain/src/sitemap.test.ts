import { describe, expect, it } from "vitest";
import {
  maxSitemapUrls,
  productSitemapParts,
  productSitemapPath,
  sitemapIndex,
  sitemapUrlSet,
} from "./sitemap.ts";

describe("productSitemapParts", () => {
  it("splits the products into parts of at most 50,000", () => {
    expect(productSitemapParts(0)).toBe(0);
    expect(productSitemapParts(1)).toBe(1);
    expect(productSitemapParts(50_000)).toBe(1);
    expect(productSitemapParts(50_001)).toBe(2);
    expect(productSitemapParts(100_000)).toBe(2);
  });
});

describe("sitemapUrlSet and sitemapIndex", () => {
  it("writes canonical URLs on the given origin, escaped", () => {
    const xml = sitemapUrlSet("http://wa.localhost:3000", ["/", "/p/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://wa.localhost:3000/</loc></url>");
    expect(xml).toContain("<url><loc>https://wa.localhost:3000/p/a&amp;b</loc></url>");
    const index = sitemapIndex("https://shop.example.com", [productSitemapPath(1)]);
    expect(index).toContain("<sitemap><loc>https://shop.example.com/sitemap-products-1.xml</loc></sitemap>");
  });

  it("refuses more than 50,000 URLs in one file", () => {
    const paths = Array.from({ length: maxSitemapUrls + 1 }, (_, i) => `/p/${i}`);
    expect(() => sitemapUrlSet("https://shop.example.com", paths)).toThrow(RangeError);
  });
});
