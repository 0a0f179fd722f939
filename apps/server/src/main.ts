import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { clearSeedData, isSeeded, seedDatabase } from "./db/seed/seed.ts";
import { createLogger } from "./logger.ts";
import { visitorSession } from "./modules/session/session.middleware.ts";
import { SessionService } from "./modules/session/session.service.ts";
import { resolveSessionSecret } from "./session-secret.ts";
import { SsrPool } from "./ssr/ssr-pool.ts";
import { mountWeb, type PageRenderer, renderOnMainThread } from "./web-handler.ts";

const webBuildDir = path.resolve(import.meta.dirname, "../../web/build");

/** Production entry: config -> database -> migrate -> seed if empty -> listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config);
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
      log: (message) => logger.info(message),
    });
    logger.info({ ms: Math.round(performance.now() - started) }, "demo data loaded");
  }

  const sessionSecret = resolveSessionSecret(config);
  const app = createApp({ db: database.db, config, logger, sessionSecret });
  const buildPath = path.join(webBuildDir, "server/index.js");
  const pool =
    config.SSR_THREADS > 0
      ? new SsrPool(app, { size: config.SSR_THREADS, buildPath, mode: config.NODE_ENV, logger })
      : null;
  await pool?.ready();
  const render: PageRenderer = pool
    ? (c) => pool.render(c)
    : renderOnMainThread(app, (await import(buildPath)) as ServerBuild, config.NODE_ENV);
  mountWeb(app, {
    clientDir: path.join(webBuildDir, "client"),
    session: visitorSession(sessionSecret, new SessionService(database.db)),
    render,
    config,
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, brand: config.BRAND, ssrThreads: config.SSR_THREADS },
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
      await pool?.close();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
