import type { Country } from "@store/domain/brands";
import { distanceKm } from "@store/domain/geo.schema";
import type { Store } from "@store/domain/store.schema";
import { asc, eq } from "drizzle-orm";
import type { CacheRegistry, NamedCache } from "../../cache/cache-registry.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { stores } from "./store.tables.ts";

type StoreRow = typeof stores.$inferSelect;

function toStore(row: StoreRow, from: { lat: number; lng: number } | null): Store {
  return {
    id: row.id,
    name: row.name,
    storeUri: row.storeUri,
    country: row.country === "NZ" ? "NZ" : "AU",
    state: row.state,
    subdivision: row.subdivision,
    address: row.address,
    suburb: row.suburb,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    blurb: row.blurb,
    thumbImg: { src: row.thumbImg },
    virtualTourId: row.virtualTourId,
    isAppointmentOnly: row.isAppointmentOnly,
    openTimes: row.openTimes,
    geoLat: row.geoLat,
    geoLng: row.geoLng,
    distanceKm: from ? Math.round(distanceKm(from, { lat: row.geoLat, lng: row.geoLng }) * 10) / 10 : null,
  };
}

/** The stores of a country; a few dozen rows, so they are cached whole and filtered in memory. */
export class StoreService {
  private readonly cache: NamedCache<StoreRow[]>;

  constructor(
    private readonly db: Db,
    caches: CacheRegistry,
  ) {
    this.cache = caches.define("stores", { family: "shell", max: 10 });
  }

  private all(country: Country): Promise<StoreRow[]> {
    return this.cache.get(country, () =>
      this.db.select().from(stores).where(eq(stores.country, country)).orderBy(asc(stores.name)),
    );
  }

  /** Every store of every country by id: its name and address (cooking demos name their store). */
  async names(): Promise<Map<number, { name: string; storeUri: string; country: Country }>> {
    const rows = await this.cache.get("*", () => this.db.select().from(stores).orderBy(asc(stores.name)));
    return new Map(
      rows.map((s) => [
        s.id,
        { name: s.name, storeUri: s.storeUri, country: s.country === "NZ" ? "NZ" : "AU" },
      ]),
    );
  }

  /** One store of any country by id (cached with the rest), or null. */
  async byId(id: number): Promise<Store | null> {
    const rows = await this.cache.get("*", () => this.db.select().from(stores).orderBy(asc(stores.name)));
    const row = rows.find((s) => s.id === id);
    return row ? toStore(row, null) : null;
  }

  /** Stores of a country, nearest first when a point is given, else by name. */
  async list(
    country: Country,
    options: { state?: string; q?: string; near?: { lat: number; lng: number } | null } = {},
  ): Promise<Store[]> {
    const q = options.q?.toLowerCase();
    const list = (await this.all(country))
      .filter((s) => !options.state || s.state.toLowerCase() === options.state.toLowerCase())
      .filter((s) => !q || `${s.name} ${s.suburb} ${s.postcode}`.toLowerCase().includes(q))
      .map((row) => toStore(row, options.near ?? null));
    if (options.near) list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    return list;
  }

  /** One store by numeric id or store uri, within the country. */
  async get(
    country: Country,
    idOrUri: string,
    near: { lat: number; lng: number } | null = null,
  ): Promise<Store> {
    const row = (await this.all(country)).find(
      (s) => String(s.id) === idOrUri || s.storeUri === idOrUri.toLowerCase(),
    );
    if (!row) throw new AppError("not_found", "We couldn't find that store");
    return toStore(row, near);
  }

  /** The store nearest a point. */
  async nearest(country: Country, point: { lat: number; lng: number }): Promise<Store | null> {
    return (await this.list(country, { near: point }))[0] ?? null;
  }
}
