import { z } from "zod";
import { brandIdSchema } from "./brands.ts";

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

/**
 * What the store's feature flags switch (ADRs 054-060), read once for a page or a call. A flag that is
 * absent keeps the store as it was before the flag existed: on, except the one-time passcode.
 */
export interface StoreFeatures {
  /** ComparePageEnabled (ADR 054): the compare page, the tray and every 'Add to Compare' tick box. */
  comparePage: boolean;
  /** CallUsNowEnabled (ADR 055): the product page's 'Call us now' line beside Add to cart. */
  callUsNow: boolean;
  /** CrossSellEnabled (ADR 056): 'Goes well with' on the product page. */
  crossSell: boolean;
  /** TipEnabled (ADR 057): the price's RRP tip (the 'i' beside RRP and its explanation). */
  tip: boolean;
  /** ReviewSummariesEnabled (ADR 058): the product's review summary (stars, count, what owners say). */
  reviewSummaries: boolean;
  /** NewPromotionsEnabled (ADR 059): the product page's promotion panel (ADR 050). */
  newPromotions: boolean;
  /** OTPEnabled (ADR 060): signing in with a one-time passcode sent by email. */
  otp: boolean;
}

/** The store's feature flags from its settings (storefront s.3). */
export function storeFeatures(items: readonly SettingItem[]): StoreFeatures {
  return {
    comparePage: settingFlag(items, "ComparePageEnabled", true),
    callUsNow: settingFlag(items, "CallUsNowEnabled", true),
    crossSell: settingFlag(items, "CrossSellEnabled", true),
    tip: settingFlag(items, "TipEnabled", true),
    reviewSummaries: settingFlag(items, "ReviewSummariesEnabled", true),
    newPromotions: settingFlag(items, "NewPromotionsEnabled", true),
    otp: settingFlag(items, "OTPEnabled", false),
  };
}

/** Flags that hold 'true' or 'false' and nothing else. */
const booleanSettingNames: ReadonlySet<string> = new Set([
  "IntercomEnabled",
  "OTPEnabled",
  "PriceMatchEnabled",
  "CrossSellEnabled",
  "TipEnabled",
  "ComparePageEnabled",
  "ReviewSummariesEnabled",
  "CallUsNowEnabled",
  "NewPromotionsEnabled",
]);

/** PUT /api/settings/{name}: a setting's param. */
export const settingNameParamSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{1,63}$/, "A setting's name is letters and digits, starting with a letter"),
});

/** PUT /api/settings/{name} body: the value, for one brand or (brand null) every brand without its own. */
export const settingUpdateSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, "Give the setting a value")
    .max(500, "A setting's value is at most 500 characters"),
  brand: brandIdSchema.nullable(),
});
export type SettingUpdate = z.infer<typeof settingUpdateSchema>;

/** Why a value cannot be stored under a setting's name; null when it can. */
export function settingValueProblem(name: string, value: string): string | null {
  if (booleanSettingNames.has(name) && value !== "true" && value !== "false")
    return `${name} is 'true' or 'false'`;
  return null;
}

/**
 * The brand's Intercom workspace (ADR 061): its app id while IntercomEnabled is on (absent means on)
 * and IntercomAppId holds one; null means 'Chat with us' opens the store's own contact panel.
 */
export function intercomAppIdOf(items: readonly SettingItem[]): string | null {
  if (!settingFlag(items, "IntercomEnabled", true)) return null;
  const id = items.find((s) => s.name === "IntercomAppId")?.value.trim() ?? "";
  return /^[a-z0-9]{4,32}$/i.test(id) ? id : null;
}
