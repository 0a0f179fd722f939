import { type ServerType, serve } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp, type StoreApp } from "./app.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { type CacheRegistry, cacheRegistryFor } from "./cache/cache-registry.ts";
import { type Config, loadConfig } from "./config.ts";
import { type Database, migrateDatabase, openDatabase } from "./db/client.ts";
import { clearSeedData, isSeeded, seedDatabase, wantsDemoAccounts } from "./db/seed/seed.ts";
import { demoPassword, presentDemoAccounts } from "./db/seed/users.seed.ts";
import { refreshCatalogueDerivedData } from "./modules/product/product.read-model.ts";
import { resolveSessionSecret } from "./modules/session/session-secret.ts";

/** The configuration, or the process ends with the message naming every bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** A store ready to serve: its database (migrated, seeded), the session key and the API app. */
export interface OpenStore {
  database: Database;
  app: StoreApp;
  sessionSecret: string;
  /** The app's caches (ADR 021): whatever changes catalogue data calls `caches.invalidate("catalogue")`. */
  caches: CacheRegistry;
  /** Stops this process's job workers (background-jobs.ts), once jobs in progress have finished. */
  stopBackground(): Promise<void>;
}

/**
 * The bootstrap every entry shares (main.ts, api-main.ts, dev.ts): config -> database -> migrate ->
 * seed if empty -> session key -> jobs (and this process's workers, ADR 020) -> createApp.
 */
export async function openStore(config: Config, logger: Logger): Promise<OpenStore> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleClientError: (error) => logger.warn({ err: error }, "database connection closed by the server"),
  });
  await migrateDatabase(database);
  if (!(await isSeeded(database.db))) {
    // A start that died mid-seed leaves part of the data: start the demo data again from empty.
    await clearSeedData(database.db);
    const started = performance.now();
    await seedDatabase(database.db, {
      products: config.SEED_PRODUCTS,
      demoAccounts: wantsDemoAccounts(config),
      log: (message) => logger.info(message),
      refreshDerived: refreshCatalogueDerivedData,
    });
    logger.info({ ms: Math.round(performance.now() - started) }, "demo data loaded");
  }
  if (config.NODE_ENV === "production") {
    const accounts = await presentDemoAccounts(database.db);
    if (accounts.length > 0)
      logger.warn(
        { accounts: accounts.slice(0, 3), count: accounts.length },
        `demo accounts with the published password '${demoPassword}' exist in this production database: delete them or change their passwords`,
      );
  }
  const sessionSecret = await resolveSessionSecret(config, database.db);
  const caches = cacheRegistryFor(config);
  const background = await startBackgroundJobs(database.db, config, logger, caches);
  const app = createApp({ db: database.db, config, logger, sessionSecret, caches, jobs: background.jobs });
  return { database, app, sessionSecret, caches, stopBackground: background.stop };
}

/**
 * Listens on PORT and HOST; SIGTERM and SIGINT close the server, then `onClose` (render threads),
 * then the database, and end the process.
 */
export function listen(
  store: OpenStore,
  config: Config,
  logger: Logger,
  options: { details?: Record<string, unknown>; onClose?: () => Promise<void> } = {},
): ServerType {
  const server = serve({ fetch: store.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, database: store.database.kind, brand: config.BRAND, ...options.details },
      `store listening on http://localhost:${info.port}`,
    );
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await store.stopBackground();
      await options.onClose?.();
      await store.database.close();
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
