import { formatMoney } from "@store/domain/brands";
import { comparePriceText, discountOffRrp, linePrice, priceLabel, rrpTooltip } from "@store/domain/pricing";
import type { ProductSummary } from "@store/domain/product.schema";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useBrand } from "~/lib/brand-context";
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

/** The price the shopper pays: the price less the per-unit line discount; null when there is none. */
export function payablePrice(product: Pick<PriceBlockProduct, "price" | "lineDiscount">): number | null {
  return product.price === null ? null : linePrice(product.price, product.lineDiscount ?? 0);
}

/**
 * A product's price (storefront s.4 "Pricing text", s.9): FREE for 0, N/A when unset; 'was' or
 * 'RRP:' beside it by the brand's flags; 'Save $x' and 'x% off' only when the discount is shown;
 * the alternate price message; or 'Login for Price' when the brand hides prices from this shopper.
 */
export function PriceBlock({ product, size = "compact", children }: PriceBlockProps) {
  const brand = useBrand();
  const location = useLocation();

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

  const rrp = product.rrp ?? 0;
  const payable = payablePrice(product);
  const compare = comparePriceText(
    { price: product.price, rrp, lineDiscount: product.lineDiscount ?? 0, altPriceMsg: product.altPriceMsg },
    brand,
  );
  const saving = discountOffRrp(payable, rrp);

  return (
    <div className={`price-block price-block--${size}`}>
      <p className="price-block__price">
        <VisuallyHidden>Price: </VisuallyHidden>
        {priceLabel(payable, brand)}
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
              {size === "full" ? <RrpTooltip text={rrpTooltip(brand)} /> : null}
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
