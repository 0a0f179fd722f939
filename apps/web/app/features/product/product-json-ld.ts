import type { Brand } from "@store/domain/brands";
import { hasOnlinePrice, linePrice } from "@store/domain/pricing";
import type { ProductDetail } from "@store/domain/product.schema";

// 'New Condition' (ex-display, as new) has no exact schema.org match, so it states none
const itemConditions: Partial<Record<ProductDetail["conditionType"], string>> = {
  BrandNew: "https://schema.org/NewCondition",
  BrandNewRunout: "https://schema.org/NewCondition",
  CosmeticImperfection: "https://schema.org/DamagedCondition",
};

// The stock statuses as schema.org availability; 'to be confirmed' cannot be ordered online
const availability: Record<ProductDetail["stockStatus"], string> = {
  inStock: "https://schema.org/InStock",
  backOrder: "https://schema.org/BackOrder",
  supersededAndNoStock: "https://schema.org/Discontinued",
  noStock: "https://schema.org/SoldOut",
  indeterminate: "https://schema.org/OutOfStock",
};

/**
 * The schema.org Product of a product page: name, sku, brand, images, description and an offer
 * with price, currency and availability. No offer when the price is hidden ('Login for Price')
 * or unset, so search engines never see a price the shopper cannot.
 */
export function productJsonLd(
  product: ProductDetail,
  brand: Pick<Brand, "currency">,
  origin: string,
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(`/p/${product.uri}`);
  const images = product.images.length > 0 ? product.images : [product.image];
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    url,
    brand: { "@type": "Brand", name: product.manufacturer.name },
    image: images.map(absolute),
    description: product.description,
    category: product.category,
  };
  if (!product.priceHidden && hasOnlinePrice(product.price)) {
    const condition = itemConditions[product.conditionType];
    jsonLd.offers = {
      "@type": "Offer",
      url,
      price: (linePrice(product.price, product.lineDiscount ?? 0) / 100).toFixed(2),
      priceCurrency: brand.currency,
      availability: availability[product.stockStatus],
      ...(condition ? { itemCondition: condition } : {}),
    };
  }
  return jsonLd;
}

/** JSON for a <script> element: '<' escaped so no text can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
