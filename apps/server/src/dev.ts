import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config.ts";
import { pageWriteGuard } from "./http/cross-site-guard.ts";
import { pageSecurity } from "./http/page-security.ts";
import { createLogger } from "./logger.ts";
import { visitorSession } from "./modules/session/session.middleware.ts";
import { SessionService } from "./modules/session/session.service.ts";
import { openStore } from "./start.ts";
import { loadContext } from "./web-handler.ts";

/** Development entry: Vite in middleware mode with HMR in front of the same app. */
async function dev(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const { app, database, sessionSecret } = await openStore(config, logger);

  const server = createServer();
  const vite = await createViteServer({
    root: new URL("../../web", import.meta.url).pathname,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
  });
  const { createRequestHandler } = await import("react-router");
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
