import { setStoreSchema, storeIdParamSchema, storeListQuerySchema } from "@store/domain/store.schema";
import { tourPanoramaQuerySchema } from "@store/domain/virtual-tour";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { TourPanoramaService } from "../media/tour-panorama.service.ts";
import type { StoreService } from "../store/store.service.ts";
import type { UserService } from "../user/user.service.ts";
import type { GeoService } from "./geo.service.ts";

/**
 * The store calls, in the geo module because they answer from the visitor's location (ADR 023):
 * GET /api/store (nearest first once a location is chosen), GET /api/store/{id}, POST /api/store/setstore, GET /api/store/select-view (staff),
 * GET /api/store/{id}/tour-panorama?scene= (a scene of the store's virtual tour as PNG, ADR 087)
 */
export function storeRoutes(
  stores: StoreService,
  geo: GeoService,
  users: UserService,
  panoramas: TourPanoramaService,
) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const filters = validQuery(c, storeListQuerySchema);
      const country = c.var.brand.country;
      const near = await geo.visitorPoint(country, c.get("session"));
      return c.json(await stores.list(country, { ...filters, near }));
    })
    .post("/setstore", async (c) => {
      const { storeId } = await validJson(c, setStoreSchema);
      return c.json(await geo.setStore(c.var.brand.country, c.get("session"), storeId));
    })
    .get("/select-view", async (c) => c.json(await users.selectView(c.var.brand.country)))
    .get("/:id/tour-panorama", async (c) => {
      const id = parseOrThrow(storeIdParamSchema, c.req.param("id"));
      const { scene } = validQuery(c, tourPanoramaQuerySchema);
      const store = await stores.get(c.var.brand.country, id);
      const { virtualTourId } = store;
      if (!virtualTourId) throw new AppError("not_found", "This store has no virtual tour");
      const tourStore = { id: store.id, name: store.name, virtualTourId };
      // The signs show the shop brand of the host (like /media/store): one picture per host, a day in caches
      const etag = panoramas.etag(tourStore, c.var.brandId, scene);
      c.header("Cache-Control", "public, max-age=86400");
      c.header("ETag", etag);
      c.header("Vary", "Host");
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      const { png } = await panoramas.panorama(tourStore, c.var.brandId, scene);
      c.header("Content-Type", "image/png");
      return c.body(new Uint8Array(png));
    })
    .get("/:id", async (c) => {
      const id = parseOrThrow(storeIdParamSchema, c.req.param("id"));
      const country = c.var.brand.country;
      return c.json(await stores.get(country, id, await geo.visitorPoint(country, c.get("session"))));
    });
}
