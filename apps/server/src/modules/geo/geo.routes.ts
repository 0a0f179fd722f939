import { setLocationSchema } from "@store/domain/locality.schema";
import { geocodeQuerySchema, mapAreaQuerySchema } from "@store/domain/store-map.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validJson, validQuery } from "../../http/validate.ts";
import type { GeoService } from "./geo.service.ts";
import type { StoreMapService } from "./store-map.service.ts";

/**
 * GET /api/geo, POST /api/geo/setlocation; and the maps calls of ADR 085: GET /api/geo/geocode
 * (an address near a store) and GET /api/geo/map-area (the offline map's land and names).
 */
export function geoRoutes(service: GeoService, maps: StoreMapService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await service.get(c.var.brand.country, c.get("session"))))
    .get("/geocode", async (c) =>
      c.json(await service.geocode(c.var.brand.country, c.get("session"), validQuery(c, geocodeQuerySchema))),
    )
    .get("/map-area", async (c) =>
      c.json(await maps.area(c.var.brand.country, validQuery(c, mapAreaQuerySchema))),
    )
    .post("/setlocation", async (c) => {
      const { localityId } = await validJson(c, setLocationSchema);
      return c.json(await service.setLocation(c.var.brand.country, c.get("session"), localityId));
    });
}
