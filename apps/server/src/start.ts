import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp, type StoreApp } from "./app.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { startCacheBus } from "./cache/cache-bus.ts";
import { type CacheRegistry, cacheRegistryFor } from "./cache/cache-registry.ts";
import { type Config, loadConfig } from "./config.ts";
import { type Database, migrateDatabase, openDatabase } from "./db/client.ts";
import { clearSeedData, isSeeded, seedDatabase, wantsDemoAccounts } from "./db/seed/seed.ts";
import { demoPassword, presentDemoAccounts } from "./db/seed/users.seed.ts";
import { StoreResponse } from "./http/store-response.ts";
import { createLogger } from "./logger.ts";
import { refreshCatalogueDerivedData } from "./modules/product/product.read-model.ts";
import { resolveSessionSecret } from "./modules/session/session-secret.ts";
import { CardEncryptionKeys } from "./payments/card-encryption-keys.ts";
import { cardSandboxMounted } from "./payments/card-sandbox.ts";
import type { WebPages } from "./web-handler.ts";

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
  /** Stops this process's job workers (background-jobs.ts), once jobs in progress have finished, and its cache bus. */
  stopBackground(): Promise<void>;
}

/**
 * The bootstrap every entry shares (through createServer): database -> migrate -> seed if empty ->
 * session key -> jobs (and this process's workers, ADR 020) -> createApp (with the pages, once ready).
 */
export async function openStore(
  config: Config,
  logger: Logger,
  pages?: WebPages | Promise<WebPages>,
): Promise<OpenStore> {
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
    if (config.IDENTITY_SANDBOX === "true")
      logger.warn(
        "IDENTITY_SANDBOX=true in production: anyone can sign in as a new account through the sandbox provider (ADR 026)",
      );
    if (config.PAYMENT_SANDBOX === "true")
      logger.warn(
        "PAYMENT_SANDBOX=true in production: every payment method without a real provider goes to its sandbox and no money moves (ADR 028, 029)",
      );
  }
  // ADR 042, 073, 074, 075, 076, 078: which card acquirer, Afterpay, Klarna, Humm, Zip, PayPal and wallets this process pays with
  const sandboxOrOff = cardSandboxMounted(config) ? "sandbox" : "off";
  logger.info(
    {
      card: config.ADYEN_API_KEY ? `Adyen ${config.ADYEN_CHECKOUT_URL}` : sandboxOrOff,
      afterpay: config.AFTERPAY_MERCHANT_ID ? config.AFTERPAY_API_URL : sandboxOrOff,
      klarna: config.KLARNA_USERNAME ? config.KLARNA_API_URL : sandboxOrOff,
      humm: config.HUMM_ACCOUNT_ID ? config.HUMM_GATEWAY_URL : sandboxOrOff,
      zip: config.ZIP_API_KEY ? config.ZIP_API_URL : sandboxOrOff,
      zipInStore: config.ZIP_API_KEY && config.ZIP_LOCATION_ID ? config.ZIP_IN_STORE_API_URL : sandboxOrOff,
      paypal: config.PAYPAL_CLIENT_ID ? config.PAYPAL_API_URL : sandboxOrOff,
      // ADR 078: the real wallets through Adyen, each where its settings are; none on Adyen without them
      wallets: config.ADYEN_API_KEY
        ? [
            config.APPLE_PAY_MERCHANT_ID ? "Apple Pay" : null,
            config.GOOGLE_PAY_MERCHANT_ID ? "Google Pay" : null,
          ]
            .filter(Boolean)
            .join(" and ") || "off"
        : sandboxOrOff,
    },
    "card, Afterpay, Klarna, Humm, Zip, PayPal and wallet providers",
  );
  const sessionSecret = await resolveSessionSecret(config, database.db);
  // ADR 028: the card encryption key pair exists before the first checkout asks for it
  await new CardEncryptionKeys(database.db, config).ensure();
  const caches = cacheRegistryFor(config);
  // Several processes on one PostgreSQL clear each other's caches (ADR 021); PGlite is one process
  const bus = config.DATABASE_URL ? await startCacheBus(config.DATABASE_URL, caches, logger) : null;
  // Background work stops in stopBackground, before the database closes
  const background = await startBackgroundJobs(database.db, config, logger, caches, sessionSecret);
  const app = createApp({
    db: database.db,
    config,
    logger,
    sessionSecret,
    caches,
    jobs: background.jobs,
    pages: await pages,
  });
  const stopBackground = async () => {
    await background.stop();
    await bus?.stop();
  };
  return { database, app, sessionSecret, caches, stopBackground };
}

/** Node middleware in front of the app (Vite's dev server): `next()` passes a request on to the app. */
export interface FrontMiddleware {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

/** Pages as a server serves them: maybe with middleware of their own in front of the app. */
export interface ServedPages extends WebPages {
  front?: FrontMiddleware;
}

/**
 * How a server gets its pages. Opened beside the database (render threads load the build meanwhile),
 * given the HTTP server, to which Vite attaches its hot reload.
 */
export type PageSource = (context: {
  server: Server;
  config: Config;
  logger: Logger;
}) => Promise<ServedPages>;

/** A store server: open, not yet listening. */
export interface StoreServer {
  store: OpenStore;
  server: Server;
  /** Listens on PORT and HOST (PORT 0: a free port); resolves with the port. */
  listen(): Promise<number>;
  /** Stops taking requests, lets those under way finish, then stops background work, pages and the database. */
  close(): Promise<void>;
}

/**
 * The one server of every entry (main.ts: built pages; dev.ts: Vite; api-main.ts: no pages) and of
 * tests that start one: the store's app behind a Node HTTP server.
 */
export async function createServer(options: {
  config: Config;
  logger: Logger;
  pages?: PageSource;
}): Promise<StoreServer> {
  const { config, logger } = options;
  // ADR 094: headers decided before the handler are written with the answer's, in one pass
  const server = createHttpServer({ ServerResponse: StoreResponse });
  // Longer than a proxy's or client's idle timeout (a load balancer's 60 s): with Node's 5 s, a client
  // that reuses its idle connection as the server closes it gets a reset instead of an answer.
  server.keepAliveTimeout = 65_000;
  const opening = options.pages?.({ server, config, logger });
  // Both are awaited below; a failure of the pages while the database opens must not go unheard meanwhile.
  opening?.catch(() => {});
  const store = await openStore(config, logger, opening);
  const pages = await opening;
  const listener = getRequestListener(store.app.fetch);
  const front = pages?.front;
  server.on("request", front ? (req, res) => front.handle(req, res, () => listener(req, res)) : listener);
  return {
    store,
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.PORT, config.HOST, () => resolve((server.address() as AddressInfo).port));
      }),
    close: async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Vite's hot-reload sockets stay open until Vite stops.
      await front?.close();
      await stopped;
      await store.stopBackground();
      await pages?.close?.();
      await store.database.close();
    },
  };
}

/**
 * Runs a store server as the process: configuration (a bad value ends it with the message), logger,
 * createServer, listen; SIGTERM and SIGINT stop it (within 10 s) and end the process.
 */
export async function runServer(
  pages?: PageSource,
  details: Record<string, unknown> = {},
): Promise<StoreServer> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const running = await createServer({ config, logger, pages });
  const port = await running.listen();
  logger.info(
    { port, database: running.store.database.kind, brand: config.BRAND, ...details },
    `store listening on http://localhost:${port}`,
  );
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "stopping failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return running;
}
