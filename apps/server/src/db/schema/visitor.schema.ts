import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A visitor's session: keyed by the signed `sid` cookie. The row is written on the first change
 * (location, store, later cart and compare), so browsing alone costs no write.
 */
export const visitorSessions = pgTable(
  "visitor_sessions",
  {
    id: text("id").primaryKey(),
    localityId: integer("locality_id"),
    storeId: integer("store_id"),
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visitor_sessions_user_idx").on(t.userId),
    index("visitor_sessions_updated_idx").on(t.updatedAt),
  ],
);
