import { displayedPriceLabel } from "@store/domain/pricing";
import { truncate } from "@store/domain/text";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { type PriceBlockProduct, payablePrice } from "~/components/ui/price-block";
import { useBrand } from "~/lib/brand-context";
import { useChatWidgetBlocker } from "~/lib/chat-widget-state";
import "./sticky-price-bar.css";

export interface StickyPriceBarProps {
  /** The id of the price block: the bar shows once it has scrolled up out of view. */
  watchId: string;
  title: string;
  product: PriceBlockProduct;
  /** Where the call to action goes (the options or the stock on this page). */
  action: { href: string; label: string };
}

/** The chat widget blocker this bar adds while it is stuck. */
export const stickyPriceBarBlocker = "product-sticky-price-bar";

/**
 * The product page's sticky bottom panel on small screens (storefront s.4): price and a call to
 * action, shown only after the shopper has scrolled past the price block. While it is stuck it
 * blocks the chat widget, whose button would sit on top of it.
 */
export function StickyPriceBar({ watchId, title, product, action }: StickyPriceBarProps) {
  const brand = useBrand();
  const location = useLocation();
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const target = document.getElementById(watchId);
    if (!target || typeof IntersectionObserver === "undefined") return;
    // The root reaches far below the screen, so 'not intersecting' means only one thing: scrolled
    // up past the top. A jump straight from below to above the screen still counts as a change.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setStuck(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watchId]);

  // The bar only shows on small screens, so it only blocks the chat there
  const [smallScreen, setSmallScreen] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(max-width: 767.98px)");
    const update = () => setSmallScreen(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  useChatWidgetBlocker(stickyPriceBarBlocker, stuck && smallScreen);

  if (!stuck) return null;
  const returnUrl = `${location.pathname}${location.search}`;
  return (
    <aside className="sticky-price-bar only-mobile" aria-label="Price summary">
      <div className="sticky-price-bar__text">
        <span className="sticky-price-bar__title">{truncate(title, 40)}</span>
        {product.priceHidden ? (
          <Link
            to={`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`}
            className="sticky-price-bar__login"
          >
            Login for Price
          </Link>
        ) : (
          <span className="sticky-price-bar__price">{displayedPriceLabel(payablePrice(product), brand)}</span>
        )}
      </div>
      <a href={action.href} className="sticky-price-bar__action">
        {action.label}
      </a>
    </aside>
  );
}
