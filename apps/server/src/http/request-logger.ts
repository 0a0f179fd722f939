import { maskEmailsInUrl } from "@store/domain/search";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../app-env.ts";

// Mailed links carry single-use tokens in their path (ADR 025), and so do the QR hand-off's links
// (/pay/{token}, ADR 043; its return page /pay/return/... holds none): a log line must not be a way in
const tokenInPath = /(\/(?:confirmemail|confirm-email|pay)\/)(?!return\/)[^/]+/gi;

/** A request path fit for a log: no mailed token, no email address. */
export function loggedPath(path: string): string {
  return maskEmailsInUrl(path.replace(tokenInPath, "$1[token]"));
}

/**
 * One JSON log line per request; in-process calls made by SSR are logged at debug level. Null when the
 * logger writes neither (levels are set at start-up): then the request does not pass through it at all.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> | null {
  if (!logger.isLevelEnabled("info")) return null;
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
      brand: c.get("brandId"),
    };
    if (c.env?.internal) logger.debug(line, "internal request");
    else logger.info(line, "request");
  };
}
