import { z } from "zod";
import { textSchema } from "./input.schema.ts";
import { saleQuerySchema } from "./sale.schema.ts";

/**
 * How a shopper gets a promotion's reward (ADR 050): `automatic` puts the bonus in the cart as its own
 * line at no charge; `claim` is claimed after purchase (from the maker or the store, as the terms say).
 */
export const promotionRedemptions = ["automatic", "claim"] as const;
export const promotionRedemptionSchema = z.enum(promotionRedemptions);
export type PromotionRedemption = z.infer<typeof promotionRedemptionSchema>;

/** The words a shopper reads for each way of redeeming. */
export const redemptionLabels: Record<PromotionRedemption, string> = {
  automatic: "Added to your cart free",
  claim: "Claim after purchase",
};

/** A promotion (storefront s.3 "Promotion"), as every promotion call answers it. Dates are ISO 8601. */
export const promotionSchema = z.object({
  path: z.string(),
  title: z.string(),
  startDate: z.string(),
  /** When the offer ends (the spec's endDate/expiryDate). */
  endDate: z.string(),
  thumbnailImg: z.object({
    src: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  /** The reward in a few words: 'Bonus $100 gift card'. */
  rewardLabel: z.string(),
  redemption: promotionRedemptionSchema,
  /** Where 'See offer details' goes: the promotion's page unless it names another. */
  link: z.string(),
  /** What the offer is and its terms, for the promotion's page. */
  description: z.string(),
  /** Whether it is part of the sale on now (its products are on the sale page). */
  inSale: z.boolean(),
  productCount: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /api/promotion/list: the brand's promotions running now (or on dateOverride). */
export const promotionListSchema = z.object({ promotions: z.array(promotionSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;

/** GET /api/promotion/product/{sku}: the promotions a product is in now, and whether it is in the sale. */
export const productPromotionsSchema = z.object({
  sku: z.string(),
  promotions: z.array(promotionSchema),
  inSale: z.boolean(),
});
export type ProductPromotions = z.infer<typeof productPromotionsSchema>;

/** A promotion's address: /promotion/{path}. */
export const promotionPathSchema = textSchema("A promotion address", 80).regex(
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  "A promotion address uses lower-case letters, digits and single hyphens",
);

/** `?dateOverride=` as the sale call takes it: the promotions as they would be on that date. */
export const promotionQuerySchema = saleQuerySchema;
