import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { brandAssortments } from "@store/domain/brand-assortment";
import {
  maxSitemapUrls,
  pagesSitemapPath,
  productSitemapParts,
  productSitemapPath,
  sitemapIndex,
  sitemapUrlSet,
} from "@store/domain/sitemap";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { CacheRegistry } from "../../cache/cache-registry.ts";
import { AppError } from "../../http/app-error.ts";
import { publicCacheControl } from "../../http/public-cache.ts";
import type { CatalogueService } from "./catalogue.service.ts";

const gzip = promisify(gzipCallback);

/** One built sitemap file, with its gzipped bytes made once for every client that accepts gzip. */
interface SitemapFile {
  xml: string;
  gzipped: Buffer;
}

/**
 * /sitemap.xml for search engines (ADR 016): an index of /sitemap-pages.xml (home, categories, brands,
 * stores, help pages) and /sitemap-products-N.xml parts of at most 50,000 products each. Every URL is built
 * from the brand's configured public origin, never the Host header, so a cached copy cannot be poisoned.
 * The product addresses of a part are read once per catalogue lifetime for all brands (about a second of
 * database time at 50,000 rows, and only when asked); each brand's files are built from them and kept,
 * gzipped once, as long (ADR 021).
 */
export function sitemapXmlRoutes(catalogue: CatalogueService, caches: CacheRegistry) {
  // Per assortment (ADR 064): a brand selling less lists only its products
  const productCount = caches.define<number>("sitemap.product-count", { family: "catalogue", max: 8 });
  // At most 20 parts (1,000,000 products) of about 2 MB of addresses each.
  const partUris = caches.define<string[]>("sitemap.part-uris", { family: "catalogue", max: 40 });
  // A product part is about 5 MB of XML (700 KB gzipped): two brands' worth of parts at most.
  const files = caches.define<SitemapFile>("sitemap.files", { family: "catalogue", max: 16 });
  const build = async (xml: string): Promise<SitemapFile> => ({ xml, gzipped: await gzip(xml) });
  const send = (c: Context<AppEnv>, file: SitemapFile) => {
    c.header("Cache-Control", publicCacheControl(caches, "catalogue") ?? "no-cache");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Vary", "Accept-Encoding");
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return c.body(file.xml, 200);
    c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(file.gzipped), 200);
  };
  const key = (c: Context<AppEnv>, file: string) => `${c.get("publicOrigin")}${file}`;
  const assortmentKey = (c: Context<AppEnv>) => JSON.stringify(brandAssortments[c.var.brand.id]);
  const partCount = async (c: Context<AppEnv>) =>
    productSitemapParts(
      await productCount.get(assortmentKey(c), () => catalogue.productCount(c.var.brand.id)),
    );
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const parts = await partCount(c);
      const file = await files.get(key(c, "/sitemap.xml"), () =>
        build(
          sitemapIndex(c.get("publicOrigin"), [
            pagesSitemapPath,
            ...Array.from({ length: parts }, (_, i) => productSitemapPath(i + 1)),
          ]),
        ),
      );
      return send(c, file);
    })
    .get(pagesSitemapPath, async (c) => {
      const file = await files.get(key(c, pagesSitemapPath), async () => {
        const map = await catalogue.sitemap(c.var.brand);
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
        return build(sitemapUrlSet(c.get("publicOrigin"), paths));
      });
      return send(c, file);
    })
    .get("/:file{sitemap-products-[0-9]{1,4}\\.xml}", async (c) => {
      const part = Number(c.req.param("file").replace(/\D/g, ""));
      // Checked against the cached count first: a part past the end costs no database time.
      if (part < 1 || part > (await partCount(c))) {
        throw new AppError("not_found", `The sitemap has no product part ${part}.`);
      }
      const file = await files.get(key(c, productSitemapPath(part)), async () => {
        const uris = await partUris.get(`${assortmentKey(c)}:${part}`, () =>
          catalogue.productUris(c.var.brand.id, (part - 1) * maxSitemapUrls, maxSitemapUrls),
        );
        return build(
          sitemapUrlSet(
            c.get("publicOrigin"),
            uris.map((uri) => `/p/${uri}`),
          ),
        );
      });
      return send(c, file);
    });
}
