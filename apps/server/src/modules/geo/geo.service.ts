import type { Country } from "@store/domain/brands";
import { type GeoData, nearestWarehouseCode } from "@store/domain/geo.schema";
import { geocodeBias, geocodeCountries, isWithinBias, placeAddress } from "@store/domain/store-map";
import type { GeocodeQuery, GeocodeResult } from "@store/domain/store-map.schema";
import type { Logger } from "pino";
import { AppError } from "../../http/app-error.ts";
import type { LocalityService } from "../locality/locality.service.ts";
import type { RequestSession } from "../session/session.service.ts";
import type { StoreService } from "../store/store.service.ts";
import type { Geocoder } from "./geocoder.ts";

/** The visitor's delivery location and chosen store, kept on their session. */
export class GeoService {
  constructor(
    private readonly localities: LocalityService,
    private readonly stores: StoreService,
    private readonly geocoder: Geocoder,
    private readonly logger: Logger,
  ) {}

  /** The point of the visitor's chosen locality, or null. */
  async visitorPoint(
    country: Country,
    visitorSession: RequestSession,
  ): Promise<{ lat: number; lng: number } | null> {
    const session = await visitorSession.row();
    const locality = session?.localityId ? await this.localities.byId(country, session.localityId) : null;
    return locality?.lat != null && locality.lng != null ? { lat: locality.lat, lng: locality.lng } : null;
  }

  /** Geo data for a session: the chosen store, else the one nearest the chosen locality. */
  async get(country: Country, visitorSession: RequestSession): Promise<GeoData> {
    const session = await visitorSession.row();
    const locality = session?.localityId ? await this.localities.byId(country, session.localityId) : null;
    const point =
      locality?.lat != null && locality.lng != null ? { lat: locality.lat, lng: locality.lng } : null;
    let store = null;
    if (session?.storeId)
      store = await this.stores.get(country, String(session.storeId), point).catch(() => null);
    if (!store && point) store = await this.stores.nearest(country, point);
    const state = locality?.state ?? store?.state ?? "";
    return {
      store,
      nearestWarehouseLocationCode: nearestWarehouseCode(country, state),
      ipCountry: country,
      country,
      suburb: locality?.suburb ?? "",
      postcode: locality?.postcode ?? "",
      state,
      city: locality?.city ?? "",
      newUser: !session,
      locationId: locality?.id ?? null,
    };
  }

  /** Sets the delivery locality; it must be one of the brand's country. */
  async setLocation(country: Country, session: RequestSession, localityId: number): Promise<GeoData> {
    const locality = await this.localities.byId(country, localityId);
    if (!locality) throw new AppError("invalid", "Please select your location.");
    await session.update({ localityId });
    return this.get(country, session);
  }

  /** Sets the visitor's store; only a store that does not exist is the visitor's mistake. */
  async setStore(country: Country, session: RequestSession, storeId: number): Promise<GeoData> {
    await this.stores.get(country, String(storeId)).catch((error: unknown) => {
      // Anything else (the database down, a bug) is ours and must surface as what it is
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
      throw new AppError("invalid", "That store is not one of ours. Please choose a store from the list.");
    });
    await session.update({ storeId });
    return this.get(country, session);
  }

  /**
   * Geocodes an address chosen on the site (storefront s.7): in the brand's country only, biased to
   * the 1000 m circle around the given store or else the visitor's. When the geocoder fails or finds
   * nothing, the answer is the place-based address: the street as typed at the chosen locality's centre.
   */
  async geocode(
    country: Country,
    visitorSession: RequestSession,
    query: GeocodeQuery,
  ): Promise<GeocodeResult> {
    const storeId = query.storeId ?? (await visitorSession.row())?.storeId ?? null;
    const store =
      storeId === null
        ? null
        : await this.stores.get(country, String(storeId)).catch((error: unknown) => {
            if (!(error instanceof AppError && error.code === "not_found")) throw error;
            // An explicit store that is not ours is the caller's mistake; a stale session store is not
            if (query.storeId)
              throw new AppError(
                "invalid",
                "That store is not one of ours. Please choose a store from the list.",
              );
            return null;
          });
    const bias = store ? geocodeBias(store) : null;
    const countries = geocodeCountries(country);
    const found = await this.geocoder
      .geocode({ ...query, countries, bias })
      .then((candidates) => candidates.find((c) => countries.includes(c.country)) ?? null)
      .catch((error: unknown) => {
        this.logger.warn(
          { err: error, geocoder: this.geocoder.name },
          "geocoding failed; using the place-based address",
        );
        return null;
      });
    if (found) {
      const point = { lat: found.lat, lng: found.lng };
      return { ...found, source: "geocoder", withinBias: bias ? isWithinBias(point, bias) : false };
    }
    const [place] = await this.localities.withPostcode(country, query.postcode, query.suburb);
    if (!place || place.suburb.toLowerCase() !== query.suburb.toLowerCase())
      throw new AppError("not_found", `We couldn't find ${query.suburb} ${query.postcode}`);
    const point = { lat: place.lat, lng: place.lng };
    return {
      address: placeAddress({
        ...query,
        suburb: place.suburb,
        state: country === "NZ" ? undefined : place.state,
      }),
      ...point,
      country,
      source: "place",
      precision: "locality",
      withinBias: bias ? isWithinBias(point, bias) : false,
    };
  }
}
