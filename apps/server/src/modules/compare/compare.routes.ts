import { brands } from "@store/domain/brands";
import { compareAddSchema, skuListQuerySchema } from "@store/domain/compare.schema";
import { skuParamSchema } from "@store/domain/product.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow, validJson, validQuery } from "../../http/validate.ts";
import type { Viewer } from "../product/product.service.ts";
import type { VisitorService } from "../session/visitor.service.ts";
import type { CompareService } from "./compare.service.ts";

/** GET /api/compare/, POST /api/compare/product/, DELETE /api/compare/product/{sku}, GET /api/compare/products?SkuList= */
export function compareRoutes(compare: CompareService, visitors: VisitorService) {
  const viewer = async (c: Context<AppEnv>): Promise<Viewer> => {
    const visitor = await visitors.of(c);
    return {
      brand: brands[c.get("brandId")],
      signedIn: visitor.role !== "anonymous",
      storeId: visitor.storeId,
    };
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await compare.list(c.get("session").id, await viewer(c))))
    .post("/product", async (c) => {
      const { sku } = await validJson(c, compareAddSchema);
      const { list, outcome } = await compare.add(c.get("session").id, sku, await viewer(c));
      return c.json({ ...list, outcome });
    })
    .delete("/product/:sku{.+}", async (c) => {
      const sku = parseOrThrow(skuParamSchema, c.req.param("sku"));
      return c.json(await compare.remove(c.get("session").id, sku, await viewer(c)));
    })
    .get("/products", async (c) => {
      const { SkuList } = validQuery(c, skuListQuerySchema);
      return c.json(await compare.products(SkuList, await viewer(c)));
    });
}
