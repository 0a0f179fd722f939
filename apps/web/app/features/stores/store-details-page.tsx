import { distanceKm } from "@store/domain/geo.schema";
import type { CookingDemoLink } from "@store/domain/navbar.schema";
import { storePhoneDigits } from "@store/domain/phone";
import type { Store } from "@store/domain/store.schema";
import { storeTimeZone, weekdayIndexIn } from "@store/domain/store-local-time";
import type { GeocodeResult, MapArea } from "@store/domain/store-map.schema";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { CookingDemoList } from "./cooking-demo-list";
import { MakeMyStoreButton } from "./make-my-store-button";
import type { MapProvider } from "./map-provider";
import { OpeningHoursTable } from "./opening-hours-table";
import { type DistanceQuery, StoreDistanceForm } from "./store-distance-form";
import { StoreMap } from "./store-map";
import { openStreetMapUrl } from "./store-map-link";
import { storePageMapView } from "./store-map-view";
import { formatDistance } from "./store-status";
import { StoreStatusLine } from "./store-status-line";
import "./store-details-page.css";

/** What the store page shows around its map (ADR 085). */
export interface StoreDetailsMap {
  /** The nearest other stores, drawn beside this one and listed under the map. */
  neighbours: readonly Store[];
  area: MapArea | null;
  provider?: MapProvider | null;
  /** The shopper's address asked about with 'How far is it from you?', geocoded near this store. */
  from: GeocodeResult | null;
  fromQuery: DistanceQuery | null;
  /** Why the address could not be placed. */
  fromError: string | null;
}

/** /stores/{storeUri}: the store's status, address, phone, email, hours, map with its neighbours, tour and cooking demos. */
export function StoreDetailsPage({
  store,
  demos,
  isCurrent,
  map,
}: {
  store: Store;
  demos: readonly CookingDemoLink[];
  isCurrent: boolean;
  map: StoreDetailsMap;
}) {
  const todayIndex = weekdayIndexIn(storeTimeZone(store), new Date());
  const mapUrl = openStreetMapUrl(store.geoLat, store.geoLng);
  const here = { lat: store.geoLat, lng: store.geoLng };
  const from = map.from;
  const view = storePageMapView(store, map.neighbours, from);
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

      <section className="store-details__map-card" aria-labelledby="store-details-map">
        <h2 id="store-details-map" className="visually-hidden">
          {store.name} on the map
        </h2>
        {view ? (
          <StoreMap
            view={view}
            area={map.area}
            provider={map.provider}
            label={`${store.name} and the stores nearest it`}
          />
        ) : null}
        <div className="store-details__map-side">
          <StoreDistanceForm
            key={JSON.stringify(map.fromQuery)}
            query={map.fromQuery}
            country={store.country}
          />
          {from ? (
            <p className="store-details__from" role="status">
              <strong>
                {from.precision === "locality" ? "About " : ""}
                {formatDistance(distanceKm(here, from))}
              </strong>{" "}
              from {from.address}
              {from.precision === "locality" ? " (measured from the suburb's centre)" : ""}.{" "}
              <a
                href={`https://www.openstreetmap.org/directions?from=${from.lat},${from.lng}&to=${store.geoLat},${store.geoLng}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Directions<span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
              </a>
            </p>
          ) : map.fromError ? (
            <p className="store-details__from store-details__from--error" role="alert">
              {map.fromError}
            </p>
          ) : null}
          {map.neighbours.length > 0 ? (
            <div className="store-details__neighbours">
              <h3>Nearby stores</h3>
              <ul>
                {map.neighbours.map((n) => (
                  <li key={n.id}>
                    <Link to={`/stores/${n.storeUri}`}>{n.name}</Link>
                    <span>{formatDistance(distanceKm(here, { lat: n.geoLat, lng: n.geoLng }))} away</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>

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
