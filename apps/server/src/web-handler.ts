import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { StoreApp } from "./app.ts";
import type { AppEnv } from "./app-env.ts";

const immutable = "public, max-age=31536000, immutable";

/** The load context of one page request: the brand and in-process access to the API. */
function loadContext(app: StoreApp, c: Context<AppEnv>) {
  const incoming = c.req.raw.headers;
  return {
    brandId: c.get("brandId"),
    apiFetch(apiPath: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      for (const name of ["cookie", "host", "accept-language", "user-agent", "x-forwarded-for"]) {
        const value = incoming.get(name);
        if (value && !headers.has(name)) headers.set(name, value);
      }
      return Promise.resolve(
        app.request(apiPath, { ...init, headers }, { internal: true, session: c.get("session") }),
      );
    },
  };
}

/**
 * Serves the built web app from the same process: hashed assets with immutable caching,
 * the other public files by name, then server-side rendering for every remaining path.
 */
export function mountWeb(
  app: StoreApp,
  build: ServerBuild,
  options: { clientDir: string; mode: string; session: MiddlewareHandler<AppEnv> },
): void {
  const { clientDir, mode } = options;
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", immutable),
    }),
  );
  for (const name of readdirSync(clientDir)) {
    if (name === "assets" || !statSync(path.join(clientDir, name)).isFile()) continue;
    app.get(`/${name}`, serveStatic({ path: path.join(clientDir, name) }));
  }
  const handle = createRequestHandler(build, mode);
  // Pages are compressed per response (gzip, fast); assets above are precompressed at build time.
  app.all("*", compress(), options.session, (c) => handle(c.req.raw, loadContext(app, c)));
}

export { loadContext };
