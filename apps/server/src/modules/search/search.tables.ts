import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Analytics events of storefront s.3 (search, productClick, visit...), kept so staff can see what shoppers miss. */
export const searchEvents = pgTable(
  "search_events",
  {
    id: serial("id").primaryKey(),
    eventType: text("event_type").notNull(),
    /** The sanitised, lower-cased query ('' for events without one). */
    query: text("query").notNull(),
    productList: jsonb("product_list").$type<string[]>().notNull(),
    /** Results the shopper saw; 0 marks a search that found nothing. */
    resultCount: integer("result_count"),
    /** The page address with e-mail addresses masked. */
    url: text("url").notNull().default(""),
    isRepeatUser: boolean("is_repeat_user").notNull().default(false),
    brand: text("brand").notNull(),
    /**
     * Who sent it, as a keyed hash (never a raw address or session id): the zero-result report counts
     * distinct clients per term, so one client cannot skew it (ADR 019). Null for events from before.
     */
    clientHash: text("client_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("search_events_query_idx").on(t.query, t.createdAt),
    index("search_events_zero_idx").on(t.createdAt).where(sql`${t.resultCount} = 0`),
    // The retention deletes by age: a BRIN index suits an append-only table and costs almost nothing to keep.
    index("search_events_created_brin_idx").using("brin", t.createdAt),
  ],
);
