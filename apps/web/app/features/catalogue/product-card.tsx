import type { ProductSummary } from "@store/domain/product.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import { truncate } from "@store/domain/text";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConditionBadge } from "~/components/ui/condition-badge";
import { EnergyRating } from "~/components/ui/energy-rating";
import { PriceBlock } from "~/components/ui/price-block";
import { ProductRibbon } from "~/components/ui/product-ribbon";
import { useRootData } from "~/lib/root-data";
import "./product-card.css";

/** Product pictures are square; the size is set so the grid never shifts while they load. */
const imageSize = 400;

export interface ProductCardProps {
  product: ProductSummary;
  /** Cards in the first row load at once (they are the page's largest paint); the rest lazily. */
  eager?: boolean;
  /** A control under the price, above the card's link (the route supplies 'Add to Compare'). */
  action?: ReactNode;
}

/**
 * A product in a grid: picture, brand, title (cut to 84 characters) linking to the product page,
 * energy rating, ribbon, condition when it is not brand new, and the price block. The whole card
 * is the link's click target; the link itself is the title, so it reads once.
 */
export function ProductCard({ product, eager = false, action }: ProductCardProps) {
  const title = truncate(product.title);
  // The sale's product badge on a product in the sale on now (ADR 050)
  const sale = useRootData()?.sale ?? null;
  const badge =
    product.inSale && isSaleBannerShown(sale, "productBadge") ? saleImage(sale, "productBadge") : null;
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img
          src={product.image}
          alt={product.title}
          width={imageSize}
          height={imageSize}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="product-card__image"
        />
        {product.ribbon ? <ProductRibbon ribbon={product.ribbon} className="product-card__ribbon" /> : null}
        {badge ? (
          <img
            className="product-card__sale-badge"
            src={badge.url}
            alt={`In the ${sale?.name ?? "sale"}`}
            width={64}
            height={64}
            loading="lazy"
          />
        ) : null}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.manufacturer.name}</p>
        <h3 className="product-card__title">
          <Link
            to={`/p/${product.uri}`}
            className="product-card__link"
            title={title === product.title ? undefined : product.title}
          >
            {title}
          </Link>
        </h3>
        {product.energyStars !== null || product.conditionType !== "BrandNew" ? (
          <div className="product-card__badges">
            {product.energyStars !== null ? <EnergyRating stars={product.energyStars} /> : null}
            {product.conditionType !== "BrandNew" ? (
              <ConditionBadge conditionType={product.conditionType} />
            ) : null}
          </div>
        ) : null}
        <div className="product-card__price">
          <PriceBlock product={product} />
        </div>
        {action ? <div className="product-card__action">{action}</div> : null}
      </div>
    </article>
  );
}
