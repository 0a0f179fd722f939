import { paymentProviders } from "@store/domain/checkout.schema";
import { orderStatuses } from "@store/domain/order.schema";
import { attemptStatuses } from "@store/domain/payment-attempt";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { brandId, cardCurrency } from "../../payments/payments.tables.ts";
import { deliveryZones } from "../delivery/delivery.tables.ts";
import { products } from "../product/product.tables.ts";
import { visitorSessions } from "../session/session.tables.ts";
import { stores } from "../store/store.tables.ts";
import { users } from "../user/user.tables.ts";

export const orderStatus = pgEnum("order_status", orderStatuses);
export const paymentMethod = pgEnum("payment_method", paymentProviders);
/** A payment attempt's state (ADR 034): it only ever moves forward, by applyAttemptEvent. */
export const paymentAttemptStatus = pgEnum("payment_attempt_status", attemptStatuses);
/**
 * What a payment attempt pays for: the checkout's (the order's deposit or total), or the balance a
 * customer pays later from their account (ADR 031). The 3-D Secure return settles each its own way.
 */
export const paymentPurpose = pgEnum("payment_purpose", ["order", "balance"]);

export interface OrderAddress {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  deliveryInstructions?: string;
}

/**
 * One order per checkout (ADR 029). `cart_id` is the checkout's identity (the confirmation page's ?id
 * and the key that makes placing an order happen once), kept from the cart but not a reference to it:
 * the cart is deleted when the order is placed, the order stays.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    cartId: uuid("cart_id").notNull(),
    /** What the customer quotes: the brand's prefix and a number, e.g. AOL-100042. */
    reference: text("reference").notNull(),
    brand: brandId("brand").notNull(),
    currency: cardCurrency("currency").notNull(),
    status: orderStatus("status").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id").references(() => visitorSessions.id, { onDelete: "set null" }),
    /** The guest's mailed link opens the order with it. */
    accessToken: uuid("access_token").notNull().defaultRandom(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    newsletter: boolean("newsletter").notNull(),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>(),
    poNumber: text("po_number"),
    /** The trade buyer's ABN, 11 digits, on the trade brand's orders only (ADR 083). */
    abn: text("abn"),
    /** The delivery zone and day whose capacity the order holds (delivery module), or null. */
    deliveryZoneId: integer("delivery_zone_id").references(() => deliveryZones.id, { onDelete: "restrict" }),
    deliveryDate: date("delivery_date", { mode: "string" }),
    supplierDeliveries: jsonb("supplier_deliveries")
      .$type<{ supplier: string; date: string; price: number }[]>()
      .notNull(),
    deliveryServices: jsonb("delivery_services")
      .$type<{ sku: string; name: string; price: number }[]>()
      .notNull(),
    earlyNotification: boolean("early_notification").notNull().default(false),
    requestedDeliveryContact: boolean("requested_delivery_contact").notNull().default(false),
    requestedInstallationContact: boolean("requested_installation_contact").notNull().default(false),
    cashAndCarry: boolean("cash_and_carry").notNull().default(false),
    winningDeliveryOverride: boolean("winning_delivery_override").notNull().default(false),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    salespersonCode: text("salesperson_code"),
    /** Staff who placed it for the customer. */
    placedByUserId: integer("placed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    subtotal: integer("subtotal").notNull(),
    discountTotal: integer("discount_total").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    servicesTotal: integer("services_total").notNull(),
    total: integer("total").notNull(),
    /** What this checkout charges: the deposit, or the total. */
    amountDueNow: integer("amount_due_now").notNull(),
    amountPaid: integer("amount_paid").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp("placed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_cart_idx").on(t.cartId),
    uniqueIndex("orders_reference_idx").on(t.reference),
    index("orders_user_idx").on(t.userId, t.placedAt.desc()),
    check("orders_amounts_check", sql`${t.total} >= 0 and ${t.amountPaid} between 0 and ${t.total}`),
    check("orders_abn_check", sql`${t.abn} ~ '^[0-9]{11}$'`),
  ],
);

/** The numbers of order references. */
export const orderNumbers = pgTable("order_numbers", { id: serial("id").primaryKey() });

