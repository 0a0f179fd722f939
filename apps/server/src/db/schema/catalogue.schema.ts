import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Categories form a tree; `uri` is the full path under /c/, e.g. 'kitchen/ovens'. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
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

export interface SpecificationRow {
  group: string;
  name: string;
  value: string;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    uri: text("uri").notNull(),
    title: text("title").notNull(),
    brandId: integer("brand_id").notNull(),
    categoryId: integer("category_id").notNull(),
    /** Cents; null when the price is not set (shown as N/A), 0 shown as FREE. */
    price: integer("price"),
    rrp: integer("rrp").notNull(),
    /** Per-unit discount applied in the cart, cents. */
    lineDiscount: integer("line_discount").notNull().default(0),
    altPriceMsg: text("alt_price_msg"),
    ribbon: text("ribbon"),
    /** BrandNew, BrandNewRunout, NewCondition, CosmeticImperfection. */
    conditionType: text("condition_type").notNull().default("BrandNew"),
    missingParts: text("missing_parts"),
    description: text("description").notNull().default(""),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull(),
    keyFeatures: jsonb("key_features").$type<string[]>().notNull(),
    specifications: jsonb("specifications").$type<SpecificationRow[]>().notNull(),
    energyStars: smallint("energy_stars"),
    variationGroup: text("variation_group"),
    promoted: boolean("promoted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_sku_idx").on(t.sku),
    uniqueIndex("products_uri_idx").on(t.uri),
    index("products_category_idx").on(t.categoryId, t.price),
    index("products_category_created_idx").on(t.categoryId, t.createdAt),
    index("products_specifications_idx").using("gin", sql`${t.specifications} jsonb_path_ops`),
    index("products_brand_idx").on(t.brandId),
    index("products_promoted_idx").on(t.id).where(sql`${t.promoted}`),
  ],
);
