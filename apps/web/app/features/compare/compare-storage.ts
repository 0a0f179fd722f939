import { type CompareProduct, compareProductSchema } from "@store/domain/compare.schema";
import { z } from "zod";
import { storageKeys } from "~/lib/storage-keys";
import { browserLocalStorage } from "~/lib/timed-storage";

const storedListSchema = z.array(compareProductSchema).max(3);

/** The compare list kept in localStorage `CompareProducts`; anything unreadable counts as empty. */
export function readStoredCompareList(storage: Storage | null = browserLocalStorage()): CompareProduct[] {
  const text = storage?.getItem(storageKeys.compareProducts);
  if (!text) return [];
  try {
    const parsed = storedListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Mirrors the list; a full or blocked storage only costs the instant tray on the next load. */
export function writeStoredCompareList(
  products: readonly CompareProduct[],
  storage: Storage | null = browserLocalStorage(),
): void {
  try {
    if (products.length === 0) storage?.removeItem(storageKeys.compareProducts);
    else storage?.setItem(storageKeys.compareProducts, JSON.stringify(products));
  } catch {
    // Quota or privacy mode: the server keeps the list, so nothing is lost
  }
}

/** Two lists hold the same products in the same order at the same prices. */
export function sameCompareList(a: readonly CompareProduct[], b: readonly CompareProduct[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (product, i) =>
        product.sku === b[i]?.sku && product.price === b[i]?.price && product.title === b[i]?.title,
    )
  );
}
