import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "../product/product.tables.ts";
import { visitorSessions } from "../session/session.tables.ts";
import { users } from "../user/user.tables.ts";

/** A visitor's compare list: at most three products per session (storefront s.3). */
export const compareItems = pgTable(
  "compare_items",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The customer signed in to the session, so the list follows them to their next sign-in (ADR 025). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.productId] }),
    index("compare_items_session_idx").on(t.sessionId, t.addedAt),
    index("compare_items_user_idx").on(t.userId),
  ],
);
