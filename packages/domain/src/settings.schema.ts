import { z } from "zod";
import { type BrandId, brandIdSchema } from "./brands.ts";

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

/**
 * What a setting holds: a flag ('true' or 'false'), an email address, a phone number shoppers dial, or
 * text (with a pattern when the store reads it as an identifier).
 */
export const settingKinds = ["flag", "email", "phone", "text"] as const;
export type SettingKind = (typeof settingKinds)[number];

/** How the settings screen groups the settings (ADR 086), in its order. */
export const settingGroups = [
  "Product page",
  "Shopping",
  "Header icons",
  "Contact and chat",
  "Signing in",
  "Delivery",
] as const;
export type SettingGroup = (typeof settingGroups)[number];

/** One setting the store reads: where the screen shows it, what it does and what it holds. */
export interface KnownSetting {
  name: string;
  group: SettingGroup;
  /** A short name for the screen's label. */
  label: string;
  /** One line: what changes in the store. */
  description: string;
  kind: SettingKind;
  /** What the store does when neither the brand nor every brand has a row. */
  fallback: string;
  /** Text settings the store reads as an identifier: the pattern and the sentence that explains it. */
  pattern?: { regex: RegExp; message: string };
}

/**
 * Every setting the store reads (seeded in content.seed.ts, read by the services named in the ADRs),
 * with its one-line description: the settings screen lists these, and `settingValueProblem` checks a
 * value against its kind.
 */
export const knownSettings: readonly KnownSetting[] = [
  {
    name: "CallUsNowEnabled",
    group: "Product page",
    label: "'Call us now' line",
    description: "Shows 'Call us now on ...' beside Add to cart.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "CrossSellEnabled",
    group: "Product page",
    label: "Goes well with",
    description: "Shows the products that go well with this one.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "TipEnabled",
    group: "Product page",
    label: "RRP tip",
    description: "Shows the 'i' beside RRP and what RRP means.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "ReviewSummariesEnabled",
    group: "Product page",
    label: "Review summary",
    description: "Shows the stars, the count and what owners say.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "NewPromotionsEnabled",
    group: "Product page",
    label: "Promotion panel",
    description: "Shows the product's promotion, its reward and when the offer ends.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "PriceMatchEnabled",
    group: "Product page",
    label: "Price match",
    description: "Offers to match a competitor's lower price on the product page.",
    kind: "flag",
    fallback: "false",
  },
  {
    name: "ComparePageEnabled",
    group: "Shopping",
    label: "Compare",
    description: "Offers the compare page, the tray and every 'Add to Compare' tick box.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "TopNavCartIcon",
    group: "Header icons",
    label: "Cart icon",
    description: "Shows the cart in the header.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "TopNavSearchIcon",
    group: "Header icons",
    label: "Search icon",
    description: "Shows the search icon in the header on small screens.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "TopNavContactUsIcon",
    group: "Header icons",
    label: "Contact icon",
    description: "Shows the contact icon in the header.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "TopNavProjectIcon",
    group: "Header icons",
    label: "Projects icon",
    description: "Shows staff their projects in the header.",
    kind: "flag",
    fallback: "false",
  },
  {
    name: "customerSupportNumber",
    group: "Contact and chat",
    label: "Support phone number",
    description: "The number the header, the contact panel and 'Call us now' show.",
    kind: "phone",
    fallback: "",
  },
  {
    name: "ContactUsEmail",
    group: "Contact and chat",
    label: "Team's email address",
    description: "Where the contact panel's messages are mailed.",
    kind: "email",
    fallback: "customer-care@example.com",
  },
  {
    name: "IntercomEnabled",
    group: "Contact and chat",
    label: "Chat with us",
    description: "Shows 'Chat with us': Intercom when it has an app id, else the contact panel.",
    kind: "flag",
    fallback: "true",
  },
  {
    name: "IntercomAppId",
    group: "Contact and chat",
    label: "Intercom app id",
    description: "The Intercom workspace 'Chat with us' opens.",
    kind: "text",
    fallback: "",
    pattern: { regex: /^[a-z0-9]{4,32}$/i, message: "is Intercom's app id: 4 to 32 letters and digits" },
  },
  {
    name: "OTPEnabled",
    group: "Signing in",
    label: "Sign in with a code",
    description: "Lets shoppers sign in with a one-time code sent by email.",
    kind: "flag",
    fallback: "false",
  },
  {
    name: "ProformaDeliveryBrands",
    group: "Delivery",
    label: "Pro-forma delivery brands",
    description: "Product brands whose delivery is quoted after the order, separated by commas.",
    kind: "text",
    fallback: "",
  },
];

