import { sql } from "drizzle-orm";
import { doublePrecision, index, pgTable, serial, text } from "drizzle-orm/pg-core";

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
