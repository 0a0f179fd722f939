import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../app-env.ts";

/** One JSON log line per request; in-process calls made by SSR are logged at debug level. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
      brand: c.get("brandId"),
    };
    if (c.env?.internal) logger.debug(line, "internal request");
    else logger.info(line, "request");
  };
}
