import { sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { cookingDemos } from "../../modules/cooking-demo/cooking-demo.tables.ts";
import type { Db } from "../client.ts";
import { seedCatalogue } from "./catalogue.seed.ts";
import { seedContent } from "./content.seed.ts";
import { seedCoupons } from "./coupons.seed.ts";
import { seedDelivery } from "./delivery.seed.ts";
import { seedLocalities } from "./localities.seed.ts";
import { seedProductData } from "./product-data.seed.ts";
import { seedDemoProjects, seedReferrers } from "./projects.seed.ts";
import { seedPromotions } from "./promotions.seed.ts";
import { seedDemoReminders } from "./reminders.seed.ts";
import { seedStores } from "./stores.seed.ts";
import { seedUsers } from "./users.seed.ts";

export interface SeedOptions {
  /** How many products to generate (the same products, in the same order, every run). */
  products: number;
  /**
   * Seed the demo accounts (published password `Demo-password-1`, staff and admin included)? Asked
   * for explicitly by every caller: never into a production database by default (ADR 019).
   */
  demoAccounts: boolean;
  log?: (message: string) => void;
  /**
   * Recomputes the catalogue's derived data once the products are in (the product module's
   * `refreshCatalogueDerivedData`): passed in, so the seed knows the modules' tables only (ADR 023).
   */
  refreshDerived: (db: Db) => Promise<void>;
}

/**
 * Fills empty tables with the demo store: content and settings, stores, localities,
 * demo accounts when asked, the catalogue, then data derived from products (stock, prices, cooking demos).
 * Cooking demos are written last, so `isSeeded` is only true once the rest is in.
 * No transaction: PGlite has one connection, and a long transaction would block it.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    log(`${label} (${Math.round(performance.now() - started)} ms)`);
    return result;
  };

  await timed("settings, alert banner, sales and static pages", () => seedContent(db));
  await timed("coupons", () => seedCoupons(db));
  const storeIds = await timed("stores", () => seedStores(db));
  const places = await timed("localities", () => seedLocalities(db));
  log(`localities: ${places.au} AU, ${places.nz} NZ`);
  if (options.demoAccounts) await timed("demo accounts", () => seedUsers(db, storeIds));
  await timed(`catalogue of ${options.products} products`, () => seedCatalogue(db, options.products, log));
  await timed("delivery zones, suppliers and services", () => seedDelivery(db));
  await timed("promotions", () => seedPromotions(db));
  await timed("project referrers", () => seedReferrers(db));
  if (options.demoAccounts) await timed("demo projects", () => seedDemoProjects(db));
  if (options.demoAccounts) await timed("demo reminders", () => seedDemoReminders(db));
  await timed("listing ranks, facet counts and planner statistics", () => options.refreshDerived(db));
  await timed("stock, price history, competitor prices and cooking demos", () => seedProductData(db));
}

/** SEED_DEMO_ACCOUNTS: 'auto' seeds them into the embedded database only, never into DATABASE_URL's. */
export function wantsDemoAccounts(config: Pick<Config, "SEED_DEMO_ACCOUNTS" | "DATABASE_URL">): boolean {
  if (config.SEED_DEMO_ACCOUNTS === "auto") return !config.DATABASE_URL;
  return config.SEED_DEMO_ACCOUNTS === "true";
}

/** True once the seed finished: cooking demos are the last thing it writes. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: cookingDemos.id }).from(cookingDemos).limit(1);
  return rows.length > 0;
}

/** Empties the catalogue tables and restarts their ids. */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`TRUNCATE TABLE promotion_products, products, product_brands, categories, category_facets, stock_levels, price_history, competitor_prices, cooking_demos RESTART IDENTITY CASCADE`,
  );
}

/** Empties every table the seed fills (catalogue, content, stores, localities, users, coupons) and visitors' carts and mail for a full reseed. */
export async function clearSeedData(db: Db): Promise<void> {
  await clearCatalogue(db);
  await db.execute(
    sql`TRUNCATE TABLE projects, project_referrers, settings, alert_banners, promotions, sales, static_pages, stores, localities, users, visitor_sessions, compare_items, carts, cart_lines, coupons, coupon_redemptions, mail_outbox, delivery_zones, delivery_postcode_ranges, delivery_day_overrides, delivery_capacity, delivery_suppliers, delivery_services RESTART IDENTITY CASCADE`,
  );
}
