import { hasOnlinePrice, linePrice } from "@store/domain/pricing";
import type { ProductDetail } from "@store/domain/product.schema";
import { truncate } from "@store/domain/text";
import type { MetaDescriptor } from "react-router";
import { type PageMetaArgs, type PageMetaInput, pageMeta } from "~/lib/page-meta";
import { rootDataFromMatches } from "~/lib/root-data";

/** Share image size for products: the large open-graph size (storefront s.9). */
const shareImage = { width: 1600, height: 630 };

/** A picture social networks show (PNG or JPEG), as a share image; null for any other (an SVG). */
function rasterImage(url: string): PageMetaInput["image"] | null {
  const type = /\.png$/i.test(url) ? "image/png" : /\.jpe?g$/i.test(url) ? "image/jpeg" : null;
  return type ? { url, ...shareImage, type } : null;
}

/**
 * The head of a product page: title, description, canonical /p/{uri} (also for /product/{slug}),
 * og:type product with the product's picture as the 1600x630 share image when it is a PNG or JPEG (else
 * the brand's cards: social networks show no SVG, ADR 052), and the price for link previews unless the
 * brand hides it.
 */
export function productMeta(args: PageMetaArgs, product: ProductDetail): MetaDescriptor[] {
  const image = rasterImage(product.images[0] ?? product.image);
  const meta = pageMeta(
    { ...args, location: { pathname: `/p/${product.uri}` } },
    {
      title: product.title,
      description: truncate(product.description, 160),
      type: "product",
      ...(image ? { image } : {}),
    },
  );
  const brand = rootDataFromMatches(args.matches)?.brand;
  if (brand && !product.priceHidden && hasOnlinePrice(product.price)) {
    meta.push(
      {
        property: "product:price:amount",
        content: (linePrice(product.price, product.lineDiscount ?? 0) / 100).toFixed(2),
      },
      { property: "product:price:currency", content: brand.currency },
    );
  }
  return meta;
}
