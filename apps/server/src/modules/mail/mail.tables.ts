import { customType, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * 'outbox' (no SMTP: kept here only), 'queued' (waiting for a worker, or for its next attempt),
 * 'sending' (a worker holds it: no other will send it), 'sent' (SMTP accepted it) or 'failed'
 * (every attempt refused).
 */
export const mailStatus = pgEnum("mail_status", ["outbox", "queued", "sending", "sent", "failed"]);

/**
 * Every mail the store sends (ADR 014, 020): a request writes the row and, with SMTP configured, a
 * delivery job in the same transaction; a worker sends it. Without SMTP it is the outbox the dev
 * mailbox lists.
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
    /**
     * The visitor session that asked for it, as a rate-limit key. Deliberately not a foreign key: mail
     * sits below session in the module order (ADR 023), and a sent mail outlives the session that asked.
     */
    sessionId: text("session_id"),
    status: mailStatus("status").notNull(),
    /** The last failed attempt's error, as jobErrorSummary writes it (no address). */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_session_idx").on(t.sessionId, t.createdAt),
  ],
);

/** Bytes in PostgreSQL (node-postgres reads a Buffer, PGlite a Uint8Array: both are taken as bytes). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A file sent with a mail (a quote's PDF, ADR 049): written with its outbox row in one transaction, so
 * the delivery worker finds the mail whole; it goes when the mail goes.
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: serial("id").primaryKey(),
    mailId: integer("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachments_mail_idx").on(t.mailId)],
);
