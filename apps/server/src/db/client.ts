import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as externalLoginTables from "../modules/account/external-login.tables.ts";
import * as alertBannerTables from "../modules/alert-banner/alert-banner.tables.ts";
import * as cartTables from "../modules/cart/cart.tables.ts";
import * as compareTables from "../modules/compare/compare.tables.ts";
import * as cookingDemoTables from "../modules/cooking-demo/cooking-demo.tables.ts";
import * as deliveryTables from "../modules/delivery/delivery.tables.ts";
import * as identitySandboxTables from "../modules/identity-sandbox/identity-sandbox.tables.ts";
import * as localityTables from "../modules/locality/locality.tables.ts";
import * as mailTables from "../modules/mail/mail.tables.ts";
import * as orderTables from "../modules/order/order.tables.ts";
import * as productTables from "../modules/product/product.tables.ts";
import * as projectTables from "../modules/project/project.tables.ts";
import * as rateLimitTables from "../modules/rate-limit/rate-limit.tables.ts";
import * as saleTables from "../modules/sale/sale.tables.ts";
import * as searchTables from "../modules/search/search.tables.ts";
import * as sessionTables from "../modules/session/session.tables.ts";
import * as settingsTables from "../modules/settings/settings.tables.ts";
import * as staticPagesTables from "../modules/static-pages/static-pages.tables.ts";
import * as storeTables from "../modules/store/store.tables.ts";
import * as userTables from "../modules/user/user.tables.ts";
import * as paymentsTables from "../payments/payments.tables.ts";
import * as walletSandboxTables from "../payments/wallet-sandbox.tables.ts";

/** Every module's tables (each module owns its own: modules/<m>/<m>.tables.ts). */
export const schema = {
  ...externalLoginTables,
  ...alertBannerTables,
  ...cartTables,
  ...compareTables,
  ...cookingDemoTables,
  ...deliveryTables,
  ...identitySandboxTables,
  ...localityTables,
  ...mailTables,
  ...orderTables,
  ...productTables,
  ...projectTables,
  ...rateLimitTables,
  ...saleTables,
  ...searchTables,
  ...sessionTables,
  ...settingsTables,
  ...staticPagesTables,
  ...storeTables,
  ...userTables,
  ...paymentsTables,
  ...walletSandboxTables,
};
export type Schema = typeof schema;
/** The one database type every service takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, "migrations");

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when dataDir is null).
 * `onIdleClientError` hears of a pooled connection the server closed while it was idle (a restart, an
 * administrator, a dropped test database); the pool drops it and the next query opens another.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  onIdleClientError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, node-postgres turns such an error into an uncaught exception.
    pool.on("error", options.onIdleClientError ?? (() => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

/** Creates extensions drizzle-kit does not, then applies the SQL migrations. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  if (database.kind === "postgres") {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
