import { storePhoneDigits } from "@store/domain/phone";
import type { Store } from "@store/domain/store.schema";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { MakeMyStoreButton } from "./make-my-store-button";
import { formatDistance, storeAddress } from "./store-status";
import { StoreStatusLine } from "./store-status-line";
import "./store-card.css";

/** One store in the list: today's status, address, distance, phone and the store's actions. */
export function StoreCard({ store, isCurrent }: { store: Store; isCurrent: boolean }) {
  const nameId = `store-${store.id}-name`;
  return (
    <li className={`store-card${isCurrent ? " store-card--current" : ""}`} aria-labelledby={nameId}>
      <img
        className="store-card__thumb"
        src={store.thumbImg.src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="store-card__body">
        <h2 className="store-card__name" id={nameId}>
          <Link to={`/stores/${store.storeUri}`}>{store.name}</Link>
        </h2>
        <StoreStatusLine store={store} />
        <p className="store-card__address">{storeAddress(store)}</p>
        <p className="store-card__meta">
          {store.distanceKm !== null ? (
            <span className="store-card__distance">{formatDistance(store.distanceKm)} away</span>
          ) : null}
          <a href={`tel:${storePhoneDigits(store.phone)}`} className="store-card__phone">
            {store.phone}
          </a>
        </p>
      </div>
      <div className="store-card__actions">
        <Link
          to={`/stores/${store.storeUri}`}
          className={buttonClassName("primary")}
          aria-describedby={nameId}
        >
          Store details
        </Link>
        <MakeMyStoreButton
          storeId={store.id}
          storeName={store.name}
          isCurrent={isCurrent}
          describedBy={nameId}
        />
      </div>
    </li>
  );
}
