import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { CacheRegistry, ExpiringFamily } from "../cache/cache-registry.ts";
import { StoreResponse } from "./store-response.ts";

/**
 * The Cache-Control of an answer built now from the data of `families`: public for the seconds left in
 * their windows (ADR 021), so a browser or the page renderer keeps it no longer than the server's own
 * entries live and a change shows everywhere within one lifetime. Null when a family is not cached
 * (lifetime 0) or less than a second is left.
 */
export function publicCacheControl(
  caches: CacheRegistry,
  families: ExpiringFamily | ExpiringFamily[],
): string | null {
  const seconds = Math.min(...[families].flat().map((family) => caches.remainingSeconds(family)));
  return seconds > 0 ? `public, max-age=${seconds}` : null;
}

/**
 * Marks a 200 answer that is the same for every visitor of the brand as cacheable by browsers and by
 * the server's own page renderer for what is left of its data's lifetime. Answers that set a cookie or
 * failed are left alone, and so is every answer `sameForEveryone` rejects; an answer's own Cache-Control
 * wins.
 */
export function publicFor(
  caches: CacheRegistry,
  families: ExpiringFamily | ExpiringFamily[],
  sameForEveryone: (c: Context<AppEnv>) => boolean = () => true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cacheControl = publicCacheControl(caches, families);
    if (!cacheControl) return next();
    const outgoing = c.env?.outgoing;
    if (outgoing instanceof StoreResponse) {
      // The store's Node response adds it to a 200 answer without a cookie or a Cache-Control of its own,
      // as it writes the answer's headers: nothing is set on the answer (ADR 094).
      outgoing.publicCacheControl = cacheControl;
      await next();
      if (!sameForEveryone(c)) outgoing.publicCacheControl = undefined;
      return;
    }
    // Set before the handler, so the answer is built with it: adding a header to a finished answer makes
    // the Node adapter rebuild its headers (ADR 022). A handler's own wins.
    c.header("Cache-Control", cacheControl);
    await next();
    const { headers } = c.res;
    const keep = c.res.status === 200 && !headers.has("set-cookie") && sameForEveryone(c);
    if (!keep && headers.get("cache-control") === cacheControl) headers.delete("cache-control");
  };
}

/** Catalogue answers differ between signed-in and anonymous shoppers only for the 'Login for Price' brand. */
export function pricesShownToAll(c: Context<AppEnv>): boolean {
  return !c.var.brand.loginForPrice;
}

/** Marks every answer of the routes it is used on as the caller's own, changing as they act: no one keeps a copy. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("cache-control", "no-store");
};
