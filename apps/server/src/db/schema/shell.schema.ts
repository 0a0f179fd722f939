import type { SalePlacement } from "@store/domain/sale.schema";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** Global settings; a row with a brand overrides the row without one. */
export const settings = pgTable(
  "settings",
  {
    id: serial("id").primaryKey(),
    brand: text("brand"),
    name: text("name").notNull(),
    value: text("value").notNull(),
  },
  (t) => [unique("settings_brand_name_key").on(t.brand, t.name).nullsNotDistinct()],
);

export const staticPages = pgTable(
  "static_pages",
  {
    id: serial("id").primaryKey(),
    brand: text("brand"),
    uri: text("uri").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    content: text("content").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("static_pages_brand_uri_key").on(t.brand, t.uri).nullsNotDistinct()],
);

export const alertBanners = pgTable(
  "alert_banners",
  {
    id: serial("id").primaryKey(),
    brand: text("brand"),
    bannerUrl: text("banner_url"),
    backgroundColor: text("background_color").notNull(),
    desktopContent: text("desktop_content").notNull(),
    mobileContent: text("mobile_content").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [index("alert_banners_starts_idx").on(t.startsAt)],
);

export interface SaleImageRow {
  src: string;
  alt: string;
  width: number;
  height: number;
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
