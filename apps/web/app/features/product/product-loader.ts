import type { Country } from "@store/domain/brands";
import { crossSellCategories, crossSellCount } from "@store/domain/cross-sell";
import {
  type CompetitorPrice,
  type ProductDetail,
  type ProductSummary,
  productSlugParamSchema,
} from "@store/domain/product.schema";
import { type ProductPromotions, promotionQuerySchema } from "@store/domain/promotion.schema";
import { type PromotionPanel, promotionPanels } from "@store/domain/promotion-rules";
import { storeFeatures } from "@store/domain/settings.schema";
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
  /** The offers the product is in (ADR 050); null when the call failed. */
  offers: ProductPromotions | null;
  /**
   * The promotion panels (ADR 050) for now, or the page's ?dateOverride=; [] while NewPromotionsEnabled
   * is off. Worked out here rather than in the page: the 'Offer Ends' date needs a time-zone formatter,
   * whose first use costs a phone tens of milliseconds while the page hydrates (ADR 101).
   */
  panels: PromotionPanel[];
  /** 'Goes well with' (ADR 056): products of the categories paired with this one; [] while CrossSellEnabled is off. */
  crossSell: ProductSummary[];
}

/**
 * Up to four products of the categories paired with the product's (the most relevant of each, in
 * turn), or of its own department when it has no pairing; never the product itself.
 */
async function loadCrossSell(api: ApiClient, product: ProductDetail): Promise<ProductSummary[]> {
  const paired = crossSellCategories(product.categoryUri);
  const department = product.categoryUri.split("/")[0] ?? "";
  const scopes = paired.length > 0 ? paired.slice(0, 2) : department ? [department] : [];
  const lists = await Promise.all(
    scopes.map((category) =>
      api
        .getListing(new URLSearchParams({ category }))
        .then((listing) => listing.items)
        .catch(() => [] as ProductSummary[]),
    ),
  );
  const fits = (item: ProductSummary) =>
    item.sku !== product.sku && item.categoryUri !== product.categoryUri && item.price !== 0;
  // Alternate between the categories, so an oven shows cooktops and rangehoods both
  const picked: ProductSummary[] = [];
  for (let i = 0; picked.length < crossSellCount && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const item = list[i];
      if (item && fits(item) && picked.length < crossSellCount) picked.push(item);
    }
  }
  return picked;
}

/**
 * The product by its address, then the staff-only competitor prices (asking on the server keeps the
 * browser from logging the 401 every shopper gets). The options come from the same domain rule the
 * upsell-options call answers with, applied to the product already in hand: one call less per page.
 * An address that cannot be a product, or an unknown one, is the 404 page. `country` is the brand's,
 * for the offers' end dates.
 */
export async function loadProductPage(
  api: ApiClient,
  slug: string | undefined,
  url: URL,
  country: Country,
): Promise<ProductPageData> {
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
  const override = promotionQuerySchema.safeParse({
    dateOverride: url.searchParams.get("dateOverride") ?? undefined,
  });
  const dateOverride = override.success ? override.data.dateOverride : undefined;
  const offersAt = new Date(dateOverride ? Date.parse(dateOverride) : Date.now());
  const features = api
    .getSettings()
    .catch(() => [])
    .then(storeFeatures);
  const [competitorPrices, offers, crossSell, { newPromotions }] = await Promise.all([
    api.getCompetitorPrices(product.sku).catch(() => null),
    api.getProductPromotions(product.sku, dateOverride).catch(() => null),
    features.then((f) => (f.crossSell ? loadCrossSell(api, product) : [])),
    features,
  ]);
  // NewPromotionsEnabled (ADRs 052, 059): the promotion panel shows the offers the product is in
  const panels = offers && newPromotions ? promotionPanels(offers.promotions, offersAt, country) : [];
  return { product, options, competitorPrices, offers, panels, crossSell };
}