/** The known setting of a name, if the store reads it. */
export function knownSetting(name: string): KnownSetting | undefined {
  return knownSettings.find((s) => s.name === name);
}

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

// Shoppers dial it: digits with spaces, brackets or dashes, a leading + for a country code. Looser than
// checkPhone (phone.ts), which is for shoppers' own numbers and refuses 13 and 1300 numbers.
const supportNumberPattern = /^\+?[0-9](?:[0-9 ()-]{4,22})[0-9]$/;

/** Why a value cannot be stored under a setting's name; null when it can. */
export function settingValueProblem(name: string, value: string): string | null {
  const known = knownSetting(name);
  if (!known) return null;
  if (known.kind === "flag" && value !== "true" && value !== "false") return `${name} is 'true' or 'false'`;
  if (known.kind === "email" && !z.email().safeParse(value).success)
    return `${name} is an email address, such as customer-care@example.com`;
  if (known.kind === "phone" && !supportNumberPattern.test(value))
    return `${name} is a phone number shoppers can dial: digits and spaces, such as 1300 000 500`;
  if (known.pattern && !known.pattern.regex.test(value)) return `${name} ${known.pattern.message}`;
  return null;
}

/** GET /api/settings/admin (ADR 086): a setting's row for every brand and the brands' own rows. */
export const settingAdminItemSchema = z.object({
  name: z.string(),
  /** The row every brand without its own follows; null when there is none. */
  global: z.string().nullable(),
  /** The brands' own rows. */
  brands: z.partialRecord(brandIdSchema, z.string()),
});
export type SettingAdminItem = z.infer<typeof settingAdminItemSchema>;

export const settingsAdminSchema = z.object({ items: z.array(settingAdminItemSchema) });
export type SettingsAdmin = z.infer<typeof settingsAdminSchema>;

/** Where a brand's value of a setting comes from: its own row, the row for every brand, or the store's default. */
export type SettingSource = "brand" | "every" | "default";

/** A brand's value of a setting, as the store reads it, and where it comes from. */
export function brandSettingValue(
  item: SettingAdminItem,
  brand: BrandId,
): { value: string; source: SettingSource } {
  const own = item.brands[brand];
  if (own !== undefined) return { value: own, source: "brand" };
  if (item.global !== null) return { value: item.global, source: "every" };
  return { value: knownSetting(item.name)?.fallback ?? "", source: "default" };
}

/**
 * The settings screen's form for one setting (ADR 086): the value, checked as PUT /api/settings/{name}
 * checks it, and whether it is for every brand (the row brands without their own follow).
 */
export function settingFormSchema(name: string) {
  return z
    .object({ value: settingUpdateSchema.shape.value, everyBrand: z.boolean() })
    .superRefine(({ value }, ctx) => {
      const problem = settingValueProblem(name, value);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
    });
}
export type SettingFormInput = z.input<ReturnType<typeof settingFormSchema>>;

/**
 * The brand's Intercom workspace (ADR 061): its app id while IntercomEnabled is on (absent means on)
 * and IntercomAppId holds one; null means 'Chat with us' opens the store's own contact panel.
 */
export function intercomAppIdOf(items: readonly SettingItem[]): string | null {
  if (!settingFlag(items, "IntercomEnabled", true)) return null;
  const id = items.find((s) => s.name === "IntercomAppId")?.value.trim() ?? "";
  return /^[a-z0-9]{4,32}$/i.test(id) ? id : null;
}