/** What was sold, as it was priced then. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sku: text("sku").notNull(),
    title: text("title").notNull(),
    brand: text("brand").notNull(),
    image: text("image").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    warranty: jsonb("warranty").$type<{ id: string; name: string; price: number } | null>(),
    install: jsonb("install").$type<{ id: string; name: string; price: number } | null>(),
    lineTotal: integer("line_total").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** The stock an order holds, store by store, so a cancelled order gives back exactly what it took. */
export const orderStock = pgTable(
  "order_stock",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_stock_order_idx").on(t.orderId)],
);

/** One payment attempt: its id is the reference the gateway keys idempotency on. */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: paymentMethod("method").notNull(),
    purpose: paymentPurpose("purpose").notNull().default("order"),
    status: paymentAttemptStatus("status").notNull(),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    pspReference: text("psp_reference"),
    refusalReason: text("refusal_reason"),
    errorCode: text("error_code"),
    /** e.g. 'Visa ending 4242': never more of the card. */
    cardSummary: text("card_summary"),
    /** The staff member who took a counter payment (cash, COD, charge account, other; ADR 037). */
    takenByUserId: integer("taken_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Cash: what the customer handed over and the change given, in cents (ADR 037). */
    tenderedAmount: integer("tendered_amount"),
    changeAmount: integer("change_amount"),
    /** Another method: how the customer pays and its reference, as staff recorded it (ADR 072). */
    staffReference: text("staff_reference"),
    /** Of `amount`, what has been captured and what of that refunded (ADR 034). */
    capturedAmount: integer("captured_amount").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** The provider's own word for the payment's state (e.g. AUTH_APPROVED), beside the mapped status. */
    providerStatus: text("provider_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    index("order_payments_waiting_idx").on(t.updatedAt).where(sql`${t.status} = 'requires_action'`),
    check("order_payments_amount_check", sql`${t.amount} > 0`),
    check(
      "order_payments_money_check",
      sql`${t.capturedAmount} between 0 and ${t.amount} and ${t.refundedAmount} between 0 and ${t.capturedAmount}`,
    ),
    check(
      "order_payments_cash_check",
      sql`(${t.tenderedAmount} is null and ${t.changeAmount} is null) or (${t.changeAmount} >= 0 and ${t.tenderedAmount} = ${t.amount} + ${t.changeAmount})`,
    ),
    check(
      "order_payments_staff_reference_check",
      sql`${t.staffReference} is null or length(${t.staffReference}) between 3 and 100`,
    ),
    // At most one balance payment in flight per order: the last word under the order's row lock (ADR 031)
    uniqueIndex("order_payments_open_balance_idx")
      .on(t.orderId)
      .where(sql`${t.purpose} = 'balance' and ${t.status} in ('created', 'requires_action')`),
  ],
);

/**
 * Every provider event (a return, a poll's answer, a webhook) and every staff action on a payment attempt,
 * recorded before it is applied (ADR 034): the insert with `on conflict do nothing` decides the one caller
 * that applies it, so a duplicate is harmless. `result` says what applying it did.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    /** Who sent it: a provider ('card', 'zip-in-store', 'afterpay'...) or 'staff' for the orders desk. */
    provider: text("provider").notNull(),
    /** The provider's event id, or the staff action's idempotency key. */
    eventId: text("event_id").notNull(),
    paymentId: uuid("payment_id").references(() => orderPayments.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amount: integer("amount"),
    result: text("result"),
    reason: text("reason"),
    /** The staff member who did it; null for a provider's event. */
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId),
    index("payment_events_payment_idx").on(t.paymentId),
  ],
);

/**
 * The first answer to an Idempotency-Key (reference/payments.md, Stripe's rules): the same key and
 * body get it again; the same key with another body is refused; a key still in flight answers 409.
 */
export const checkoutRequests = pgTable("checkout_requests", {
  key: text("key").primaryKey(),
  cartId: uuid("cart_id").notNull(),
  bodyHash: text("body_hash").notNull(),
  status: integer("status"),
  answer: jsonb("answer"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
