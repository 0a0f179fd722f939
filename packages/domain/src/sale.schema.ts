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

/**
 * The sale's breakpoints (storefront s.9 "Sale uses breakpoints xs, sm, md"; s.2: xs from 0, sm from 520,
 * md from 768): a banner has art made for each, so a phone never gets a shrunken desktop picture.
 */
export const saleBreakpoints = ["xs", "sm", "md"] as const;
export type SaleBreakpoint = (typeof saleBreakpoints)[number];
/** Where each breakpoint starts, in CSS pixels (storefront s.2). */
export const saleBreakpointFrom: Record<SaleBreakpoint, number> = { xs: 0, sm: 520, md: 768 };

const saleArtSchema = z.object({
  /** Path relative to baseImagePath. */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

const saleImageSchema = saleArtSchema.extend({
  alt: z.string(),
  /** Art for the narrower breakpoints; `src` is the md (and wider) picture and the fallback. */
  sources: z.partialRecord(z.enum(["xs", "sm"]), saleArtSchema).optional(),
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
