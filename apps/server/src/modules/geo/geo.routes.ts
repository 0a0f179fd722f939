import { setLocationSchema } from "@store/domain/locality.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validJson } from "../../http/validate.ts";
import type { GeoService } from "./geo.service.ts";

/** GET /api/geo, POST /api/geo/setlocation */
export function geoRoutes(service: GeoService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await service.get(c.var.brand.country, c.get("session"))))
    .post("/setlocation", async (c) => {
      const { localityId } = await validJson(c, setLocationSchema);
      return c.json(await service.setLocation(c.var.brand.country, c.get("session"), localityId));
    });
}
