import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../user/user.tables.ts";

/** What a mailed link does (ADR 025). */
export const accountTokenPurpose = pgEnum("account_token_purpose", ["confirm-email", "reset-password"]);

/**
 * Single-use links mailed to an account: only the SHA-256 of the token is kept, so a copy of the table
 * cannot confirm or reset anything. `used_at` is set by the one UPDATE that redeems it.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: accountTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address a confirmation is for (a changed email is confirmed at its new address). */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_idx").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId),
  ],
);

/** A customer's saved delivery addresses (storefront s.3 "Address"). */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    streetAddress: text("street_address").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.id),
    check("addresses_country_check", sql`${t.country} in ('AU', 'NZ')`),
  ],
);

/** A social sign-in identity (provider and its subject) linked to an account (ADR 026). */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_provider_subject_idx").on(t.provider, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);

/**
 * One-time sign-in codes (OTPEnabled, ADR 060): one row per account (a new request replaces it), the
 * code kept only as an HMAC keyed by the session secret. `used_at` is set by the one UPDATE that
 * redeems it; `tries` counts wrong codes (5 and it is dead).
 */
export const signInCodes = pgTable("sign_in_codes", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  tries: integer("tries").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
