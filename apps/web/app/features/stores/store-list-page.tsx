import type { Store } from "@store/domain/store.schema";
import type { MapArea } from "@store/domain/store-map.schema";
import { countOf } from "@store/domain/text";
import type { ReactNode } from "react";
import type { MapProvider } from "./map-provider";
import { StoreCard } from "./store-card";
import { StoreFilterForm } from "./store-filter-form";
import { StoreMap } from "./store-map";
import { storeMapAspect, storesMapView } from "./store-map-view";
import "./store-list-page.css";

export interface StoreListPageProps {
  stores: readonly Store[];
  /** Every state (or NZ region) that has a store, for the filter. */
  states: readonly string[];
  filters: { state: string; q: string };
  country: "AU" | "NZ";
  /** The visitor's store, marked in the list. */
  currentStoreId: number | null;
  /** The chosen delivery locality; the list is nearest first when there is one. */
  locationLabel: string | null;
  /** The location picker (composed by the route, from the location feature). */
  locationPicker: ReactNode;
  /** Why 'Make this my store' failed, when it was posted without script (with script, the message bar says it). */
  error?: string | null;
  /** The offline map's land and names for the listed stores (null: markers on a blank map). */
  mapArea: MapArea | null;
  /** A configured maps provider (ADR 085); null draws the offline map. */
  mapProvider?: MapProvider | null;
}

/** /stores: every store on a map and in a list, nearest first once a location is set, with filters and 'Make this my store'. */
export function StoreListPage({
  stores,
  states,
  filters,
  country,
  currentStoreId,
  locationLabel,
  locationPicker,
  error,
  mapArea,
  mapProvider = null,
}: StoreListPageProps) {
  const stateLabel = country === "NZ" ? "Region" : "State";
  const where = filters.state ? ` in ${filters.state}` : "";
  const matching = filters.q ? ` matching '${filters.q}'` : "";
  const view = storesMapView(stores, storeMapAspect.list, currentStoreId);
  return (
    <div className="store-list-page page-container page-section">
      <header className="store-list-page__intro">
        <h1>Our stores</h1>
        <p>
          Walk through working kitchens and laundries, talk to an expert and see your next appliance before it
          arrives. Choose a store to see its hours and cooking demos in the header.
        </p>
      </header>
      {error ? (
        <p className="store-list-page__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="store-list-page__tools">
        <section className="store-list-page__location" aria-label="Your delivery location">
          <p className="store-list-page__sorting">
            {locationLabel
              ? "Stores are sorted by distance from your delivery location."
              : "Set your delivery location to see the nearest stores first."}
          </p>
          {locationPicker}
        </section>
        <StoreFilterForm states={states} state={filters.state} q={filters.q} stateLabel={stateLabel} />
      </div>
      <p className="store-list-page__count" role="status">
        {stores.length === 0
          ? `No stores found${where}${matching}.`
          : `${countOf(stores.length, "store")}${where}${matching}`}
      </p>
      {stores.length > 0 ? (
        <div className="store-list-page__results">
          {view ? (
            <section className="store-list-page__map" aria-label="Store map">
              <StoreMap
                view={view}
                area={mapArea}
                provider={mapProvider}
                label={`${stores.length === 1 ? "The store" : `All ${stores.length} stores`} on the map (also listed on this page)`}
              />
            </section>
          ) : null}
          <ul className="store-list-page__list">
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} isCurrent={store.id === currentStoreId} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
