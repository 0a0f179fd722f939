import { z } from "zod";
import { productSummarySchema, skuParamSchema, specificationSchema } from "./product.schema.ts";

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
  SkuList: z
    .string({ message: "SkuList is required: up to 3 skus separated by commas" })
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
