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

/**
 * Every two- and three-letter word start of the catalogue with what a search for it shows first,
 * derived by search-derived.ts: such a prefix matches tens of thousands of products, too many to
 * count and rank per keystroke (ADR 012).
 */
export const searchPrefixes = pgTable("search_prefixes", {
  prefix: text("prefix").primaryKey(),
  /** Products with a word starting with the prefix. */
  total: integer("total").notNull(),
  /** The best 24 of them, best first: full-text rank, then listing rank, then id. */
  productIds: integer("product_ids").array().notNull(),
  /** Brand id -> how many of them, the results page's brand facet. */
  brands: jsonb("brands").$type<Record<string, number>>().notNull(),
  minPrice: integer("min_price"),
  maxPrice: integer("max_price"),
});
