import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A visitor's compare list: at most three products per session (storefront s.3). */
export const compareItems = pgTable(
  "compare_items",
  {
    sessionId: text("session_id").notNull(),
    productId: integer("product_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.productId] }),
    index("compare_items_session_idx").on(t.sessionId, t.addedAt),
  ],
);
