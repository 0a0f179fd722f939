import { pgTable, serial, text, unique } from "drizzle-orm/pg-core";

/** Global settings; a row with a brand overrides the row without one. */
export const settings = pgTable(
  "settings",
  {
    id: serial("id").primaryKey(),
    brand: text("brand"),
    name: text("name").notNull(),
    value: text("value").notNull(),
  },
  (t) => [unique("settings_brand_name_key").on(t.brand, t.name).nullsNotDistinct()],
);
