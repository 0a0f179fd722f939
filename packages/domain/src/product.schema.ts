import { z } from "zod";
import { calendarDateSchema, databaseIdSchema, int4Max, textSchema } from "./input.schema.ts";

/** Ribbon types (storefront s.3). */
export const ribbonTypes = [
  "save",
  "catalogue-item",
  "cashback",
  "win",
  "new",
  "bonus",
  "special-offer",
  "sale",
] as const;
export const ribbonSchema = z.enum(ribbonTypes);
export type Ribbon = z.infer<typeof ribbonSchema>;

/** Condition types and the badge each shows (checkout s.3). */
export const conditionBadges = {
  BrandNew: "Brand New",
  BrandNewRunout: "Brand New Runout",
  NewCondition: "New Condition",
  CosmeticImperfection: "Cosmetic Imperfection",
} as const;
/** The conditions a product is sold in. */
export const conditionTypes = ["BrandNew", "BrandNewRunout", "NewCondition", "CosmeticImperfection"] as const;
export const conditionTypeSchema = z.enum(conditionTypes);
export type ConditionType = z.infer<typeof conditionTypeSchema>;

/**
 * A product in a list (grid, compare, search). Prices are integer cents; `price` is null when not set
 * (shown N/A), and all price fields are null with `priceHidden` when the brand shows 'Login for Price'.
 */
export const productSummarySchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  uri: z.string(),
  title: z.string(),
  price: z.number().int().nullable(),
  rrp: z.number().int().nullable(),
  lineDiscount: z.number().int().nullable(),
  discountOffRrp: z.number().int().nullable(),
  percentageDiscountOffRrp: z.number().int().nullable(),
  altPriceMsg: z.string().nullable(),
  priceHidden: z.boolean(),
  manufacturer: z.object({ name: z.string(), uri: z.string() }),
  brand: z.string(),
  category: z.string(),
  categoryUri: z.string(),
  image: z.string(),
  ribbon: ribbonSchema.nullable(),
  conditionType: conditionTypeSchema,
  energyStars: z.number().nullable(),
  /** In the sale on now (a listing's cards show the sale's product badge, ADR 050); absent when not asked. */
  inSale: z.boolean().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const specificationSchema = z.object({ group: z.string(), name: z.string(), value: z.string() });
export type Specification = z.infer<typeof specificationSchema>;

/** The stock statuses of storefront s.4 (the rule and its wording: stock-status.ts). */
export const stockStatusSchema = z.enum([
  "noStock",
  "supersededAndNoStock",
  "inStock",
  "backOrder",
  "indeterminate",
]);

/** The full product page data (GET /api/v2/product/slug/{slug} and friends). */
export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  keyFeatures: z.array(z.string()),
  specifications: z.array(specificationSchema),
  missingParts: z.string().nullable(),
  productVariationGroup: z.object({
    items: z.array(z.object({ label: z.string(), isActive: z.boolean(), uri: z.string(), sku: z.string() })),
  }),
  breadcrumbs: z.array(z.object({ title: z.string(), uri: z.string() })),
  quantity: z.number().int(),
  /** The product's stock status from `quantity` (productStockStatus). */
  stockStatus: stockStatusSchema,
  subItems: z.array(z.string()),
  /** What owners say (ADR 058); null when it has no reviews or the brand's ReviewSummariesEnabled is off. */
  reviewSummary: z
    .object({
      /** Average stars, one decimal (4.6). */
      rating: z.number().min(0).max(5),
      count: z.number().int().min(0),
      summary: z.string(),
    })
    .nullable()
    .optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A point of price history: the price from that day on. */
export const pricePointSchema = z.object({ date: z.string(), price: z.number().int() });
export type PricePoint = z.infer<typeof pricePointSchema>;

/** Stock of one store (GET /api/stock). */
export const storeStockSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  storeUri: z.string(),
  quantity: z.number().int(),
  status: stockStatusSchema,
  isSelectedStore: z.boolean(),
});
export const stockResponseSchema = z.object({
  sku: z.string(),
  status: stockStatusSchema,
  onlineQuantity: z.number().int(),
  stores: z.array(storeStockSchema),
});
export type StockResponse = z.infer<typeof stockResponseSchema>;

export const competitorPriceSchema = z.object({
  competitor: z.string(),
  price: z.number().int(),
  url: z.string(),
  checkedAt: z.string(),
});
export type CompetitorPrice = z.infer<typeof competitorPriceSchema>;

/** Open-graph data of a page (storefront s.3). */
export const openGraphSchema = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string(),
  type: z.string(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type OpenGraph = z.infer<typeof openGraphSchema>;

/** Path parameters: skus may hold a slash (URL-encoded), ids are positive integers. */
export const skuParamSchema = textSchema("A sku", 40)
  .min(1, "A sku is required")
  .regex(/^[A-Za-z0-9/._-]+$/, "A sku uses letters, digits, '/', '.', '_' and '-' only");
export const productIdParamSchema = databaseIdSchema(`A product id is a whole number from 1 to ${int4Max}`);
/** GET /api/stock?sku&includeOtherStock */
export const stockQuerySchema = z.object({
  sku: skuParamSchema,
  includeOtherStock: z
    .enum(["true", "false"], { message: "includeOtherStock is true or false" })
    .default("false"),
});
/** GET /api/product/competitor-prices?sku */
export const skuQuerySchema = z.object({ sku: skuParamSchema });
/** GET /api/v2/product/slug/{slug}?date: the page as on that date (accepted; prices are today's). */
export const productSlugQuerySchema = z.object({ date: calendarDateSchema("date").optional() });
export const productSlugParamSchema = textSchema("A product address", 200, { trim: false }).regex(
  /^[a-z0-9-]+$/i,
  "A product address uses letters, digits and hyphens",
);
