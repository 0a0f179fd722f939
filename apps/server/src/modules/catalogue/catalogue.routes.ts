import { brands } from "@store/domain/brands";
import { brandUriParamSchema, listingQuerySchema } from "@store/domain/listing.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { VisitorService } from "../session/visitor.service.ts";
import type { CatalogueService } from "./catalogue.service.ts";

/**
 * The catalogue calls the spec implies but does not show (ADR 005): listings with filters, sort and
 * pages; brands; home content; the sitemap.
 */
export function catalogueRoutes(catalogue: CatalogueService, visitors: VisitorService) {
  const viewer = async (c: Context<AppEnv>) => ({
    brand: c.get("brandId"),
    signedIn: (await visitors.of(c)).role !== "anonymous",
  });
  return new Hono<AppEnv>()
    .get("/listing", async (c) => {
      const query = parseOrThrow(listingQuerySchema, { ...c.req.query(), spec: c.req.queries("spec") });
      return c.json(await catalogue.listing(query, await viewer(c)));
    })
    .get("/brands", async (c) => c.json(await catalogue.brandList()))
    .get("/brands/:uri", async (c) =>
      c.json(await catalogue.brand(parseOrThrow(brandUriParamSchema, c.req.param("uri")))),
    )
    .get("/home", async (c) => c.json(await catalogue.home(await viewer(c))))
    .get("/sitemap", async (c) => c.json(await catalogue.sitemap(c.get("brandId"))));
}

/** /sitemap.xml for search engines, built from the same data as the sitemap page. */
export function sitemapXmlRoute(catalogue: CatalogueService) {
  const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return new Hono<AppEnv>().get("/", async (c) => {
    const host = (c.req.header("host") ?? "localhost").toLowerCase();
    const map = await catalogue.sitemap(c.get("brandId"));
    const paths = [
      "/",
      "/products",
      "/brands",
      "/stores",
      "/sitemap",
      ...map.categories.map((x) => `/c/${x.uri}`),
      ...map.brands.map((x) => `/brands/${x.uri}`),
      ...map.products.map((x) => `/p/${x.uri}`),
      ...map.stores.map((x) => `/stores/${x.uri}`),
      ...map.pages.map((x) => `/s/${x.uri}`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map((p) => `<url><loc>${escapeXml(`https://${host}${p}`)}</loc></url>`)
      .join("\n")}\n</urlset>\n`;
    c.header("Cache-Control", "public, max-age=3600");
    c.header("X-Brand", brands[c.get("brandId")].id);
    return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
}
