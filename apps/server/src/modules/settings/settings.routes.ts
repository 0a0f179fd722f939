import type { SettingsResponse } from "@store/domain/settings.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { SettingsService } from "./settings.service.ts";

/** GET /api/settings */
export function settingsRoutes(service: SettingsService) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const items = await service.list(c.get("brandId"));
    return c.json<SettingsResponse>({ items });
  });
}
