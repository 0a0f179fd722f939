import { saleQuerySchema } from "@store/domain/sale.schema";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { validQuery } from "../../http/validate.ts";
import type { SaleService } from "./sale.service.ts";

/** GET /api/promotion/sale and /api/promotion/sale?dateOverride={date} */
export function saleRoutes(service: SaleService) {
  return new Hono<AppEnv>().get("/sale", async (c) => {
    const { dateOverride } = validQuery(c, saleQuerySchema);
    return c.json(await service.current(c.get("brandId"), dateOverride ? new Date(dateOverride) : undefined));
  });
}
