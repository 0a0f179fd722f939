import { z } from "zod";
import { dateOrDateTimeSchema } from "./input.schema.ts";

/** Placements a sale image can take (storefront s.3). */
export const salePlacements = [
  "categoryBadge",
  "checkoutBanner",
  "footerBanner",
  "homePageBanner",
  "navIcon",
  "priceTag",
  "productBadge",
] as const;
export const salePlacementSchema = z.enum(salePlacements);
export type SalePlacement = z.infer<typeof salePlacementSchema>;

const saleImageSchema = z.object({
  /** Path relative to baseImagePath. */
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** The current sale (GET /api/promotion/sale). */
export const saleSchema = z.object({
  isSaleOn: z.boolean(),
  name: z.string(),
  baseImagePath: z.string(),
  url: z.string(),
  colour: z.string(),
  /** When the sale ends (ISO 8601), for countdowns; null when no sale is on. */
  time: z.string().nullable(),
  images: z.partialRecord(salePlacementSchema, saleImageSchema),
});
export type Sale = z.infer<typeof saleSchema>;

/** `?dateOverride=` takes a date or date-time. */
export const saleQuerySchema = z.object({
  dateOverride: dateOrDateTimeSchema("dateOverride")
    .optional()
    .describe("Show the sale as it would be on this date (YYYY-MM-DD or ISO date-time)"),
});
