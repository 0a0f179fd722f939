import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Facet counts per category (0 = the whole catalogue): brands and specification values, derived
 * from the products by catalogue-derived.ts whenever the catalogue is loaded or changed.
 */
export const categoryFacets = pgTable(
  "category_facets",
  {
    categoryId: integer("category_id").notNull(),
    kind: text("kind", { enum: ["brand", "spec"] }).notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("category_facets_category_idx").on(t.categoryId, t.kind)],
);
