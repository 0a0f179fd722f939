import { brands } from "@store/domain/brands";
import type { Context, MiddlewareHandler } from "hono";
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

/**
 * Marks a catalogue answer cacheable like `publicFor` when it cannot depend on who asks: only the
 * 'Login for Price' brand answers signed-in and anonymous shoppers differently.
 */
export function publicUnlessLoginForPrice(c: Context<AppEnv>, seconds: number): void {
  if (seconds > 0 && !brands[c.get("brandId")].loginForPrice) {
    c.header("Cache-Control", `public, max-age=${seconds}`);
  }
}
