import { compareAddSchema, skuListQuerySchema } from "@store/domain/compare.schema";
import { skuParamSchema } from "@store/domain/product.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { CompareService } from "./compare.service.ts";

/** What every compare call answers while the brand's ComparePageEnabled is off (ADR 054). */
export const compareSwitchedOff = "Comparing products is not offered in this store.";

/** GET /api/compare/, POST /api/compare/product/, DELETE /api/compare/product/{sku}, GET /api/compare/products?SkuList= */
export function compareRoutes(compare: CompareService, settings: SettingsService) {
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      // ADR 054: with the compare page off, the list cannot be kept or read either
      if (!(await settings.features(c.get("brandId"))).comparePage)
        throw new AppError("not_found", compareSwitchedOff);
      await next();
    })
    .get("/", async (c) => c.json(await compare.list(c.get("session").id, await c.var.viewer())))
    .post("/product", async (c) => {
      const { sku } = await validJson(c, compareAddSchema);
      const { list, outcome } = await compare.add(c.get("session").id, sku, await c.var.viewer());
      return c.json({ ...list, outcome });
    })
    .delete("/product/:sku{.+}", async (c) => {
      const sku = parseOrThrow(skuParamSchema, c.req.param("sku"));
      return c.json(await compare.remove(c.get("session").id, sku, await c.var.viewer()));
    })
    .get("/products", async (c) => {
      const { SkuList } = validQuery(c, skuListQuerySchema);
      return c.json(await compare.products(SkuList, await c.var.viewer()));
    });
}
