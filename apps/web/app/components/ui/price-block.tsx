import { formatMoney } from "@store/domain/brands";
import {
  displayedPrice,
  displayedPriceLabel,
  payablePrice as payable,
  rrpTooltip,
} from "@store/domain/pricing";
import type { ProductSummary } from "@store/domain/product.schema";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useBrand } from "~/lib/brand-context";
import { useStoreFeatures } from "~/lib/store-features";
import { RrpTooltip } from "./rrp-tooltip";
import { VisuallyHidden } from "./visually-hidden";
import "./price-block.css";

/** The price fields a price block reads (cents; all null with priceHidden). */
export type PriceBlockProduct = Pick<
  ProductSummary,
  "price" | "rrp" | "lineDiscount" | "altPriceMsg" | "priceHidden"
>;

export interface PriceBlockProps {
  product: PriceBlockProduct;
  /** 'compact' in product cards; 'full' on the product page adds the RRP tooltip and a larger price. */
  size?: "compact" | "full";
  /** Extra lines under the price on the product page (value promise, price match). */
  children?: ReactNode;
}

/** The price the shopper pays (price less line discount); null for 'Request Price' (ADR 053). */
export function payablePrice(product: Pick<PriceBlockProduct, "price" | "lineDiscount">): number | null {
  return payable(product.price, product.lineDiscount);
}

/**
 * A product's price by the one displayed-price rule (storefront s.4 "Pricing text", s.5; ADR 053): the
 * price paid, or 'Request Price' when there is none or it is 0; 'was' or 'RRP:' beside it by the brand's
 * flags; 'Save $x' and 'x% off' only off that visible reference; the alternate price message; or 'Login
 * for Price' when the brand hides prices from this shopper.
 */
export function PriceBlock({ product, size = "compact", children }: PriceBlockProps) {
  const brand = useBrand();
  const location = useLocation();
  // TipEnabled (ADR 057): the RRP's explanation
  const { tip } = useStoreFeatures();

  if (product.priceHidden) {
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <div className={`price-block price-block--${size}`}>
        <Link to={`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`} className="price-block__login">
          Login for Price
        </Link>
        {children}
      </div>
    );
  }

  const {
    payable: paid,
    reference: compare,
    saving,
  } = displayedPrice(
    {
      price: product.price,
      rrp: product.rrp ?? 0,
      lineDiscount: product.lineDiscount ?? 0,
      altPriceMsg: product.altPriceMsg,
    },
    brand,
  );

  return (
    <div className={`price-block price-block--${size}`}>
      <p className="price-block__price">
        <VisuallyHidden>Price: </VisuallyHidden>
        {displayedPriceLabel(paid, brand)}
      </p>
      {compare ? (
        <p className="price-block__compare">
          {compare.kind === "was" ? (
            <>
              was <s className="price-block__was">{formatMoney(compare.amount, brand)}</s>
            </>
          ) : (
            <>
              RRP: {formatMoney(compare.amount, brand)}
              {size === "full" && tip ? <RrpTooltip text={rrpTooltip(brand)} /> : null}
            </>
          )}
        </p>
      ) : null}
      {saving ? (
        <p className="price-block__saving">
          <span className="price-block__save">Save {formatMoney(saving.amount, brand)}</span>
          <span className="price-block__percent">{saving.percentage}% off</span>
        </p>
      ) : null}
      {product.altPriceMsg ? <p className="price-block__alt">{product.altPriceMsg}</p> : null}
      {children}
    </div>
  );
}
