import type { Country } from "@store/domain/brands";
import { type GeoData, nearestWarehouseCode } from "@store/domain/geo.schema";
import { AppError } from "../../http/app-error.ts";
import type { LocalityService } from "../locality/locality.service.ts";
import type { RequestSession } from "../session/session.service.ts";
import type { StoreService } from "../store/store.service.ts";

/** The visitor's delivery location and chosen store, kept on their session. */
export class GeoService {
  constructor(
    private readonly localities: LocalityService,
    private readonly stores: StoreService,
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
}
