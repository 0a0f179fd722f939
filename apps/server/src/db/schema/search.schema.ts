import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The catalogue's vocabulary (distinct words of titles, brands and categories), derived by
 * search-derived.ts; autocorrect looks for the closest word here with pg_trgm (ADR 012).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    /** How many products carry the word: the tie-break between equally close corrections. */
    frequency: integer("frequency").notNull(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("search_events_query_idx").on(t.query, t.createdAt),
    index("search_events_zero_idx").on(t.createdAt).where(sql`${t.resultCount} = 0`),
  ],
);
