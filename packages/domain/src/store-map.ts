import type { Country } from "./brands.ts";
import { distanceKm } from "./geo.schema.ts";

/**
 * The maps and geocoding rules (storefront s.7, s.8, s.9; ADR 085): addresses are geocoded in the
 * brand's country and biased to a 1000 m circle around the store, and the store maps are drawn from
 * the store's own locality data.
 */
export const mapRules = {
  /** Autocomplete and geocoding bias radius around the store (storefront s.9). */
  biasRadiusM: 1000,
  /** The country a geocoder searches when nothing says otherwise (storefront s.9 "Default country AU"). */
  defaultCountry: "AU",
  /** Columns of the offline map's dot grid: wide enough to read a coastline, few enough to send. */
  gridCols: 96,
  /** The narrowest view a map shows (a lone store still shows its suburbs around it). */
  minSpanKm: 8,
  /** How far around a locality's centre the offline map counts as land, in kilometres. */
  localityReachKm: 1.6,
  /** Views wider than this label regions (states); narrower ones label suburbs. */
  regionLabelSpanKm: 600,
  /** At most this many suburb labels on a close view. */
  maxPlaceLabels: 10,
  /** Land reaches this many cells around a locality too, so the sparse outback still reads as land. */
  reachCells: 1.5,
} as const;

/** The mainland and islands a country's stores and localities lie in: a view this wide shows all of it. */
export const countryExtents: Record<Country, MapBounds> = {
  AU: { south: -43.7, west: 113.1, north: -10.6, east: 153.7 },
  NZ: { south: -46.7, west: 166.4, north: -34.4, east: 178.6 },
};

