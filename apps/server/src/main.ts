import path from "node:path";
import type { ServerBuild } from "react-router";
import { createLogger } from "./logger.ts";
import { visitorSession } from "./modules/session/session.middleware.ts";
import { SessionService } from "./modules/session/session.service.ts";
import { pageRoutesOf, pagesTakingBodies } from "./page-body.ts";
import { SsrPool } from "./ssr/ssr-pool.ts";
import { listen, loadConfigOrExit, openStore } from "./start.ts";
import { mountWeb, type PageRenderer, renderOnMainThread } from "./web-handler.ts";

const webBuildDir = path.resolve(import.meta.dirname, "../../web/build");

/** Production entry: config -> database -> migrate -> seed if empty -> pages -> listen. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const store = await openStore(config, logger);
  const { app } = store;
  const buildPath = path.join(webBuildDir, "server/index.js");
  const pool =
    config.SSR_THREADS > 0
      ? new SsrPool(app, { size: config.SSR_THREADS, buildPath, mode: config.NODE_ENV, logger })
      : null;
  await pool?.ready();
  let render: PageRenderer;
  let takesBody: (pathname: string) => boolean;
  if (pool) {
    render = (c) => pool.render(c);
    takesBody = (pathname) => pool.takesBody(pathname);
  } else {
    const build = (await import(buildPath)) as ServerBuild;
    render = renderOnMainThread(app, build, config.NODE_ENV);
    takesBody = pagesTakingBodies(pageRoutesOf(build));
  }
  mountWeb(app, {
    clientDir: path.join(webBuildDir, "client"),
    session: visitorSession(store.sessionSecret, new SessionService(store.database.db)),
    render,
    takesBody,
    config,
  });
  listen(store, config, logger, {
    details: { ssrThreads: config.SSR_THREADS },
    onClose: async () => {
      await pool?.close();
    },
  });
}

await main();
