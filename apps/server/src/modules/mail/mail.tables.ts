import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every mail the store sends: with SMTP configured it records what was handed over, without SMTP it is
 * the outbox the dev mailbox lists (ADR 014).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What sent it ('cart'), for rate limits and the mailbox. */
    kind: text("kind").notNull(),
    /** The visitor session that asked for it, for rate limits. */
    sessionId: text("session_id"),
    /** 'outbox' (kept here only), 'sent' (SMTP accepted it) or 'failed'. */
    status: text("status", { enum: ["outbox", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_session_idx").on(t.sessionId, t.createdAt),
  ],
);
