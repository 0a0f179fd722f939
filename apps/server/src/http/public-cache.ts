import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * Marks a 200 answer that is the same for every visitor of the brand as cacheable by browsers and by
 * the server's own page renderer for `seconds`. Answers that set a cookie or failed are left alone.
 */
export function publicFor(seconds: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("set-cookie") && !c.res.headers.has("cache-control")) {
      c.res.headers.set("Cache-Control", `public, max-age=${seconds}`);
    }
  };
}
