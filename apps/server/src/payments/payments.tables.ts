import { brandIds } from "@store/domain/brands";
import { cardSchemes } from "@store/domain/card-number";
import { redirectProviders } from "@store/domain/redirect-payment";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { CardOutcome } from "./payment-gateway.ts";

/**
 * Card encryption key pairs (ADR 028): the certificate browsers encrypt card details to, and the private
 * key only the card gateway decrypts with. Generated on first start when CARD_ENCRYPTION_KEYS is unset and
 * kept here so every process shares them (like the session key, ADR 019): the first insert wins.
 */
export const cardEncryptionKeys = pgTable("card_encryption_keys", {
  name: text("name").primaryKey(),
  certificate: text("certificate").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The store brands (the brand a payment was taken for). */
export const brandId = pgEnum("brand_id", brandIds);
export const cardCurrency = pgEnum("card_currency", ["AUD", "NZD"]);
export const cardScheme = pgEnum("card_scheme", cardSchemes);
export const cardSandboxState = pgEnum("card_sandbox_state", [
  "challenge",
  "authorised",
  "refused",
  "error",
  "voided",
  "partly_refunded",
  "refunded",
]);
/** What a 3-D Secure challenge leads to once answered: the test card decides. */
export const cardSandboxAfterChallenge = pgEnum("card_sandbox_after_challenge", ["approve", "decline"]);
export const cardChallengeResult = pgEnum("card_challenge_result", ["passed", "failed"]);

/**
 * The sandbox acquirer's payments (ADR 028), keyed by the store's reference: a repeated reference finds
 * its first payment and answers its outcome. Holds the last four digits and the scheme, never the
 * number, expiry or security code.
 */
export const cardSandboxPayments = pgTable(
  "card_sandbox_payments",
  {
    reference: text("reference").primaryKey(),
    pspReference: text("psp_reference").notNull().unique(),
    brand: brandId("brand").notNull(),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    state: cardSandboxState("state").notNull(),
    last4: text("last4"),
    scheme: cardScheme("scheme"),
    /** The outcome authorise answered, replaced by the final one once a challenge is completed. */
    outcome: jsonb("outcome").$type<CardOutcome>().notNull(),
    afterChallenge: cardSandboxAfterChallenge("after_challenge"),
    returnUrl: text("return_url"),
    challengeResult: cardChallengeResult("challenge_result"),
    /** SHA-256 (base64url) of the secret the challenge posted back: proof the post came from the challenge. */
    challengeTokenHash: text("challenge_token_hash"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("card_sandbox_payments_state_idx").on(t.state, t.createdAt)],
);

/** Refunds of sandbox payments, one per refund reference: a retried refund finds the first. */
export const cardSandboxRefunds = pgTable(
  "card_sandbox_refunds",
  {
    paymentReference: text("payment_reference")
      .notNull()
      .references(() => cardSandboxPayments.reference, { onDelete: "cascade" }),
    refundReference: text("refund_reference").notNull(),
    pspReference: text("psp_reference").notNull().unique(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paymentReference, t.refundReference] })],
);

/**
 * Encrypted card payloads already used (SHA-256 of the JWE), and for which payment: the same payload for
 * another payment is a replay and refused. Payloads older than a day are refused as stale anyway, so
 * rows older than that can go. Not a foreign key, on purpose: the row is written before the payment,
 * because it decides whether there will be one.
 */
export const cardPayloadsSeen = pgTable(
  "card_payloads_seen",
  {
    digest: text("digest").primaryKey(),
    reference: text("reference").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("card_payloads_seen_at_idx").on(t.seenAt)],
);

/** Where a payment stands at the real card acquirer (ADR 076); `sent`: asked, no answer heard yet. */
export const cardAcquirerState = pgEnum("card_acquirer_state", [
  "sent",
  "challenge",
  "authorised",
  "refused",
  "error",
  "voided",
  "partly_refunded",
  "refunded",
]);

/** One refund of a real acquirer's payment, by the store's refund reference. */
export interface CardAcquirerRefund {
  amount: number;
  /** The acquirer's reference of the refund, once it answered. */
  pspReference: string | null;
  /** `received`: asked and accepted; `refunded` or `failed`: what the acquirer's notification said. */
  state: "received" | "refunded" | "failed";
}

/**
 * The real card acquirer's payments (ADR 076), by the store's reference: Adyen cannot be asked by the
 * store's reference, so what it answered and what its notifications said are kept here and `status` reads
 * them. `notifications` lists the notifications applied (event code, psp reference, success), so each is
 * applied once. Never the card number, expiry or security code.
 */
export const cardAcquirerPayments = pgTable(
  "card_acquirer_payments",
  {
    reference: text("reference").primaryKey(),
    pspReference: text("psp_reference").unique(),
    state: cardAcquirerState("state").notNull(),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    /** The outcome authorise or the challenge answered; null until the acquirer has answered. */
    outcome: jsonb("outcome").$type<CardOutcome>(),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    refunds: jsonb("refunds").$type<Record<string, CardAcquirerRefund>>().notNull().default({}),
    notifications: jsonb("notifications").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("card_acquirer_payments_state_idx").on(t.state, t.createdAt),
    check(
      "card_acquirer_payments_amounts",
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

export const zipSandboxState = pgEnum("zip_sandbox_state", [
  "pending",
  "approved",
  "declined",
  "cancelled",
  "expired",
]);

/**
 * The Zip in-store sandbox's purchase requests (ADR 035), keyed by the store's reference: a repeated
 * request finds its first purchase. The device code is what the customer's app showed, nothing more.
 */
export const zipSandboxPurchases = pgTable(
  "zip_sandbox_purchases",
  {
    reference: text("reference").primaryKey(),
    providerReference: text("provider_reference").notNull().unique(),
    brand: brandId("brand").notNull(),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    deviceCode: text("device_code").notNull(),
    state: zipSandboxState("state").notNull(),
    reason: text("reason"),
    /** Of an approved purchase, what the store has refunded (ADR 038). */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("zip_sandbox_purchases_code_idx").on(t.deviceCode, t.state),
    check("zip_sandbox_purchases_amount_check", sql`${t.amount} > 0`),
    check("zip_sandbox_purchases_refunded_check", sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

export const redirectSandboxProvider = pgEnum("redirect_sandbox_provider", redirectProviders);
export const redirectSandboxState = pgEnum("redirect_sandbox_state", [
  "awaiting_shopper",
  "approved",
  "referred",
  "captured",
  "declined",
  "cancelled",
  "expired",
  "refunded",
]);
export const redirectSandboxCancelledBy = pgEnum("redirect_sandbox_cancelled_by", ["shopper", "merchant"]);

/**
 * The redirect sandboxes' checkouts (Afterpay, Zip online, PayPal, Klarna, Humm; ADR 036, 042), keyed by
 * the store's reference: a repeated create finds the first checkout. `token` is what the provider's
 * return names. The shopper's email is all that is kept of them.
 */
export const redirectSandboxCheckouts = pgTable(
  "redirect_sandbox_checkouts",
  {
    reference: text("reference").primaryKey(),
    provider: redirectSandboxProvider("provider").notNull(),
    token: text("token").notNull().unique(),
    brand: brandId("brand").notNull(),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    payLater: boolean("pay_later").notNull().default(false),
    state: redirectSandboxState("state").notNull(),
    reason: text("reason"),
    cancelledBy: redirectSandboxCancelledBy("cancelled_by"),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    /** Where the provider's server tells the store (Humm's x_url_callback); null: its webhooks go to the store's. */
    notifyUrl: text("notify_url"),
    shopperEmail: text("shopper_email").notNull(),
    /** Klarna: the authorization token the widget issued once the shopper authorised (valid 60 minutes). */
    authorizationToken: text("authorization_token").unique(),
    captureId: text("capture_id"),
    capturedAmount: integer("captured_amount").notNull().default(0),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The checkout's lapse while awaiting the shopper; the authorisation's once approved. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("redirect_sandbox_checkouts_state_idx").on(t.provider, t.state),
    check("redirect_sandbox_checkouts_amount_check", sql`${t.amount} > 0`),
    check(
      "redirect_sandbox_checkouts_money_check",
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount} and ${t.capturedAmount} <= ${t.amount}`,
    ),
  ],
);

/** Refunds of redirect sandbox payments, one per refund reference: a retried refund finds the first. */
export const redirectSandboxRefunds = pgTable(
  "redirect_sandbox_refunds",
  {
    paymentReference: text("payment_reference")
      .notNull()
      .references(() => redirectSandboxCheckouts.reference, { onDelete: "cascade" }),
    refundReference: text("refund_reference").notNull(),
    refundId: text("refund_id").notNull().unique(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paymentReference, t.refundReference] })],
);

/**
 * Captures of approved redirect sandbox authorisations by the orders desk (ADR 043), one per capture
 * reference (the desk action's key): a retried capture finds the first.
 */
export const redirectSandboxCaptures = pgTable(
  "redirect_sandbox_captures",
  {
    paymentReference: text("payment_reference")
      .notNull()
      .references(() => redirectSandboxCheckouts.reference, { onDelete: "cascade" }),
    captureReference: text("capture_reference").notNull(),
    captureId: text("capture_id").notNull().unique(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentReference, t.captureReference] }),
    check("redirect_sandbox_captures_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * What a real redirect provider's adapter keeps of each of the store's payments (ADR 042), as neither
 * Klarna nor Humm can be asked by the store's reference: Klarna's hosted page session (`token`), payment
 * session and order; Humm's signed request, the last signed answer its adapter verified (Humm's only word
 * on a purchase) and its refunds by reference. Unused while the sandboxes serve.
 */
export const redirectProviderRecords = pgTable(
  "redirect_provider_records",
  {
    provider: redirectSandboxProvider("provider").notNull(),
    reference: text("reference").notNull(),
    token: text("token").notNull(),
    sessionId: text("session_id"),
    orderId: text("order_id"),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    /** Humm: the request's fields before signing (signed again with the key when asked). */
    request: jsonb("request").$type<Record<string, string>>(),
    /** Humm: the last verified signed answer (its x_ fields). */
    answer: jsonb("answer").$type<Record<string, string>>(),
    /** The store gave the payment up before the provider answered. */
    cancelled: boolean("cancelled").notNull().default(false),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** Refunds by the store's refund reference: 'pending' until the provider answered. */
    refunds: jsonb("refunds")
      .$type<Record<string, { amount: number; state: "pending" | "done" }>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.reference] }),
    index("redirect_provider_records_token_idx").on(t.provider, t.token),
    check("redirect_provider_records_amount_check", sql`${t.amount} > 0`),
  ],
);

/** Refunds of sandbox Zip purchases, one per refund reference: a retried refund finds the first (ADR 038). */
export const zipSandboxRefunds = pgTable(
  "zip_sandbox_refunds",
  {
    purchaseReference: text("purchase_reference")
      .notNull()
      .references(() => zipSandboxPurchases.reference, { onDelete: "cascade" }),
    refundReference: text("refund_reference").notNull(),
    refundId: text("refund_id").notNull().unique(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.purchaseReference, t.refundReference] })],
);

/**
 * The sandboxes' webhooks (ADR 039): each event a sandbox sends, delivered at least once by the job
 * queue with retries (the id is the event id the store processes once), with how delivery went.
 */
export const sandboxWebhooks = pgTable(
  "sandbox_webhooks",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    brand: brandId("brand").notNull(),
    /** The store's payment reference. */
    reference: text("reference").notNull(),
    type: text("type").notNull(),
    deliveries: integer("deliveries").notNull().default(0),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_webhooks_reference_idx").on(t.reference)],
);
