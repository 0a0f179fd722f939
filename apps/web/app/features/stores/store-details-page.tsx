import type { CookingDemoLink } from "@store/domain/navbar.schema";
import { storePhoneDigits } from "@store/domain/phone";
import type { Store } from "@store/domain/store.schema";
import { storeTimeZone, weekdayIndexIn } from "@store/domain/store-local-time";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { CookingDemoList } from "./cooking-demo-list";
import { MakeMyStoreButton } from "./make-my-store-button";
import { OpeningHoursTable } from "./opening-hours-table";
import { openStreetMapUrl } from "./store-map-link";
import { formatDistance } from "./store-status";
import { StoreStatusLine } from "./store-status-line";
import "./store-details-page.css";

/** /stores/{storeUri}: the store's status, address, phone, email, hours, map link, tour and cooking demos. */
export function StoreDetailsPage({
  store,
  demos,
  isCurrent,
}: {
  store: Store;
  demos: readonly CookingDemoLink[];
  isCurrent: boolean;
}) {
  const todayIndex = weekdayIndexIn(storeTimeZone(store), new Date());
  const mapUrl = openStreetMapUrl(store.geoLat, store.geoLng);
  return (
    <article className="store-details page-container page-section" aria-labelledby="store-details-name">
      <div className="store-details__hero">
        <img
          className="store-details__thumb"
          src={store.thumbImg.src}
          alt={`${store.name} showroom`}
          width={160}
          height={160}
        />
        <div className="store-details__intro">
          <p className="store-details__eyebrow">
            {store.isAppointmentOnly ? "Design studio, by appointment" : "Showroom"}
          </p>
          <h1 id="store-details-name">{store.name}</h1>
          <StoreStatusLine store={store} />
          <p className="store-details__blurb">{store.blurb}</p>
          <div className="store-details__actions">
            <MakeMyStoreButton storeId={store.id} storeName={store.name} isCurrent={isCurrent} />
            {store.virtualTourId ? (
              <Link to={`/virtual-tour/${store.storeUri}`} className={buttonClassName("secondary")}>
                View Virtual Tour
              </Link>
            ) : null}
            <Link to="/stores" className={buttonClassName("ghost")}>
              All stores
            </Link>
          </div>
        </div>
      </div>

      <div className="store-details__grid">
        <section className="store-details__card" aria-labelledby="store-details-visit">
          <h2 id="store-details-visit">Visit or get in touch</h2>
          <address className="store-details__address">
            {store.address}
            <br />
            {store.suburb} {store.state} {store.postcode}
          </address>
          <ul className="store-details__contact">
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${storePhoneDigits(store.phone)}`}>{store.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                View on map<span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
              </a>
            </li>
          </ul>
          {store.distanceKm !== null ? (
            <p className="store-details__distance">
              {formatDistance(store.distanceKm)} from your delivery location
            </p>
          ) : null}
        </section>

        <section className="store-details__card" aria-label="Opening hours">
          <OpeningHoursTable
            openTimes={store.openTimes}
            todayIndex={todayIndex}
            isAppointmentOnly={store.isAppointmentOnly}
          />
          {store.isAppointmentOnly ? (
            <p className="store-details__note">
              Visits are by appointment: call or email the studio to book a time with a designer.
            </p>
          ) : null}
        </section>

        <div className="store-details__card">
          <CookingDemoList demos={demos} storeName={store.name} heading="h2" />
        </div>
      </div>
    </article>
  );
}
