import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