/** How far around a locality counts as land on a grid of `cellKm` cells. */
export function landReachKm(cellKm: number): number {
  return Math.max(mapRules.localityReachKm, cellKm * mapRules.reachCells);
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** A geographic box; east is greater than west (the stores never straddle the antimeridian). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The circle a geocoder prefers results in. */
export interface GeocodeBias {
  center: LatLng;
  radiusM: number;
}

/** The countries a geocoder may answer from: the brand's own only (AU, or NZ for the NZ brand). */
export function geocodeCountries(brandCountry: Country | null | undefined): Country[] {
  return [brandCountry ?? mapRules.defaultCountry];
}

/** The bias circle around a store: its coordinates and the 1000 m radius. */
export function geocodeBias(store: { geoLat: number; geoLng: number }): GeocodeBias {
  return { center: { lat: store.geoLat, lng: store.geoLng }, radiusM: mapRules.biasRadiusM };
}

/** True when a point lies inside (or on) the bias circle. */
export function isWithinBias(point: LatLng, bias: GeocodeBias): boolean {
  return distanceKm(point, bias.center) * 1000 <= bias.radiusM;
}

/**
 * The geocoder's pick among its candidates: only the allowed countries; then those inside the bias
 * circle before those outside; then the nearest to the circle's centre; otherwise the provider's order.
 * Null when no candidate is in an allowed country.
 */
export function pickGeocodeCandidate<T extends LatLng & { country: Country }>(
  candidates: readonly T[],
  countries: readonly Country[],
  bias: GeocodeBias | null,
): T | null {
  const allowed = candidates.filter((c) => countries.includes(c.country));
  if (!bias) return allowed[0] ?? null;
  const ranked = allowed
    .map((candidate, order) => ({ candidate, order, km: distanceKm(candidate, bias.center) }))
    .sort((a, b) => {
      const inside = Number(b.km * 1000 <= bias.radiusM) - Number(a.km * 1000 <= bias.radiusM);
      return inside || a.km - b.km || a.order - b.order;
    });
  return ranked[0]?.candidate ?? null;
}

/** The place-based address (the geocode fallback): the street as typed and the chosen locality. */
export function placeAddress(place: {
  address?: string;
  suburb: string;
  state?: string;
  postcode: string;
}): string {
  const locality = [place.suburb, [place.state, place.postcode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [place.address?.trim(), locality].filter(Boolean).join(", ");
}

const kmPerDegree = 111.32;

/** Width and height of a box in kilometres (east-west measured at its middle latitude). */
export function boundsSizeKm(bounds: MapBounds): { widthKm: number; heightKm: number } {
  const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  return {
    widthKm: (bounds.east - bounds.west) * kmPerDegree * Math.cos(midLat),
    heightKm: (bounds.north - bounds.south) * kmPerDegree,
  };
}

/**
 * The view that shows every point with a margin (`margin` times their spread), at least `minSpanKm` across, widened to the
 * `aspect` (width / height) of the map it is drawn in. Coordinates are rounded to 3 decimals
 * (about 100 m) so the same stores always ask for the same area.
 */
export function fitBounds(
  points: readonly LatLng[],
  aspect: number,
  minSpanKm: number = mapRules.minSpanKm,
  margin = 1.4,
): MapBounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const cos = Math.cos(midLat * (Math.PI / 180));
  // Sizes in km; a fifth on each side keeps the outer markers and their labels inside the frame
  let heightKm = Math.max((Math.max(...lats) - Math.min(...lats)) * kmPerDegree * margin, minSpanKm / aspect);
  let widthKm = Math.max((Math.max(...lngs) - Math.min(...lngs)) * kmPerDegree * cos * margin, minSpanKm);
  if (widthKm / heightKm > aspect) heightKm = widthKm / aspect;
  else widthKm = heightKm * aspect;
  const dLat = heightKm / kmPerDegree / 2;
  const dLng = widthKm / (kmPerDegree * cos) / 2;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    south: round(midLat - dLat),
    west: round(midLng - dLng),
    north: round(midLat + dLat),
    east: round(midLng + dLng),
  };
}

/** The dot grid of a view: `cols` columns, and as many rows as keep its cells square on the ground. */
export function gridFor(bounds: MapBounds, cols: number): { cols: number; rows: number; cellKm: number } {
  const { widthKm, heightKm } = boundsSizeKm(bounds);
  const cellKm = widthKm / cols;
  return { cols, rows: Math.max(1, Math.round(heightKm / cellKm)), cellKm };
}

/** A point's position in a width x height drawing of the view (x right, y down). */
export function projectPoint(
  point: LatLng,
  bounds: MapBounds,
  width: number,
  height: number,
): { x: number; y: number } {
  return {
    x: ((point.lng - bounds.west) / (bounds.east - bounds.west)) * width,
    y: ((bounds.north - point.lat) / (bounds.north - bounds.south)) * height,
  };
}

/**
 * The cells of the view's grid that count as land: each locality's own cell and those within
 * `reachKm` of it (so a city's suburbs join into one mass and a bay between them stays open).
 * Cell numbers are row * cols + col, ascending.
 */
export function landCells(
  localities: Iterable<LatLng>,
  bounds: MapBounds,
  cols: number,
  reachKm: number,
): number[] {
  const { rows, cellKm } = gridFor(bounds, cols);
  const reach = Math.floor(reachKm / cellKm);
  const land = new Set<number>();
  for (const point of localities) {
    const col = Math.floor(((point.lng - bounds.west) / (bounds.east - bounds.west)) * cols);
    const row = Math.floor(((bounds.north - point.lat) / (bounds.north - bounds.south)) * rows);
    for (let r = row - reach; r <= row + reach; r++) {
      if (r < 0 || r >= rows) continue;
      for (let c = col - reach; c <= col + reach; c++) {
        if (c < 0 || c >= cols) continue;
        // A round reach, not a square one, so coasts keep their shape
        if ((r - row) ** 2 + (c - col) ** 2 > reach * reach + reach) continue;
        land.add(r * cols + c);
      }
    }
  }
  return [...land].sort((a, b) => a - b);
}

/** Up to `max` points spread over the view: the nearest to its centre first, none closer than `minApartKm`. */
export function spreadLabels<T extends LatLng>(
  points: readonly T[],
  bounds: MapBounds,
  max: number,
  minApartKm: number,
): T[] {
  const center = { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 };
  const chosen: T[] = [];
  const byCentre = [...points].sort((a, b) => distanceKm(a, center) - distanceKm(b, center));
  for (const point of byCentre) {
    if (chosen.length >= max) break;
    if (chosen.every((c) => distanceKm(c, point) >= minApartKm)) chosen.push(point);
  }
  return chosen;
}
