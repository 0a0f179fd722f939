import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { stores } from "../store/store.tables.ts";

/** Cooking demonstrations held in a store's kitchen. */
export const cookingDemos = pgTable(
  "cooking_demos",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    uri: text("uri").notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    capacity: integer("capacity").notNull(),
    image: text("image").notNull(),
  },
  (t) => [
    uniqueIndex("cooking_demos_uri_idx").on(t.uri),
    index("cooking_demos_store_idx").on(t.storeId, t.startsAt),
  ],
);
