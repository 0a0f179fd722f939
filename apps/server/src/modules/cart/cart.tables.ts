import { maxCartLines } from "@store/domain/cart.schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "../product/product.tables.ts";
import { visitorSessions } from "../session/session.tables.ts";
import { users } from "../user/user.tables.ts";

/** A visitor's cart: one per session (later also tied to the customer), keyed by cartId. */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The applied coupon's code (one per cart), or null. */
    couponCode: text("coupon_code"),
    /** Set when the cart is emailed: the link in the mail restores the cart by it. */
    shareToken: uuid("share_token"),
    /** When the restore link stops working: restoreLinkDays after the latest mail of the cart (ADR 017). */
    shareTokenExpiresAt: timestamp("share_token_expires_at", { withTimezone: true }),
    /**
     * How many lines the cart has, kept by a trigger on cart_lines (migration 0005): its CHECK makes the
     * maxCartLines cap hold under concurrency in the add's one statement (ADR 017).
     */
    lineCount: integer("line_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_session_idx").on(t.sessionId),
    index("carts_user_idx").on(t.userId),
    uniqueIndex("carts_share_token_idx").on(t.shareToken),
    check("carts_line_count_check", sql`${t.lineCount} between 0 and ${sql.raw(String(maxCartLines))}`),
  ],
);

/** One line per product: adding the product again raises the quantity (the unique index makes it an upsert). */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    warrantyId: text("warranty_id"),
    installId: text("install_id"),
    /**
     * A unit price a staff project carried into the cart (its price lock or the staff's price, cents),
     * honoured until `locked_until`; after it the catalogue's price applies (ADR 044).
     */
    lockedPrice: integer("locked_price"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_cart_product_idx").on(t.cartId, t.productId),
    check("cart_lines_quantity_check", sql`${t.quantity} between 1 and 999`),
    check(
      "cart_lines_locked_price_check",
      sql`(${t.lockedPrice} is null) = (${t.lockedUntil} is null) and (${t.lockedPrice} is null or ${t.lockedPrice} >= 0)`,
    ),
  ],
);

/** A coupon takes a percentage or an amount off. */
export const couponKind = pgEnum("coupon_kind", ["percent", "amount"]);

/** Coupon codes and their rules (ADR 013). */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    description: text("description").notNull(),
    kind: couponKind("kind").notNull(),
    /** Percent (1-100) or cents. */
    value: integer("value").notNull(),
    minSpend: integer("min_spend").notNull().default(0),
    /** Manufacturer name the coupon is limited to, or null. */
    brand: text("brand"),
    /** Category path the coupon is limited to ('kitchen' covers 'kitchen/ovens'), or null. */
    categoryUri: text("category_uri"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    singleUse: boolean("single_use").notNull().default(false),
  },
  (t) => [uniqueIndex("coupons_code_idx").on(t.code)],
);

/** Who has used a single-use coupon: a customer, or a guest's session. Written by checkout. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id").references(() => visitorSessions.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupon_redemptions_user_idx").on(t.couponId, t.userId),
    index("coupon_redemptions_session_idx").on(t.couponId, t.sessionId),
  ],
);
