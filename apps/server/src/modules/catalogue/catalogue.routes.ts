import { brandUriParamSchema, listingQuerySchema } from "@store/domain/listing.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow } from "../../http/validate.ts";
import type { CatalogueService } from "./catalogue.service.ts";

/**
 * The catalogue calls the spec implies but does not show (ADR 005): listings with filters, sort and
 * pages; brands; home content; the sitemap.
 */
export function catalogueRoutes(catalogue: CatalogueService) {
  return new Hono<AppEnv>()
    .get("/listing", async (c) => {
      const query = parseOrThrow(listingQuerySchema, { ...c.req.query(), spec: c.req.queries("spec") });
      return c.json(await catalogue.listing(query, await c.var.viewer()));
    })
    .get("/brands", async (c) => c.json(await catalogue.brandList(c.var.brand.id)))
    .get("/brands/:uri", async (c) =>
      c.json(await catalogue.brand(parseOrThrow(brandUriParamSchema, c.req.param("uri")), c.var.brand.id)),
    )
    .get("/home", async (c) => c.json(await catalogue.home(await c.var.viewer())))
    .get("/sitemap", async (c) => c.json(await catalogue.sitemap(c.var.brand)));
}
