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
