import { distanceKm } from "@store/domain/geo.schema";
import type { Store } from "@store/domain/store.schema";
import { boundsSizeKm, countryExtents, fitBounds, mapRules } from "@store/domain/store-map";
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

/**
 * The view showing every store given, with one highlighted (and, with `centred`, in the middle, as a
 * store's own page wants); null without stores.
 */
export function storesMapView(
  stores: readonly Store[],
  aspect: number,
  highlightId: number | null,
  origin: StoreMapView["origin"] = null,
  centred = false,
): StoreMapView | null {
  if (stores.length === 0) return null;
  const points = stores.map((s) => ({ lat: s.geoLat, lng: s.geoLng }));
  if (origin) points.push(origin);
  const centre = centred ? stores.find((s) => s.id === highlightId) : undefined;
  // Each point's mirror image around the centre store keeps that store in the middle of the frame
  if (centre)
    for (const p of [...points])
      points.push({ lat: 2 * centre.geoLat - p.lat, lng: 2 * centre.geoLng - p.lng });
  let bounds = fitBounds(points, aspect);
  // Stores across the country: show the whole country, not a frame cut at its outer stores
  const country = stores[0]?.country ?? "AU";
  if (boundsSizeKm(bounds).widthKm > mapRules.regionLabelSpanKm) {
    const { south, west, north, east } = countryExtents[country];
    bounds = fitBounds([{ lat: south, lng: west }, { lat: north, lng: east }, ...points], aspect, 0, 1.08);
  }
  return { bounds, markers: stores.map(marker), highlightId, origin };
}

/** A store page's map: the store in the middle, its neighbours, and the shopper's geocoded address. */
export function storePageMapView(
  store: Store,
  neighbours: readonly Store[],
  from: { lat: number; lng: number; address: string } | null,
): StoreMapView | null {
  const origin = from ? { lat: from.lat, lng: from.lng, label: `Your address: ${from.address}` } : null;
  return storesMapView([store, ...neighbours], storeMapAspect.details, store.id, origin, true);
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
