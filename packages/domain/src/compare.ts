import { constants } from "./constants.ts";

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
 * Reads skus from a compare address: keeps the first three distinct ones and says what it dropped,
 * so a page can show what it can and explain the rest.
 */
export function readCompareSkus(raw: readonly string[]): {
  skus: string[];
  duplicates: string[];
  overLimit: string[];
} {
  const skus: string[] = [];
  const duplicates: string[] = [];
  const overLimit: string[] = [];
  for (const value of raw.map((s) => s.trim()).filter(Boolean)) {
    if (skus.includes(value)) duplicates.push(value);
    else if (skus.length >= constants.compareLimit) overLimit.push(value);
    else skus.push(value);
  }
  return { skus, duplicates, overLimit };
}

/** The minimised tray label: 'COMPARE {n} ITEMS' (checkout s.2). */
export function compareTrayLabel(count: number): string {
  return `COMPARE ${count} ITEMS`;
}
