import path from "node:path";
import { builtPages } from "./ssr/built-pages.ts";
import { runServer } from "./start.ts";

const webBuildDir = path.resolve(import.meta.dirname, "../../web/build");

/** Production entry: the store with the built web app (`npm run build`), pages on render threads (ADR 011). */
await runServer(({ config, logger }) =>
  builtPages({
    buildPath: path.join(webBuildDir, "server/index.js"),
    clientDir: path.join(webBuildDir, "client"),
    threads: config.SSR_THREADS,
    renderTimeoutMs: config.SSR_RENDER_TIMEOUT_MS,
    logger,
  }),
);
