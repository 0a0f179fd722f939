import type { SalePlacement } from "@store/domain/sale.schema";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

interface SaleArtRow {
  src: string;
  width: number;
  height: number;
}

/** A placement's picture: md's art, and the narrower breakpoints' when the placement has them. */
export interface SaleImageRow extends SaleArtRow {
  alt: string;
  sources?: { xs?: SaleArtRow; sm?: SaleArtRow };
}

export const sales = pgTable(
  "sales",
  {
    id: serial("id").primaryKey(),
    brand: text("brand"),
    name: text("name").notNull(),
    url: text("url").notNull().default("/sale"),
    colour: text("colour").notNull().default("#c4102b"),
    baseImagePath: text("base_image_path").notNull(),
    images: jsonb("images").$type<Partial<Record<SalePlacement, SaleImageRow>>>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    priority: integer("priority").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("sales_window_idx").on(t.startsAt, t.endsAt)],
);
