import {
  maxSitemapUrls,
  pagesSitemapPath,
  productSitemapParts,
  productSitemapPath,
  sitemapIndex,
  sitemapUrlSet,
} from "@store/domain/sitemap";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "../../app-env.ts";
import { TtlCache } from "../../cache/ttl-cache.ts";
import { AppError } from "../../http/app-error.ts";
import type { CatalogueService } from "./catalogue.service.ts";

/** How long a built sitemap file is kept (and browsers and CDNs may keep it). */
const sitemapTtlSeconds = 3600;

/**
 * /sitemap.xml for search engines (ADR 016): an index of /sitemap-pages.xml (home, categories, brands,
 * stores, help pages) and /sitemap-products-N.xml parts of at most 50,000 products each. Every URL is built
 * from the brand's configured public origin, never the Host header, so a cached copy cannot be poisoned.
 * Built files are kept an hour per brand and part; at 100,000 products a part takes a few hundred ms to build.
 */
export function sitemapXmlRoutes(catalogue: CatalogueService) {
  // A product part is about 3 MB of XML: keep the files of two brands' worth of parts at most.
  const files = new TtlCache<string>(sitemapTtlSeconds * 1000, Date.now, 16);
  const xml = (c: Context<AppEnv>, body: string) => {
    c.header("Cache-Control", `public, max-age=${sitemapTtlSeconds}`);
    return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });
  };
  const key = (c: Context<AppEnv>, file: string) => `${c.get("publicOrigin")}${file}`;
  // Per route: this app is mounted at the root, where a bare use() would reach every path.
  const zipped = compress();
  return new Hono<AppEnv>()
    .get("/sitemap.xml", zipped, async (c) => {
      const body = await files.get(key(c, "index"), async () => {
        const parts = productSitemapParts(await catalogue.productCount());
        const paths = [
          pagesSitemapPath,
          ...Array.from({ length: parts }, (_, i) => productSitemapPath(i + 1)),
        ];
        return sitemapIndex(c.get("publicOrigin"), paths);
      });
      return xml(c, body);
    })
    .get(pagesSitemapPath, zipped, async (c) => {
      const body = await files.get(key(c, pagesSitemapPath), async () => {
        const map = await catalogue.sitemap(c.get("brandId"));
        const paths = [
          "/",
          "/products",
          "/brands",
          "/stores",
          "/sitemap",
          ...map.categories.map((x) => `/c/${x.uri}`),
          ...map.brands.map((x) => `/brands/${x.uri}`),
          ...map.stores.map((x) => `/stores/${x.uri}`),
          ...map.pages.map((x) => `/s/${x.uri}`),
        ];
        return sitemapUrlSet(c.get("publicOrigin"), paths);
      });
      return xml(c, body);
    })
    .get("/:file{sitemap-products-[0-9]{1,4}\\.xml}", zipped, async (c) => {
      const part = Number(c.req.param("file").replace(/\D/g, ""));
      const body = await files.get(key(c, productSitemapPath(part)), async () => {
        const uris =
          part >= 1 ? await catalogue.productUris((part - 1) * maxSitemapUrls, maxSitemapUrls) : [];
        if (uris.length === 0) throw new AppError("not_found", `The sitemap has no product part ${part}.`);
        return sitemapUrlSet(
          c.get("publicOrigin"),
          uris.map((uri) => `/p/${uri}`),
        );
      });
      return xml(c, body);
    });
}
