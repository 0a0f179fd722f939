import { pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

export const staticPages = pgTable(
  "static_pages",
  {
    id: serial("id").primaryKey(),
    brand: text("brand"),
    uri: text("uri").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    content: text("content").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("static_pages_brand_uri_key").on(t.brand, t.uri).nullsNotDistinct()],
);
