import type { Country } from "@store/domain/brands";
import { type Locality, localityTypeahead } from "@store/domain/locality.schema";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { localities } from "./locality.tables.ts";

type LocalityRow = typeof localities.$inferSelect;

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
}
