import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Opening hours of one day; index 0 is Monday. null means closed that day. */
export interface OpenTimeRow {
  openTime: string;
  closeTime: string;
}

export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    storeUri: text("store_uri").notNull(),
    country: text("country").notNull(),
    /** State code (NSW, VIC ...) or NZ region; also the staff 'subdivision'. */
    state: text("state").notNull(),
    subdivision: text("subdivision").notNull(),
    address: text("address").notNull(),
    suburb: text("suburb").notNull(),
    postcode: text("postcode").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    blurb: text("blurb").notNull().default(""),
    thumbImg: text("thumb_img").notNull(),
    virtualTourId: text("virtual_tour_id"),
    isAppointmentOnly: boolean("is_appointment_only").notNull().default(false),
    openTimes: jsonb("open_times").$type<(OpenTimeRow | null)[]>().notNull(),
    geoLat: doublePrecision("geo_lat").notNull(),
    geoLng: doublePrecision("geo_lng").notNull(),
  },
  (t) => [uniqueIndex("stores_uri_idx").on(t.storeUri), index("stores_country_idx").on(t.country)],
);

export const localities = pgTable(
  "localities",
  {
    id: serial("id").primaryKey(),
    suburb: text("suburb").notNull(),
    postcode: text("postcode").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull().default(""),
    country: text("country").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
  },
  (t) => [
    // Prefix searches (LIKE 'abc%') need pattern ops under any collation other than C.
    index("localities_postcode_idx").on(t.country, t.postcode.op("text_pattern_ops")),
    index("localities_suburb_idx").on(t.country, sql`lower(${t.suburb}) text_pattern_ops`),
  ],
);
