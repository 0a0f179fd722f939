import { brands } from "@store/domain/brands";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * Marks a 200 answer that is the same for every visitor of the brand as cacheable by browsers and by
 * the server's own page renderer for `seconds` (0: never). Answers that set a cookie or failed are left
 * alone, and so is every answer `sameForEveryone` rejects.
 */
export function publicFor(
  seconds: number,
  sameForEveryone: (c: Context<AppEnv>) => boolean = () => true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (seconds <= 0 || c.res.status !== 200 || !sameForEveryone(c)) return;
    if (!c.res.headers.has("set-cookie") && !c.res.headers.has("cache-control")) {
      c.res.headers.set("Cache-Control", `public, max-age=${seconds}`);
    }
  };
}

/** Catalogue answers differ between signed-in and anonymous shoppers only for the 'Login for Price' brand. */
export function pricesShownToAll(c: Context<AppEnv>): boolean {
  return !brands[c.get("brandId")].loginForPrice;
}
