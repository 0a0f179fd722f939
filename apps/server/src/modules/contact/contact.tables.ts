import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../user/user.tables.ts";

/**
 * Messages shoppers send the team (ADR 061), from the contact panel or the contact page. Each is also
 * mailed to the brand's ContactUsEmail; the row is the record that it was received, and staff mark it
 * handled in the inbox.
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
    /** When staff marked it handled in the inbox; null while it is open (reopening clears it). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** Who marked it handled; kept null if that account is deleted. */
    handledByUserId: integer("handled_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("contact_messages_created_idx").on(t.brand, t.createdAt)],
);
