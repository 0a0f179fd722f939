import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Units on hand per product and store; a missing row means none. */
export const stockLevels = pgTable(
  "stock_levels",
  {
    productId: integer("product_id").notNull(),
    storeId: integer("store_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] })],
);

/** Price changes: the price from `changedAt` on (cents). */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull(),
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
    productId: integer("product_id").notNull(),
    competitor: text("competitor").notNull(),
    price: integer("price").notNull(),
    url: text("url").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("competitor_prices_product_idx").on(t.productId)],
);
