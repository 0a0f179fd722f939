import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AlertBannerService } from "./alert-banner.service.ts";

/** GET /api/alertBanner/: the banner, or 204 when there is none. */
export function alertBannerRoutes(service: AlertBannerService) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const banner = await service.current(c.get("brandId"));
    return banner ? c.json(banner) : c.body(null, 204);
  });
}
