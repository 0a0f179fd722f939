import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orderPayments } from "../order/order.tables.ts";
import { visitorSessions } from "../session/session.tables.ts";
import { users } from "../user/user.tables.ts";

export const handOffWithdrawal = pgEnum("hand_off_withdrawal", ["cancelled", "expired"]);

/**
 * QR hand-offs (ADR 043): a redirect payment of a staff checkout handed to the customer's phone by a
 * link. Only the SHA-256 of the link's token is kept; one hand-off per payment (a new QR code for the
 * same payment replaces the token). The first phone session that goes on to the provider owns the link
 * (`started_session_id`): another phone is refused, and only that phone's return is accepted.
 */
export const paymentHandOffs = pgTable(
  "payment_hand_offs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => orderPayments.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    startedSessionId: text("started_session_id").references(() => visitorSessions.id, {
      onDelete: "set null",
    }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnAs: handOffWithdrawal("withdrawn_as"),
  },
  (t) => [check("payment_hand_offs_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`)],
);
