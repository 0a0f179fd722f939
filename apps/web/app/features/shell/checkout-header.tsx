import { telHref } from "@store/domain/shell-rules";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useBrand } from "~/lib/brand-context";
import { BrandLogo } from "./brand-logo";
import "./checkout-header.css";

/**
 * The simplified checkout header (storefront s.2): desktop shows 'Continue Shopping' and the brand's
 * support line with the number; mobile shows 'Back' and '24/7'. CSS picks the rendering, so SSR matches.
 */
export function CheckoutHeader({ supportPhone }: { supportPhone: string }) {
  const brand = useBrand();
  return (
    <header className="checkout-header">
      <div className="checkout-header__bar page-container">
        <Link to="/" className="checkout-header__back">
          <Icon name="chevronLeft" size={18} />
          <span className="only-desktop" data-viewport="desktop">
            Continue Shopping
          </span>
          <span className="only-mobile" data-viewport="mobile">
            Back
          </span>
        </Link>
        <Link to="/" className="checkout-header__logo" aria-label={`${brand.name} home`}>
          <BrandLogo />
        </Link>
        <a className="checkout-header__support" href={telHref(supportPhone)}>
          <Icon name="phone" size={18} />
          <span className="only-desktop checkout-header__support-text" data-viewport="desktop">
            <span className="checkout-header__support-label">{brand.support.label}</span>
            <span className="checkout-header__support-number">{supportPhone}</span>
          </span>
          <span className="only-mobile" data-viewport="mobile">
            24/7
            <VisuallyHidden> {`${brand.support.label} ${supportPhone}`}</VisuallyHidden>
          </span>
        </a>
      </div>
    </header>
  );
}
