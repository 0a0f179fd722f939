import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { localities } from "../locality/locality.tables.ts";
import { stores } from "../store/store.tables.ts";
import { users } from "../user/user.tables.ts";

/**
 * A visitor's session: keyed by the signed `sid` cookie. The row is written on the first change
 * (location, store, later cart and compare), so browsing alone costs no write.
 */
export const visitorSessions = pgTable(
  "visitor_sessions",
  {
    id: text("id").primaryKey(),
    localityId: integer("locality_id").references(() => localities.id, { onDelete: "set null" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Raised by each rotation: a cookie of another generation is refused (ADR 019). */
    generation: integer("generation").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visitor_sessions_user_idx").on(t.userId),
    index("visitor_sessions_updated_idx").on(t.updatedAt),
  ],
);

/**
 * Keys the store generates once and every process shares (ADR 019): the session-cookie key when
 * SESSION_SECRET is unset. The first process to start inserts it; the others read the same row.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
