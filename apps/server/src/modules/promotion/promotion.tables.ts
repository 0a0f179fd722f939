import { promotionRedemptions } from "@store/domain/promotion.schema";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { brandId } from "../../payments/payments.tables.ts";
import { products } from "../product/product.tables.ts";
import { sales } from "../sale/sale.tables.ts";

export const promotionRedemption = pgEnum("promotion_redemption", promotionRedemptions);

export interface PromotionThumbnailRow {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Promotions (storefront s.3 "Promotion", ADR 050): an offer of one brand on some products for a while,
 * at /promotion/{path}. A promotion of the sale on now lists its products on the sale page.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    brand: brandId("brand").notNull(),
    path: text("path").notNull(),
    /** The sale it is part of, if any; its products show on /sale while that sale is on. */
    saleId: integer("sale_id").references(() => sales.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    thumbnail: jsonb("thumbnail").$type<PromotionThumbnailRow>().notNull(),
    rewardLabel: text("reward_label").notNull(),
    redemption: promotionRedemption("redemption").notNull(),
    /** Where 'See offer details' goes; null for the promotion's own page. */
    link: text("link"),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    // One address per brand: two brands may each run a 'black-friday-laundry'
    uniqueIndex("promotions_brand_path_idx").on(t.brand, t.path),
    index("promotions_brand_window_idx").on(t.brand, t.startsAt, t.endsAt),
  ],
);

/** The products of each promotion. */
export const promotionProducts = pgTable(
  "promotion_products",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    // The product page and the cart ask which promotions a product is in
    index("promotion_products_product_idx").on(t.productId),
  ],
);
