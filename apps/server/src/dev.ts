import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { clearSeedData, isSeeded, seedDatabase } from "./db/seed/seed.ts";
import { pageWriteGuard } from "./http/cross-site-guard.ts";
import { pageSecurity } from "./http/page-security.ts";
import { createLogger } from "./logger.ts";
import { visitorSession } from "./modules/session/session.middleware.ts";
import { SessionService } from "./modules/session/session.service.ts";
import { resolveSessionSecret } from "./session-secret.ts";
import { loadContext } from "./web-handler.ts";

/** Development entry: Vite in middleware mode with HMR in front of the same app. */
async function dev(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  if (!(await isSeeded(database.db))) {
    await clearSeedData(database.db);
    await seedDatabase(database.db, { products: config.SEED_PRODUCTS });
  }

  const server = createServer();
  const vite = await createViteServer({
    root: new URL("../../web", import.meta.url).pathname,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
  });
  const { createRequestHandler } = await import("react-router");
  const sessionSecret = resolveSessionSecret(config);
  const app = createApp({ db: database.db, config, logger, sessionSecret });
  const session = visitorSession(sessionSecret, new SessionService(database.db));
  app.all("*", pageSecurity("development"), pageWriteGuard(config), session, async (c) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(c.req.raw, loadContext(app, c));
  });
  const listener = getRequestListener(app.fetch);
  server.on("request", (req, res) => vite.middlewares(req, res, () => listener(req, res)));
  server.listen(config.PORT, config.HOST, () => logger.info(`dev store on http://localhost:${config.PORT}`));
}

await dev();
