import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useVisitorGeo } from "~/lib/visitor-geo";
import { StoreCookingDemos } from "./store-cooking-demos";
import { formatDistance, storeAddress } from "./store-status";
import { StoreStatusLine } from "./store-status-line";
import "./store-panel.css";

export interface StorePanelProps {
  /**
   * 'desktop': headed 'Your Store' with the locations editor inside; 'mobile': the store name is the
   * heading (storefront s.2 "Store dropdown").
   */
  variant: "desktop" | "mobile";
  /** The locations editor to embed (composed by the root, from the location feature). */
  locationEditor?: ReactNode;
}

/**
 * The selected store: thumbnail, name, today's status and its blurb, with View Store Details, View Virtual Tour
 * (only with a tour) and Change Store, then its upcoming cooking demos. Without a store it invites
 * the shopper to choose one.
 */
export function StorePanel({ variant, locationEditor }: StorePanelProps) {
  const { geo } = useVisitorGeo();
  const store = geo?.store ?? null;
  const desktop = variant === "desktop";
  const NameHeading = desktop ? "h3" : "h2";

  return (
    <div className={`store-panel store-panel--${variant}`}>
      {desktop ? <h2 className="store-panel__heading">Your Store</h2> : null}
      {desktop && locationEditor ? <div className="store-panel__location">{locationEditor}</div> : null}
      {store ? (
        <>
          <div className="store-panel__store">
            <img
              className="store-panel__thumb"
              src={store.thumbImg.src}
              alt=""
              width={72}
              height={72}
              loading="lazy"
            />
            <div className="store-panel__details">
              <NameHeading className="store-panel__name">{store.name}</NameHeading>
              <StoreStatusLine store={store} />
              <p className="store-panel__address">{storeAddress(store)}</p>
              {store.distanceKm !== null ? (
                <p className="store-panel__distance">
                  {formatDistance(store.distanceKm)} from your delivery location
                </p>
              ) : null}
            </div>
          </div>
          {/* What makes this showroom worth the trip (storefront s.2: thumbnail, name, blurb); full width, as it is a sentence or two */}
          {store.blurb ? <p className="store-panel__blurb">{store.blurb}</p> : null}
          <div className="store-panel__actions">
            <Link to={`/stores/${store.storeUri}`} className={buttonClassName("primary")}>
              View Store Details
            </Link>
            {store.virtualTourId ? (
              <Link to={`/virtual-tour/${store.storeUri}`} className={buttonClassName("secondary")}>
                View Virtual Tour
              </Link>
            ) : null}
            <Link to="/stores" className={buttonClassName("secondary")}>
              Change Store
            </Link>
          </div>
          {!desktop && locationEditor ? <div className="store-panel__location">{locationEditor}</div> : null}
          <StoreCookingDemos storeUri={store.storeUri} storeName={store.name} />
        </>
      ) : (
        <div className="store-panel__empty">
          <NameHeading className="store-panel__name">Choose your store</NameHeading>
          <p>
            Pick a showroom to see its opening hours, cooking demos and virtual tour here. Set your delivery
            location and we'll show the nearest one.
          </p>
          <Link to="/stores" className={buttonClassName("primary")}>
            Find a store
          </Link>
          {!desktop && locationEditor ? <div className="store-panel__location">{locationEditor}</div> : null}
        </div>
      )}
    </div>
  );
}
