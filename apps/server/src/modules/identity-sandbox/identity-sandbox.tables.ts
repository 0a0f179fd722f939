import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Authorization codes of the sandbox identity provider (ADR 026): issued by the sign-in form, redeemed
 * once by the token call (deleted as it is read). In the database, not in memory, because the browser's
 * form post and the store's code exchange may reach two different processes.
 */
export const identitySandboxCodes = pgTable(
  "identity_sandbox_codes",
  {
    /** SHA-256 of the code (base64url): a leaked table redeems nothing. */
    codeHash: text("code_hash").primaryKey(),
    clientId: text("client_id").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    /** The PKCE S256 challenge the token call's verifier must hash to. */
    codeChallenge: text("code_challenge").notNull(),
    nonce: text("nonce").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull(),
    givenName: text("given_name").notNull(),
    familyName: text("family_name").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("identity_sandbox_codes_expires_idx").on(t.expiresAt)],
);
