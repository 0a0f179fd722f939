import {
  productIdParamSchema,
  productSlugParamSchema,
  productSlugQuerySchema,
  skuParamSchema,
  skuQuerySchema,
  stockQuerySchema,
} from "@store/domain/product.schema";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { parseOrThrow, validQuery } from "../../http/validate.ts";
import type { ProductService } from "./product.service.ts";

/** Every product call of the spec (storefront s.7 "Product"), mounted at /api. */
export function productRoutes(products: ProductService) {
  const id = (c: Context<AppEnv>) => ({ id: parseOrThrow(productIdParamSchema, c.req.param("id")) });
  const sku = (c: Context<AppEnv>) => ({ sku: parseOrThrow(skuParamSchema, c.req.param("sku")) });
  const detail = async (c: Context<AppEnv>, by: Parameters<ProductService["detail"]>[0]) =>
    c.json(await products.detail(by, await c.var.viewer()));

  return new Hono<AppEnv>()
    .get("/v2/product/slug/:slug", async (c) => {
      validQuery(c, productSlugQuerySchema);
      return detail(c, { uri: parseOrThrow(productSlugParamSchema, c.req.param("slug")) });
    })
    .get("/v2/product/extended/id/:id", (c) => detail(c, id(c)))
    .get("/v2/product/id/:id", (c) => detail(c, id(c)))
    .get("/v2/product/sku/:sku{.+}", (c) => detail(c, sku(c)))
    .get("/pricehistory/get-price-history/:sku{.+}", async (c) =>
      c.json(await products.priceHistory(sku(c).sku, await c.var.viewer())),
    )
    .get("/product/features/id/:id", async (c) => c.json(await products.features(id(c))))
    .get("/product/features/sku/:sku{.+}", async (c) => c.json(await products.features(sku(c))))
    .get("/v2/product/specifications/id/:id", async (c) => c.json(await products.specifications(id(c))))
    .get("/v2/product/specifications/sku/:sku{.+}", async (c) =>
      c.json(await products.specifications(sku(c))),
    )
    .get("/meta/product/:id", async (c) => {
      const origin = `https://${(c.req.header("host") ?? "localhost").toLowerCase()}`;
      return c.json(await products.meta(id(c).id, await c.var.viewer(), origin));
    })
    .get("/v2/product/upselloptions/sku/:sku{.+}", async (c) =>
      c.json(await products.upsellOptions(sku(c).sku, await c.var.viewer())),
    )
    .get("/stock", async (c) => {
      const query = validQuery(c, stockQuerySchema);
      return c.json(
        await products.stock(query.sku, await c.var.viewer(), query.includeOtherStock === "true"),
      );
    })
    .get("/product/competitor-prices", async (c) => {
      const query = validQuery(c, skuQuerySchema);
      return c.json(await products.competitorPrices(query.sku));
    });
}
