import { readCompareSkus } from "@store/domain/compare";
import type { CompareProducts } from "@store/domain/compare.schema";
import { storeFeatures } from "@store/domain/settings.schema";
import { data } from "react-router";
import type { ApiClient } from "~/lib/api-client";

/** What the compare page shows: the products found, and every sku of the address it could not show. */
export interface ComparePageData {
  products: CompareProducts["products"];
  /** Why skus of the address are not on the page, in words for the notice. */
  dropped: { reason: string; skus: string[] }[];
}

/**
 * Loads the compare page from the address alone (so it can be shared): up to three distinct skus in
 * the order given. Unknown, repeated, surplus and malformed skus are dropped and named, never an error.
 * Not found (404) while the brand's ComparePageEnabled is off (ADR 054).
 */
export async function loadComparePage(api: ApiClient, rawSkus: readonly string[]): Promise<ComparePageData> {
  if (!storeFeatures(await api.getSettings().catch(() => [])).comparePage) throw data(null, { status: 404 });
  const read = readCompareSkus(rawSkus);
  const answer =
    read.skus.length > 0 ? await api.getCompareProducts(read.skus) : { products: [], missing: [] };
  const dropped = [
    { reason: "We couldn't find these products", skus: answer.missing },
    { reason: "Only 3 products can be compared at once, so we left out", skus: read.overLimit },
    { reason: "These were listed more than once", skus: read.duplicates },
    { reason: "These are not product codes", skus: read.malformed },
  ].filter((group) => group.skus.length > 0);
  return { products: answer.products, dropped };
}
