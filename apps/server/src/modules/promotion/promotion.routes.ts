import { skuParamSchema } from "@store/domain/product.schema";
import { promotionPathSchema, promotionQuerySchema } from "@store/domain/promotion.schema";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow, validQuery } from "../../http/validate.ts";
import type { PromotionService } from "./promotion.service.ts";

/** The moment asked about: ?dateOverride= (as the sale call takes it), else now. */
function moment(c: Context<AppEnv>): { at: Date; override: boolean } {
  const { dateOverride } = validQuery(c, promotionQuerySchema);
  return dateOverride ? { at: new Date(dateOverride), override: true } : { at: new Date(), override: false };
}

/**
 * GET /api/promotion/list, /api/promotion/path/{path} and /api/promotion/product/{sku} (ADR 050): the
 * brand's running promotions, one promotion's page, and the promotions of a product's page.
 */
export function promotionRoutes(service: PromotionService) {
  return new Hono<AppEnv>()
    .get("/list", async (c) => {
      const { at, override } = moment(c);
      return c.json({ promotions: await service.list(c.get("brandId"), at, override) });
    })
    .get("/path/:path", async (c) => {
      const path = parseOrThrow(promotionPathSchema, c.req.param("path"));
      const { at, override } = moment(c);
      return c.json(await service.byPath(c.get("brandId"), path, at, override));
    })
    .get("/product/:sku{.+}", async (c) => {
      const sku = parseOrThrow(skuParamSchema, c.req.param("sku"));
      const { at, override } = moment(c);
      return c.json(await service.forProduct(c.get("brandId"), sku, at, override));
    });
}
