import {
  type SettingsResponse,
  settingNameParamSchema,
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

/** PUT /api/settings/{name} (admin): one brand's value, or (brand null) every brand's. */
export function settingsAdminRoutes(service: SettingsService) {
  return new Hono<AppEnv>().put("/:name", async (c) => {
    const { name } = parseOrThrow(settingNameParamSchema, c.req.param());
    const { value, brand } = await validJson(c, settingUpdateSchema);
    const problem = settingValueProblem(name, value);
    if (problem) throw new AppError("invalid", problem);
    return c.json(await service.set(name, value, brand));
  });
}
