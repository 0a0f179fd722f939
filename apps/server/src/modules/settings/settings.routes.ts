import {
  type SettingsResponse,
  settingNameParamSchema,
  settingsAdminSchema,
  settingUpdateSchema,
  settingValueProblem,
} from "@store/domain/settings.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { cachedJson } from "../../http/cached-json.ts";
import { parseOrThrow, validJson } from "../../http/validate.ts";
import type { SettingsService } from "./settings.service.ts";

/** GET /api/settings */
export function settingsRoutes(service: SettingsService) {
  return new Hono<AppEnv>().get("/", async (c) =>
    cachedJson<SettingsResponse>(c, await service.answer(c.get("brandId"))),
  );
}

/**
 * GET /api/settings/admin (admin): every setting's row for every brand and each brand's own rows, never
 * cached (ADR 086); PUT /api/settings/{name} (admin): one brand's value, or (brand null) every brand's.
 */
export function settingsAdminRoutes(service: SettingsService) {
  return new Hono<AppEnv>()
    .get("/admin", async (c) => {
      c.header("cache-control", "no-store");
      return c.json(settingsAdminSchema.parse(await service.everyBrand()));
    })
    .put("/:name", async (c) => {
      const { name } = parseOrThrow(settingNameParamSchema, c.req.param());
      const { value, brand } = await validJson(c, settingUpdateSchema);
      const problem = settingValueProblem(name, value);
      if (problem) throw new AppError("invalid", problem);
      return c.json(await service.set(name, value, brand));
    });
}
