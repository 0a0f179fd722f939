import { z } from "zod";
import { textSchema } from "./input.schema.ts";
import { payablePrice } from "./pricing.ts";
import {
  type ProductSummary,
  productSummarySchema,
  skuParamSchema,
  specificationSchema,
} from "./product.schema.ts";

/**
 * A product in the compare tray (checkout s.3): the spec's fields plus the variant form some
 * brands read (brandImage, brandName, productId, productImage, productName, productSKU).
 */
export const compareProductSchema = z.object({
  sku: z.string(),
  title: z.string(),
  image: z.string(),
  images: z.array(z.object({ path: z.string(), type: z.string() })),
  price: z.number().int().nullable(),
  priceHidden: z.boolean(),
  uri: z.string(),
  brandImage: z.string(),
  brandName: z.string(),
  productId: z.number().int(),
  productImage: z.string(),
  productName: z.string(),
  productSKU: z.string(),
});
export type CompareProduct = z.infer<typeof compareProductSchema>;

/** GET /api/compare/ and the answer of every change: the visitor's list, oldest first. */
export const compareListSchema = z.object({ products: z.array(compareProductSchema) });
export type CompareList = z.infer<typeof compareListSchema>;

/** POST /api/compare/product/ */
export const compareAddSchema = z.object({ sku: skuParamSchema });

/** GET /api/compare/products?SkuList=a,b,c (also '~'): at most 3 distinct skus. */
export const skuListQuerySchema = z.object({
  SkuList: textSchema("SkuList", 200, { missing: "SkuList is required: up to 3 skus separated by commas" })
    .transform((text) => text.split(/[,~]/).map((s) => s.trim()))
    .pipe(
      z
        .array(skuParamSchema)
        .min(1, "SkuList needs at least one sku")
        .max(3, "You can compare at most 3 products")
        .refine((skus) => new Set(skus).size === skus.length, "Each sku can be compared only once"),
    ),
});

/** The compare page's products: summary, specifications, and the skus that were not found. */
export const compareProductsSchema = z.object({
  products: z.array(productSummarySchema.extend({ specifications: z.array(specificationSchema) })),
  missing: z.array(z.string()),
});
export type CompareProducts = z.infer<typeof compareProductsSchema>;

/** The answer of POST /api/compare/product/: the list, and whether the product was added or already there. */
export const compareAddAnswerSchema = compareListSchema.extend({
  outcome: z.enum(["added", "alreadyAdded"]),
});
export type CompareAddAnswer = z.infer<typeof compareAddAnswerSchema>;

/** The tray's form of a listed product; the server answers with it and the browser shows it at once on add. */
export function compareProductOf(summary: ProductSummary): CompareProduct {
  return {
    sku: summary.sku,
    title: summary.title,
    image: summary.image,
    images: [{ path: summary.image, type: "thumb" }],
    // What the shopper pays, by the displayed-price rule (ADR 053): null shows 'Request Price'
    price: payablePrice(summary.price, summary.lineDiscount),
    priceHidden: summary.priceHidden,
    uri: summary.uri,
    brandImage: `/media/brand/${summary.manufacturer.uri}.svg`,
    brandName: summary.manufacturer.name,
    productId: summary.productId,
    productImage: summary.image,
    productName: summary.title,
    productSKU: summary.sku,
  };
}
