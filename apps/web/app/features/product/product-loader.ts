import {
  type CompetitorPrice,
  type ProductDetail,
  productSlugParamSchema,
} from "@store/domain/product.schema";
import { type UpsellOptions, upsellOptionsFor } from "@store/domain/upsell-options";
import { data } from "react-router";
import type { ApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";

/** What the product page renders on the server; stock, price history and competitor prices load later. */
export interface ProductPageData {
  product: ProductDetail;
  /** Warranty and installation options; null when prices are hidden or the call failed. */
  options: UpsellOptions | null;
  /** Competitor prices for staff; null for everyone else (the API answers 401 or 403). */
  competitorPrices: CompetitorPrice[] | null;
}

/**
 * The product by its address, then the staff-only competitor prices (asking on the server keeps the
 * browser from logging the 401 every shopper gets). The options come from the same domain rule the
 * upsell-options call answers with, applied to the product already in hand: one call less per page.
 * An address that cannot be a product, or an unknown one, is the 404 page.
 */
export async function loadProductPage(api: ApiClient, slug: string | undefined): Promise<ProductPageData> {
  const parsed = productSlugParamSchema.safeParse((slug ?? "").toLowerCase());
  if (!parsed.success || !parsed.data) throw data(null, { status: 404 });
  let product: ProductDetail;
  try {
    product = await api.getProductBySlug(parsed.data);
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
  // 'Login for Price' shoppers get no options, as from the API
  const options = product.priceHidden ? null : upsellOptionsFor(product);
  const competitorPrices = await api.getCompetitorPrices(product.sku).catch(() => null);
  return { product, options, competitorPrices };
}
