import type { Sale } from "@store/domain/sale.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import { countOf } from "@store/domain/text";
import { Link } from "react-router";
import { SalePicture } from "~/components/ui/sale-picture";
import "./sale-badge.css";

/** The sale's price tag above a product's price while the product is in the sale on now (ADR 050). */
export function SalePriceTag({ sale }: { sale: Sale | null }) {
  const image = isSaleBannerShown(sale, "priceTag") ? saleImage(sale, "priceTag") : null;
  if (!sale || !image) return null;
  return (
    <p className="sale-price-tag">
      <img src={image.url} alt={`${sale.name} price`} width={image.width} height={image.height} />
    </p>
  );
}

/**
 * A category page's sale badge: how many of its products are in the sale on now, linking to the sale
 * page narrowed to the category.
 */
export function SaleCategoryBadge({
  sale,
  categoryUri,
  count,
}: {
  sale: Sale | null;
  categoryUri: string;
  count: number;
}) {
  const image = isSaleBannerShown(sale, "categoryBadge") ? saleImage(sale, "categoryBadge") : null;
  if (!sale || !image || count <= 0) return null;
  return (
    <Link className="sale-category-badge" to={`/sale?category=${encodeURIComponent(categoryUri)}`}>
      <img src={image.url} alt="" width={image.width} height={image.height} />
      <span>
        {countOf(count, "product")} in the {sale.name}
      </span>
    </Link>
  );
}

/** The checkout's sale banner while the cart holds products of the sale on now (phone, tablet, desktop art). */
export function SaleCheckoutBanner({ sale }: { sale: Sale | null }) {
  const image = isSaleBannerShown(sale, "checkoutBanner") ? saleImage(sale, "checkoutBanner") : null;
  if (!sale || !image) return null;
  return (
    <aside className="sale-checkout-banner" aria-label={sale.name}>
      <SalePicture image={image} alt={`${sale.name} offers applied to your order`} />
    </aside>
  );
}
