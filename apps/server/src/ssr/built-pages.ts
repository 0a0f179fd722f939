import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { pageRoutesOf, pagesTakingBodies } from "../page-body.ts";
import { renderOnMainThread, type WebPages } from "../web-handler.ts";
import { SsrPool } from "./ssr-pool.ts";

/**
 * The built web app (`npm run build`): pages rendered on `threads` render threads, or on the main thread
 * when 0 (ADR 011). Resolves once every thread has loaded the build.
 */
export async function builtPages(options: {
  /** The server build's module (`build/server/index.js`). */
  buildPath: string;
  /** The built client files (`build/client`); none to serve no files. */
  clientDir?: string;
  threads: number;
  renderTimeoutMs: number;
  logger: Logger;
}): Promise<WebPages> {
  const { buildPath, clientDir } = options;
  if (options.threads > 0) {
    const pool = new SsrPool({
      size: options.threads,
      buildPath,
      mode: "production",
      logger: options.logger,
      renderTimeoutMs: options.renderTimeoutMs,
    });
    await pool.ready();
    return {
      mode: "production",
      clientDir,
      render: (c, app) => pool.render(c, app),
      takesBody: (pathname) => pool.takesBody(pathname),
      close: () => pool.close(),
    };
  }
  const build = (await import(buildPath)) as ServerBuild;
  return {
    mode: "production",
    clientDir,
    render: renderOnMainThread(build, "production"),
    takesBody: pagesTakingBodies(pageRoutesOf(build)),
  };
}
