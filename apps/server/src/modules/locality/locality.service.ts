import type { Country } from "@store/domain/brands";
import { type Locality, localityTypeahead } from "@store/domain/locality.schema";
import type { MapBounds } from "@store/domain/store-map";
import { and, asc, between, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { localities } from "./locality.tables.ts";

type LocalityRow = typeof localities.$inferSelect;

// Localities the maps and the geocoder can place: a few shipped rows may lack coordinates
const located = () => [isNotNull(localities.lat), isNotNull(localities.lng)];

/** The rows with both coordinates, typed as such. */
function withPoint<T extends { lat: number | null; lng: number | null }>(rows: T[]) {
  return rows.flatMap((r) => (r.lat === null || r.lng === null ? [] : [{ ...r, lat: r.lat, lng: r.lng }]));
}

/** The API shape of a locality row. */
export function toLocality(row: LocalityRow): Locality {
  return {
    _id: String(row.id),
    suburb: row.suburb,
    postcode: row.postcode,
    state: row.state,
    city: row.city,
    fullAddress: `${row.suburb}, ${row.state} ${row.postcode}`,
  };
}

/** Delivery localities of a country: typeahead search and exact lookup. */
export class LocalityService {
  constructor(private readonly db: Db) {}

  /**
   * Localities whose postcode or suburb starts with the text ("2026", "bondi", "bondi 2026"),
   * exact matches first; under 2 characters gives an empty list.
   */
  async search(country: Country, text: string): Promise<Locality[]> {
    const query = text.trim().replace(/\s+/g, " ");
    if (query.length < localityTypeahead.minChars) return [];
    const onlyPostcode = /^\d{2,4}$/.test(query);
    const withPostcode = onlyPostcode ? null : /^(.+?)\s+(\d{2,4})$/.exec(query);
    const postcode = onlyPostcode ? query : withPostcode?.[2];
    const words = (onlyPostcode ? "" : (withPostcode?.[1] ?? query))
      .replace(/[^\p{L}' -]/gu, "")
      .trim()
      .toLowerCase();
    if (!postcode && words.length < localityTypeahead.minChars) return [];
    const conditions = [eq(localities.country, country)];
    if (postcode) conditions.push(sql`${localities.postcode} like ${`${postcode}%`}`);
    if (words) conditions.push(sql`lower(${localities.suburb}) like ${`${words}%`}`);
    const rows = await this.db
      .select()
      .from(localities)
      .where(and(...conditions))
      .orderBy(
        ...(words ? [sql`(lower(${localities.suburb}) = ${words}) desc`] : []),
        asc(localities.suburb),
        asc(localities.postcode),
      )
      .limit(localityTypeahead.maxOptions);
    return rows.map(toLocality);
  }

  /** The one locality with this suburb, state and postcode, or not_found. */
  async lookup(country: Country, suburb: string, state: string, postcode: string): Promise<Locality> {
    const [row] = await this.db
      .select()
      .from(localities)
      .where(
        and(
          eq(localities.country, country),
          eq(localities.postcode, postcode),
          sql`lower(${localities.suburb}) = ${suburb.toLowerCase()}`,
          sql`lower(${localities.state}) = ${state.toLowerCase()}`,
        ),
      )
      .limit(1);
    if (!row) throw new AppError("not_found", `We couldn't find ${suburb}, ${state} ${postcode}`);
    return toLocality(row);
  }

  /** A locality row by id within a country, or null. */
  async byId(country: Country, id: number): Promise<LocalityRow | null> {
    const [row] = await this.db
      .select()
      .from(localities)
      .where(and(eq(localities.id, id), eq(localities.country, country)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The localities of a country whose centre lies in a box, with their coordinates (the offline
   * store map draws its land and suburb names from them, ADR 085).
   */
  async pointsWithin(
    country: Country,
    bounds: MapBounds,
  ): Promise<{ suburb: string; state: string; lat: number; lng: number }[]> {
    const rows = await this.db
      .select({
        suburb: localities.suburb,
        state: localities.state,
        lat: localities.lat,
        lng: localities.lng,
      })
      .from(localities)
      .where(
        and(
          eq(localities.country, country),
          ...located(),
          between(localities.lat, bounds.south, bounds.north),
          between(localities.lng, bounds.west, bounds.east),
        ),
      );
    return withPoint(rows);
  }

  /** The middle (median coordinates) of each state's or region's localities: where its name is drawn. */
  async stateCentres(country: Country): Promise<{ state: string; lat: number; lng: number }[]> {
    const rows = await this.db
      .select({
        state: localities.state,
        lat: sql<number>`percentile_cont(0.5) within group (order by ${localities.lat})`,
        lng: sql<number>`percentile_cont(0.5) within group (order by ${localities.lng})`,
      })
      .from(localities)
      .where(and(eq(localities.country, country), ...located()))
      .groupBy(localities.state);
    return rows.map((r) => ({ state: r.state, lat: Number(r.lat), lng: Number(r.lng) }));
  }

  /** Localities with a postcode (and, among them, the suburb's first) that have coordinates: geocoding candidates. */
  async withPostcode(
    country: Country,
    postcode: string,
    suburb: string,
  ): Promise<{ suburb: string; state: string; postcode: string; lat: number; lng: number }[]> {
    const rows = await this.db
      .select({
        suburb: localities.suburb,
        state: localities.state,
        postcode: localities.postcode,
        lat: localities.lat,
        lng: localities.lng,
      })
      .from(localities)
      .where(and(eq(localities.country, country), eq(localities.postcode, postcode), ...located()))
      .orderBy(sql`(lower(${localities.suburb}) = ${suburb.toLowerCase()}) desc`, asc(localities.suburb));
    return withPoint(rows);
  }
}
