import { distanceKm } from "@store/domain/geo.schema";
import type { Store } from "@store/domain/store.schema";
import { fitBounds, mapRules } from "@store/domain/store-map";
import type { MapAreaQuery } from "@store/domain/store-map.schema";
import type { StoreMapMarker, StoreMapView } from "./map-provider";

/** Width over height of the two store maps: the locator's panel and the store page's strip. */
export const storeMapAspect = { list: 5 / 4, details: 16 / 9 } as const;

/** How far (and how many) other stores count as a store's neighbours on its page's map. */
const neighbours = { withinKm: 60, max: 3 } as const;

function marker(store: Store): StoreMapMarker {
  return {
    id: store.id,
    name: store.name,
    detail: `${store.suburb} ${store.state}`,
    href: `/stores/${store.storeUri}`,
    lat: store.geoLat,
    lng: store.geoLng,
  };
}

/** The view showing every store given, with one highlighted; null without stores. */
export function storesMapView(
  stores: readonly Store[],
  aspect: number,
  highlightId: number | null,
  origin: StoreMapView["origin"] = null,
): StoreMapView | null {
  if (stores.length === 0) return null;
  const points = stores.map((s) => ({ lat: s.geoLat, lng: s.geoLng }));
  if (origin) points.push(origin);
  return { bounds: fitBounds(points, aspect), markers: stores.map(marker), highlightId, origin };
}

/** A store's neighbours: the nearest other stores within 60 km, at most 3, nearest first. */
export function neighbourStores(store: Store, all: readonly Store[]): Store[] {
  const here = { lat: store.geoLat, lng: store.geoLng };
  return all
    .filter((s) => s.id !== store.id)
    .map((s) => ({ s, km: distanceKm(here, { lat: s.geoLat, lng: s.geoLng }) }))
    .filter(({ km }) => km <= neighbours.withinKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, neighbours.max)
    .map(({ s }) => s);
}

/** The map-area call for a view: its box and the grid's width. */
export function mapAreaQuery(view: StoreMapView): MapAreaQuery {
  return { ...view.bounds, cols: mapRules.gridCols };
}
