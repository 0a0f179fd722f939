import type { Brand } from "./brands.ts";
import { constants } from "./constants.ts";
import { displayedPriceLabel, hasOnlinePrice } from "./pricing.ts";
import { skuParamSchema } from "./product.schema.ts";

/** What adding a product to the compare list did (storefront s.5, checkout s.5). */
export type CompareAddOutcome = "added" | "alreadyAdded" | "limit";

/** Adds a sku unless it is already there or the list holds the limit (3). */
export function addToCompareList(
  skus: readonly string[],
  sku: string,
): { skus: string[]; outcome: CompareAddOutcome } {
  if (skus.includes(sku)) return { skus: [...skus], outcome: "alreadyAdded" };
  if (skus.length >= constants.compareLimit) return { skus: [...skus], outcome: "limit" };
  return { skus: [...skus, sku], outcome: "added" };
}

/** The Compare button needs at least two products (checkout s.2). */
export function canCompare(skus: readonly string[]): boolean {
  return skus.length >= 2;
}

/** The compare page address: /compare?sku=a~b~c, or /comparison/a/b/c with slashes in skus encoded. */
export function comparePath(skus: readonly string[], alternateRoute: boolean): string {
  if (alternateRoute) return `/comparison/${skus.map((s) => encodeURIComponent(s)).join("/")}`;
  return `/compare?sku=${skus.map((s) => encodeURIComponent(s)).join("~")}`;
}

/**
 * Reads skus from a compare address: keeps the first three distinct well-formed ones and says what it
 * dropped (listed twice, over the limit, not a sku), so a page can show what it can and explain the rest.
 */
export function readCompareSkus(raw: readonly string[]): {
  skus: string[];
  duplicates: string[];
  overLimit: string[];
  malformed: string[];
} {
  const skus: string[] = [];
  const duplicates: string[] = [];
  const overLimit: string[] = [];
  const malformed: string[] = [];
  for (const value of raw.map((s) => s.trim()).filter(Boolean)) {
    if (!skuParamSchema.safeParse(value).success) malformed.push(value);
    else if (skus.some((sku) => sku.toUpperCase() === value.toUpperCase())) duplicates.push(value);
    else if (skus.length >= constants.compareLimit) overLimit.push(value);
    else skus.push(value);
  }
  return { skus, duplicates, overLimit, malformed };
}

/** The minimised tray label: 'COMPARE {n} ITEMS' (checkout s.2). */
export function compareTrayLabel(count: number): string {
  return `COMPARE ${count} ITEMS`;
}

/** The tray is not shown (empty list), a bar with the count, or the panel with its slots. */
export type CompareTrayView = "closed" | "minimised" | "expanded";

/**
 * What happened to the tray (checkout s.4): the first load of the list, a later change of it, an
 * add, the shopper's Show or Hide, or Compare pressed.
 */
export type CompareTrayEvent = "loaded" | "changed" | "added" | "show" | "hide" | "compare";

/**
 * The tray's next view: the first list load stays minimised; later changes and adds expand it; Hide
 * and Compare minimise it; an empty list closes it whatever happened.
 */
export function nextCompareTrayView(
  current: CompareTrayView,
  event: CompareTrayEvent,
  count: number,
): CompareTrayView {
  if (count === 0) return "closed";
  switch (event) {
    case "loaded":
      return current === "expanded" ? "expanded" : "minimised";
    case "changed":
    case "added":
    case "show":
      return "expanded";
    case "hide":
    case "compare":
      return "minimised";
  }
}

/** The tray's words: some brands read 'Add another product...' and 'Compare Selected' (checkout s.2). */
export function compareTrayWording(brand: { compareTrayVariantWording: boolean }): {
  emptySlot: string;
  compareButton: string;
} {
  return brand.compareTrayVariantWording
    ? {
        emptySlot: "Add another product by ticking 'Add to Compare' above",
        compareButton: "Compare Selected",
      }
    : { emptySlot: "No product selected", compareButton: "Compare" };
}

/**
 * A tray price: '$1,299' or '$1,299.50' through the brand's money format, and 'Request Price' when the
 * price is 0 or less or not set (checkout s.2, s.9).
 */
export function compareTrayPrice(cents: number | null, brand: Pick<Brand, "locale" | "currency">): string {
  return displayedPriceLabel(hasOnlinePrice(cents) ? cents : null, brand);
}
