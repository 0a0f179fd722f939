import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Wallet } from "@store/domain/wallet-payment.schema";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { StoreApp } from "./app.ts";
import type { AppEnv } from "./app-env.ts";
import type { Config } from "./config.ts";
import { pageWriteGuard } from "./http/cross-site-guard.ts";
import { pageSecurity } from "./http/page-security.ts";
import { pageBodyLimit } from "./page-body.ts";
import type { PageContext } from "./ssr/ssr-messages.ts";

const immutable = "public, max-age=31536000, immutable";

/**
 * Renders the page of one request (on this thread, or handed to a render thread). `app` is the store's
 * app, which the page's loaders call in-process.
 */
export type PageRenderer = (c: Context<AppEnv>, app: StoreApp) => Promise<Response>;

/** The web pages a store app serves after its API (see createApp's `pages`). */
export interface WebPages {
  /** Production sends the strict page CSP; development adds what Vite's hot reload needs. */
  mode: "production" | "development";
  /** The built client files to serve (hashed assets, then the other public files); none when Vite serves them. */
  clientDir?: string;
  render: PageRenderer;
  /** Whether the page at a path takes a body (has an action); the others refuse one (ADR 019). */
  takesBody: (pathname: string) => boolean;
  /** Stops what rendering holds (render threads, Vite). */
  close?: () => Promise<void>;
}

/**
 * A page's in-process access to the API: the visitor's headers travel along, and the call shares the
 * page request's session (a binding outsiders cannot set).
 */
export function pageApiFetch(app: StoreApp, c: Context<AppEnv>) {
  const incoming = c.req.raw.headers;
  return (apiPath: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    for (const name of ["cookie", "host", "accept-language", "user-agent", "x-forwarded-for"]) {
      const value = incoming.get(name);
      if (value && !headers.has(name)) headers.set(name, value);
    }
    return Promise.resolve(
      app.request(
        apiPath,
        { ...init, headers },
        { internal: true, session: c.get("session"), clientIp: c.get("clientIp") },
      ),
    );
  };
}

/** What a page render needs to know of its request: brand, public origin (ADR 016) and CSP nonce. */
export function pageContext(c: Context<AppEnv>): PageContext {
  return {
    brandId: c.get("brandId"),
    publicOrigin: c.get("publicOrigin"),
    cspNonce: c.get("cspNonce"),
    cacheGeneration: c.get("cacheGeneration"),
  };
}

/** The load context of one page request: the brand, its origin, the nonce and in-process access to the API. */
export function loadContext(app: StoreApp, c: Context<AppEnv>) {
  return { ...pageContext(c), apiFetch: pageApiFetch(app, c) };
}

/** Renders pages on the main thread: development, and `SSR_THREADS=0`. */
export function renderOnMainThread(build: ServerBuild, mode: string): PageRenderer {
  const handle = createRequestHandler(build, mode);
  return (c, app) => handle(c.req.raw, loadContext(app, c));
}

/**
 * Serves the web app from the same process: hashed assets with immutable caching, the other public files
 * by name, then server-side rendering for every remaining path, with the API's session middleware.
 */
export function mountWeb(
  app: StoreApp,
  pages: WebPages,
  session: MiddlewareHandler<AppEnv>,
  config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND" | "PORT">,
  /** Whether a page's brand has an Intercom workspace, so its CSP lets the messenger load (ADR 061). */
  intercomFor?: (c: Context<AppEnv>) => Promise<boolean>,
  /** The real wallets the checkout takes, whose scripts and payment sheets the pages then allow (ADR 078). */
  realWallets: readonly Wallet[] = [],
): void {
  const { clientDir } = pages;
  if (clientDir) {
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
  }
  // Pages are compressed per response (gzip, fast); assets above are precompressed at build time.
  // Bodies are refused or limited before anything reads them (a page render buffers the body, ADR 019);
  // a page that takes a POST (a React Router action) refuses a foreign Origin as the API does (ADR 016).
  app.all(
    "*",
    pageBodyLimit(pages.takesBody),
    compress(),
    pageSecurity(pages.mode, intercomFor, realWallets),
    pageWriteGuard(config),
    session,
    (c) => pages.render(c, app),
  );
}
