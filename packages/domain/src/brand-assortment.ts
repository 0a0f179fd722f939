import { type BrandId, brands } from "./brands.ts";

/** The catalogue's top-level categories by uri (the seed's category tree follows this list). */
export const topCategoryUris = [
  "kitchen",
  "laundry",
  "refrigeration",
  "tv-audio",
  "vacuums",
  "small-appliances",
  "benchtop-cooking",
  "microwaves",
  "heating-cooling",
  "hot-water",
  "bbqs-outdoor",
  "sinks-taps",
  "personal-care",
  "smart-home",
  "computers-gaming",
  "home-office",
  "phones-wearables",
] as const;
export type TopCategoryUri = (typeof topCategoryUris)[number];

/** What a brand sells: the whole catalogue, or only the products under these top-level categories. */
export type Assortment = "everything" | readonly TopCategoryUri[];

/**
 * Each brand's assortment (ADR 064). Forge Kitchens sells kitchen appliances only; the trade brand what
 * builders, designers and developers fit into a build; the commercial brand kitchens and laundries and
 * what runs them; home care what helps someone live independently at home.
 */
export const brandAssortments: Record<BrandId, Assortment> = {
  wa: "everything",
  aol: "everything",
  "aol-nz": "everything",
  andoo: "everything",
  fk: ["kitchen", "refrigeration", "microwaves", "benchtop-cooking", "small-appliances", "sinks-taps"],
  wac: [
    "kitchen",
    "laundry",
    "refrigeration",
    "microwaves",
    "sinks-taps",
    "hot-water",
    "heating-cooling",
    "bbqs-outdoor",
    "smart-home",
  ],
  aoc: [
    "kitchen",
    "laundry",
    "refrigeration",
    "microwaves",
    "benchtop-cooking",
    "small-appliances",
    "sinks-taps",
    "hot-water",
    "vacuums",
  ],
  hc: [
    "kitchen",
    "laundry",
    "refrigeration",
    "microwaves",
    "benchtop-cooking",
    "small-appliances",
    "vacuums",
    "heating-cooling",
    "personal-care",
    "smart-home",
    "tv-audio",
    "phones-wearables",
  ],
};

/**
 * Whether a brand sells the products of a category, by its uri: a top-level category's ('kitchen') or a
 * leaf's ('kitchen/ovens', which lies under its first segment).
 */
export function brandSells(brandId: BrandId, categoryUri: string): boolean {
  const assortment = brandAssortments[brandId];
  const top = categoryUri.split("/")[0] ?? "";
  return assortment === "everything" || (assortment as readonly string[]).includes(top);
}

/** What a brand with a narrower assortment sells, in a shopper's words (messages refusing the rest). */
const assortmentWording: Partial<Record<BrandId, string>> = {
  fk: "kitchen appliances",
  wac: "appliances for building and renovation projects",
  aoc: "commercial kitchen and laundry appliances",
  hc: "appliances for independent living",
};

/** The message refusing a product outside the brand's assortment (cart add, ADR 064). */
export function outsideAssortmentMessage(brandId: BrandId, title: string): string {
  const wording = assortmentWording[brandId];
  const name = brands[brandId].name;
  return wording
    ? `${name} sells ${wording} only, so ${title} can't be added to your cart.`
    : `${name} doesn't sell ${title}.`;
}
