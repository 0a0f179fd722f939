import { externalProviders } from "@store/domain/account.schema";
import { index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { visitorSessions } from "../session/session.tables.ts";

/** The social sign-in providers (ADR 026). */
export const externalProvider = pgEnum("external_provider", externalProviders);

/**
 * A social sign-in under way (ADR 026): written when the store sends the browser to the provider, taken
 * (deleted as it is read) when the provider sends it back. It binds the callback to the session that
 * started it and keeps the PKCE verifier and the provider nonce on the server.
 */
export const externalLoginStates = pgTable(
  "external_login_states",
  {
    /** SHA-256 of the `state` parameter (base64url): the value itself only travels in URLs. */
    stateHash: text("state_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    provider: externalProvider("provider").notNull(),
    /** PKCE (RFC 7636): the secret the token call proves the code's request with. */
    codeVerifier: text("code_verifier").notNull(),
    /** The nonce sent to the provider, which its id_token must carry back. */
    providerNonce: text("provider_nonce").notNull(),
    /** The browser's nonce for the store's own identity token (storefront s.4), handed back at the end. */
    clientNonce: text("client_nonce").notNull(),
    /** The brand origin the sign-in started from: the callback address and where the browser returns. */
    origin: text("origin").notNull(),
    returnUrl: text("return_url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("external_login_states_session_idx").on(t.sessionId, t.createdAt),
    index("external_login_states_expires_idx").on(t.expiresAt),
  ],
);
