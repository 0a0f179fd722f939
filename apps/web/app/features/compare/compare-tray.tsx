import {
  canCompare,
  comparePath,
  compareTrayLabel,
  compareTrayPrice,
  compareTrayWording,
} from "@store/domain/compare";
import type { CompareProduct } from "@store/domain/compare.schema";
import { constants } from "@store/domain/constants";
import { truncate } from "@store/domain/text";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import { useCompareList } from "./compare-list";
import "./compare-tray.css";

const panelId = "compare-tray-panel";

/**
 * The compare tray (checkout s.2, s.4): a bar at the bottom reading 'COMPARE {n} ITEMS' when
 * minimised, or three slots with Hide and Compare when open. Not rendered while the list is empty.
 * Changes are announced politely; opening the panel from the bar moves focus into it.
 */
export function CompareTray() {
  const brand = useBrand();
  const navigate = useNavigate();
  const compare = useCompareList();
  const { products, view } = compare;
  const wording = compareTrayWording(brand);
  const panel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLButtonElement>(null);
  const focusOnView = useRef<"panel" | "bar" | null>(null);

  // Focus follows the shopper's own Show and Hide, never a change made elsewhere on the page
  useEffect(() => {
    if (focusOnView.current === "panel" && view === "expanded") panel.current?.focus();
    if (focusOnView.current === "bar" && view === "minimised") bar.current?.focus();
    focusOnView.current = null;
  }, [view]);

  // One live region that stays put whatever the tray shows, so every change is heard
  const announcer = (
    <p className="visually-hidden" role="status" aria-live="polite">
      {compare.announcement}
    </p>
  );
  // ADR 054: no tray while the brand's compare page is off
  if (view === "closed" || !compare.enabled) return announcer;

  const skus = products.map((p) => p.sku);
  const slots: (CompareProduct | null)[] = Array.from(
    { length: constants.compareLimit },
    (_, i) => products[i] ?? null,
  );

  return (
    <>
      {announcer}
      <section className="compare-tray" aria-label="Compare products" data-view={view}>
        {view === "minimised" ? (
          <button
            ref={bar}
            type="button"
            className="compare-tray__bar"
            aria-expanded={false}
            aria-controls={panelId}
            onClick={() => {
              focusOnView.current = "panel";
              compare.trayEvent("show");
            }}
          >
            <span className="compare-tray__bar-label compare-tray__bar-label--wide">
              {compareTrayLabel(products.length)}
            </span>
            <span className="compare-tray__bar-label compare-tray__bar-label--narrow">
              COMPARE <span className="compare-tray__count">{products.length}</span>
            </span>
            <Icon name="chevronDown" className="compare-tray__bar-icon" />
          </button>
        ) : (
          <div ref={panel} id={panelId} className="compare-tray__panel" tabIndex={-1}>
            <ul className="compare-tray__slots">
              {slots.map((product, index) =>
                product ? (
                  <li key={product.sku} className="compare-tray__slot">
                    <img src={product.image} alt="" width={56} height={56} className="compare-tray__image" />
                    <div className="compare-tray__text">
                      <Link to={`/p/${product.uri}`} className="compare-tray__title" title={product.title}>
                        <span className="compare-tray__title--wide">
                          {truncate(product.title, constants.compareTitleMax)}
                        </span>
                        <span className="compare-tray__title--narrow">
                          {truncate(product.title, constants.compareCompactTitleMax)}
                        </span>
                      </Link>
                      <span className="compare-tray__price">
                        {product.priceHidden ? "Login for Price" : compareTrayPrice(product.price, brand)}
                      </span>
                    </div>
                    <button
                      type="button"
                      className="compare-tray__remove"
                      aria-label={`Remove ${product.title} from compare`}
                      onClick={() => compare.remove(product.sku)}
                    >
                      <Icon name="close" size={18} />
                    </button>
                  </li>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty slots are only positions
                  <li key={`empty-${index}`} className="compare-tray__slot compare-tray__slot--empty">
                    {wording.emptySlot}
                  </li>
                ),
              )}
            </ul>
            <div className="compare-tray__actions">
              <Button
                variant="secondary"
                aria-expanded={true}
                aria-controls={panelId}
                onClick={() => {
                  focusOnView.current = "bar";
                  compare.trayEvent("hide");
                }}
              >
                Hide
              </Button>
              <Button
                disabled={!canCompare(skus)}
                onClick={() => {
                  compare.trayEvent("compare");
                  void navigate(comparePath(skus, brand.comparisonRoute));
                }}
              >
                {wording.compareButton}
              </Button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
