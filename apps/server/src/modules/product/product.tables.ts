import { conditionTypes, ribbonTypes } from "@store/domain/product.schema";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { stores } from "../store/store.tables.ts";

/** The ribbons of storefront s.3 and the conditions a product is sold in: fixed sets, so enums. */
export const ribbon = pgEnum("ribbon", ribbonTypes);
export const conditionType = pgEnum("condition_type", conditionTypes);
export const facetKind = pgEnum("facet_kind", ["brand", "spec"]);

/** Categories form a tree; `uri` is the full path under /c/, e.g. 'kitchen/ovens'. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    uri: text("uri").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    promoted: boolean("promoted").notNull().default(false),
  },
  (t) => [uniqueIndex("categories_uri_idx").on(t.uri), index("categories_parent_idx").on(t.parentId)],
);

/** Manufacturers (the 'brands' a shopper browses), not the store's own brand variants. */
export const productBrands = pgTable(
  "product_brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    uri: text("uri").notNull(),
    description: text("description").notNull().default(""),
    country: text("country").notNull().default(""),
    promoted: boolean("promoted").notNull().default(false),
  },
  (t) => [uniqueIndex("product_brands_uri_idx").on(t.uri)],
);

/** A PostgreSQL full-text document; written only by product-derived.ts, never read as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export interface SpecificationRow {
  group: string;
  name: string;
  value: string;
}

/**
 * The price a listing sorts by: none for a 'Request Price' product (0 or less, ADR 053), so cheapest-first
 * puts those last instead of first. The price-ascending indexes are built on this same expression, and end
 * with the price itself so a page is read from the index alone (an expression alone does not allow that).
 */
export const listedPrice = (price: AnyPgColumn) => sql`(case when ${price} > 0 then ${price} end)`;

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    uri: text("uri").notNull(),
    title: text("title").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => productBrands.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** The top-level category, stored so a top-level page is one equality an index can order. */
    topCategoryId: integer("top_category_id").notNull().default(0),
    /** Relevance for listings: 2 when promoted, +1 with a ribbon (see product-derived.ts). */
    rank: smallint("rank").notNull().default(0),
    /** Cents; null when the price is not set (shown as N/A), 0 shown as FREE. */
    price: integer("price"),
    rrp: integer("rrp").notNull(),
    /** Per-unit discount applied in the cart, cents. */
    lineDiscount: integer("line_discount").notNull().default(0),
    altPriceMsg: text("alt_price_msg"),
    ribbon: ribbon("ribbon"),
    /** BrandNew, BrandNewRunout, NewCondition, CosmeticImperfection. */
    conditionType: conditionType("condition_type").notNull().default("BrandNew"),
    missingParts: text("missing_parts"),
    description: text("description").notNull().default(""),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull(),
    keyFeatures: jsonb("key_features").$type<string[]>().notNull(),
    specifications: jsonb("specifications").$type<SpecificationRow[]>().notNull(),
    /** A bundle's contents, one line each ('Wireless subwoofer'); empty for a single product. */
    subItems: jsonb("sub_items").$type<string[]>().notNull().default([]),
    energyStars: smallint("energy_stars"),
    variationGroup: text("variation_group"),
    promoted: boolean("promoted").notNull().default(false),
    /** Weighted words of title, brand, category, sku and key specifications (ADR 012). */
    searchVector: tsvector("search_vector"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_sku_idx").on(t.sku),
    uniqueIndex("products_uri_idx").on(t.uri),
    // One ordered index per listing scope (leaf, top-level, everything) and sort, so a page of 24
    // is read in order instead of sorting the whole category.
    index("products_leaf_rank_idx").on(t.categoryId, t.rank.desc(), t.id),
    index("products_leaf_price_idx").on(
      t.categoryId,
      sql`${listedPrice(t.price)} asc nulls last`,
      t.id,
      t.price,
    ),
    index("products_leaf_price_desc_idx").on(t.categoryId, t.price.desc().nullsLast(), t.id),
    index("products_leaf_newest_idx").on(t.categoryId, t.createdAt.desc(), t.id),
    index("products_top_rank_idx").on(t.topCategoryId, t.rank.desc(), t.id),
    index("products_top_price_idx").on(
      t.topCategoryId,
      sql`${listedPrice(t.price)} asc nulls last`,
      t.id,
      t.price,
    ),
    index("products_top_price_desc_idx").on(t.topCategoryId, t.price.desc().nullsLast(), t.id),
    index("products_top_newest_idx").on(t.topCategoryId, t.createdAt.desc(), t.id),
    index("products_rank_idx").on(t.rank.desc(), t.id),
    index("products_price_idx").on(sql`${listedPrice(t.price)} asc nulls last`, t.id, t.price),
    index("products_price_desc_idx").on(t.price.desc().nullsLast(), t.id),
    index("products_newest_idx").on(t.createdAt.desc(), t.id),
    index("products_specifications_idx").using("gin", sql`${t.specifications} jsonb_path_ops`),
    // Brand pages and brand words in search: the brand's products in listing order, and their count
    index("products_brand_rank_idx").on(t.brandId, t.rank.desc(), t.id),
    index("products_variation_group_idx").on(t.variationGroup),
    index("products_promoted_idx").on(t.id).where(sql`${t.promoted}`),
    index("products_search_idx").using("gin", t.searchVector),
  ],
);

/** Units on hand per product and store; a missing row means none. */
export const stockLevels = pgTable(
  "stock_levels",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  // Orders take stock under row locks (stock.service.ts); the check is the last word: never below 0
  (t) => [
    primaryKey({ columns: [t.productId, t.storeId] }),
    check("stock_levels_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

/** Price changes: the price from `changedAt` on (cents). */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    price: integer("price").notNull(),
  },
  (t) => [index("price_history_product_idx").on(t.productId, t.changedAt)],
);

/** Competitors' prices staff check when price matching (staff only). */
export const competitorPrices = pgTable(
  "competitor_prices",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    competitor: text("competitor").notNull(),
    price: integer("price").notNull(),
    url: text("url").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("competitor_prices_product_idx").on(t.productId)],
);

/**
 * Facet counts per category (0 = the whole catalogue): brands and specification values, derived
 * from the products by product-derived.ts whenever the catalogue is loaded or changed.
 */
export const categoryFacets = pgTable(
  "category_facets",
  {
    categoryId: integer("category_id").notNull(),
    kind: facetKind("kind").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("category_facets_category_idx").on(t.categoryId, t.kind)],
);

/**
 * The catalogue's vocabulary (distinct words of titles, brands and categories), derived by
 * product-derived.ts; autocorrect looks for the closest word here with pg_trgm (ADR 012).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    /**
     * How common the word is: products carrying it, plus 1000 for each brand or category name it is in
     * (those first among completions and equally close corrections).
     */
    frequency: integer("frequency").notNull(),
    /** How many products carry the word in their title: how much of the catalogue a correction finds (ADR 047). */
    products: integer("products").notNull().default(0),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * Every two- and three-letter word start of the catalogue with what a search for it shows first,
 * derived by product-derived.ts: such a prefix matches tens of thousands of products, too many to
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

/**
 * What owners say of a product (ReviewSummariesEnabled, ADR 058): the average of its reviews in tenths
 * of a star (46 is 4.6), how many there are, and a sentence summing them up. No row: no reviews yet.
 */
export const productReviewSummaries = pgTable("product_review_summaries", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  ratingTenths: smallint("rating_tenths").notNull(),
  reviewCount: integer("review_count").notNull(),
  summary: text("summary").notNull(),
});
