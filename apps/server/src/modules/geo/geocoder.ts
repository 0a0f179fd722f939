import type { Country } from "@store/domain/brands";
import { type GeocodeBias, pickGeocodeCandidate, placeAddress } from "@store/domain/store-map";
import type { LocalityService } from "../locality/locality.service.ts";

/** What the store asks a geocoder: a street and the chosen locality, in some countries, near a store. */
export interface GeocodeRequest {
  address?: string;
  suburb: string;
  state?: string;
  postcode: string;
  /** Only these countries may answer (the brand's own). */
  countries: readonly Country[];
  /** The 1000 m circle around the store to prefer; null when no store is known. */
  bias: GeocodeBias | null;
}

/** One answer of a geocoder. */
export interface GeocodeCandidate {
  address: string;
  lat: number;
  lng: number;
  country: Country;
  precision: "address" | "locality";
}

/**
 * A geocoding provider (ADR 085). It may throw or answer nothing: the caller then falls back to the
 * place-based address. A real provider (a maps service's geocoding API) implements the same method.
 */
export interface Geocoder {
  readonly name: string;
  geocode(request: GeocodeRequest): Promise<GeocodeCandidate[]>;
}

/**
 * The offline default: a locality's centre from the store's own locality data. Candidates are the
 * localities of the postcode (the chosen suburb's alone when it is there), ranked by the bias rule.
 */
export class LocalityGeocoder implements Geocoder {
  readonly name = "locality";

  constructor(private readonly localities: LocalityService) {}

  async geocode(request: GeocodeRequest): Promise<GeocodeCandidate[]> {
    const candidates: (GeocodeCandidate & { suburb: string })[] = [];
    for (const country of request.countries) {
      for (const row of await this.localities.withPostcode(country, request.postcode, request.suburb)) {
        const address = placeAddress({
          address: request.address,
          suburb: row.suburb,
          state: country === "NZ" ? undefined : row.state,
          postcode: row.postcode,
        });
        candidates.push({
          address,
          lat: row.lat,
          lng: row.lng,
          country,
          suburb: row.suburb,
          precision: "locality",
        });
      }
    }
    const sameSuburb = candidates.filter((c) => c.suburb.toLowerCase() === request.suburb.toLowerCase());
    const picked = pickGeocodeCandidate(
      sameSuburb.length ? sameSuburb : candidates,
      request.countries,
      request.bias,
    );
    if (!picked) return [];
    const { suburb: _suburb, ...candidate } = picked;
    return [candidate];
  }
}
