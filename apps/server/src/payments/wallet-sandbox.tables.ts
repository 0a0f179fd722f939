import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { brandId, cardCurrency } from "./payments.tables.ts";

export const walletKind = pgEnum("wallet_kind", ["ApplePay", "GooglePay"]);

/**
 * Apple's merchant sessions as the sandbox 'Apple' issued them (ADR 040): single-use (the payment sheet
 * that starts with one uses it up) and accepted for 5 minutes.
 */
export const walletMerchantSessions = pgTable("wallet_merchant_sessions", {
  id: text("id").primaryKey(),
  brand: brandId("brand").notNull(),
  domainName: text("domain_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * The tokens the sandbox payment sheet returned (ADR 040): only the SHA-256 of the token is kept; the
 * token is bound to its wallet, brand, amount and currency, names the sheet's test card (an id, never a
 * number) and, for Apple Pay, the merchant session it used. The first payment that presents it claims
 * it (`used_by`): another payment presenting it is a replay.
 */
export const walletSandboxTokens = pgTable(
  "wallet_sandbox_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    wallet: walletKind("wallet").notNull(),
    brand: brandId("brand").notNull(),
    amount: integer("amount").notNull(),
    currency: cardCurrency("currency").notNull(),
    card: text("card").notNull(),
    merchantSessionId: text("merchant_session_id")
      .unique()
      .references(() => walletMerchantSessions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedBy: text("used_by"),
  },
  (t) => [
    index("wallet_sandbox_tokens_created_idx").on(t.createdAt),
    check("wallet_sandbox_tokens_amount_check", sql`${t.amount} > 0`),
  ],
);
