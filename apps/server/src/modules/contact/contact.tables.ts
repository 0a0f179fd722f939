import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages shoppers send the team (ADR 061), from the contact panel or the contact page. Each is also
 * mailed to the brand's ContactUsEmail; the row is the record that it was received.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    brand: text("brand").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** The store page it was sent from. */
    page: text("page"),
    /** The visitor session that sent it, as a rate-limit key (not a foreign key: it outlives the session). */
    sessionId: text("session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.brand, t.createdAt)],
);
