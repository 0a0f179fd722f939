import { z } from "zod";

/** Setting flags the spec names (storefront s.3), seeded for every brand. */
export const settingFlagNames = [
  "IntercomEnabled",
  "IntercomAppId",
  "OTPEnabled",
  "PriceMatchEnabled",
  "CrossSellEnabled",
  "TipEnabled",
  "ComparePageEnabled",
  "ReviewSummariesEnabled",
  "CallUsNowEnabled",
  "NewPromotionsEnabled",
  "customerSupportNumber",
  "ProformaDeliveryBrands",
] as const;

export const settingItemSchema = z.object({ name: z.string(), value: z.string() });
export type SettingItem = z.infer<typeof settingItemSchema>;

export const settingsResponseSchema = z.object({ items: z.array(settingItemSchema) });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** Reads a boolean setting ('true'/'false'), with the default when it is absent. */
export function settingFlag(items: readonly SettingItem[], name: string, fallback = false): boolean {
  const item = items.find((s) => s.name === name);
  return item ? item.value.trim().toLowerCase() === "true" : fallback;
}
