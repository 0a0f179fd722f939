import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../http/app-error.ts";

/** Where Apple reads a domain's proof that it may take Apple Pay for the merchant id (ADR 078). */
export const applePayDomainAssociationPath = "/.well-known/apple-developer-merchantid-domain-association";

/**
 * Serves Apple's domain-association file (APPLE_PAY_DOMAIN_ASSOCIATION, read at start-up) on every brand
 * origin, as Apple asks before it lets a domain show Apple Pay for the merchant (ADR 078). Without the
 * file (the real Apple Pay not configured) the path is a 404 like any unknown one, so the route is
 * always mounted and always in the route table.
 */
export function applePayDomainRoutes(association: string | undefined) {
  return new Hono<AppEnv>().get(applePayDomainAssociationPath, (c) => {
    if (association === undefined) throw new AppError("not_found", "Not found");
    // Apple fetches it when a domain is verified and again from time to time: a day's cache is plenty
    c.header("cache-control", "public, max-age=86400");
    return c.body(association, 200, { "content-type": "text/plain; charset=utf-8" });
  });
}
