import { type BrandId, brandForHost, brands } from "@store/domain/brands";
import { hostsOfOrigins, publicOriginFor } from "@store/domain/public-origin";
import type { Viewer } from "@store/domain/viewer";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { CacheRegistry } from "../cache/cache-registry.ts";
import type { Config } from "../config.ts";
import type { VisitorService } from "../modules/session/visitor.service.ts";
import { clientIpOf } from "./client-ip.ts";

/**
 * Who is asking, put on the context first thing, in one middleware (each hop of the chain costs, ADR 022):
 * the brand the Host header picks (`brandId`, `brand`) and its configured `publicOrigin`, the `clientIp`,
 * the caches' `cacheGeneration`, and `viewer()`, which resolves the visitor once per request and only when
 * a route or the access guard asks, so answers that depend on nobody (settings, banners) never read a
 * user. A change to the session within the request (a chosen store, a sign-in) is seen: the viewer is
 * resolved again when the session's row is.
 */
export function requestContext(
  config: Pick<Config, "PUBLIC_ORIGINS" | "BRAND_HOSTS" | "BRAND" | "PORT" | "TRUSTED_PROXY_HOPS">,
  visitors: VisitorService,
  caches: CacheRegistry,
): MiddlewareHandler<AppEnv> {
  // A configured public origin's host picks its brand too; links are built from the origin, not the host.
  const brandHosts = { ...hostsOfOrigins(config.PUBLIC_ORIGINS), ...config.BRAND_HOSTS };
  // Hosts are few (a brand's names); their brand and origin are worked out once each (ADR 022).
  const byHost = new Map<string, { brandId: BrandId; publicOrigin: string }>();
  return (c, next) => {
    const host = c.req.header("host") ?? "";
    let known = byHost.get(host);
    if (!known) {
      const brandId = brandForHost(host, brandHosts, config.BRAND);
      known = { brandId, publicOrigin: publicOriginFor(brandId, config.PUBLIC_ORIGINS, config.PORT) };
      // Bounded: any client can send any Host header.
      if (byHost.size >= 256) byHost.clear();
      byHost.set(host, known);
    }
    c.set("brandId", known.brandId);
    c.set("brand", brands[known.brandId]);
    c.set("publicOrigin", known.publicOrigin);
    c.set("clientIp", clientIpOf(c, config.TRUSTED_PROXY_HOPS));
    c.set("cacheGeneration", caches.generation);
    let memo: { row: unknown; viewer: Promise<Viewer> } | undefined;
    c.set("viewer", () => {
      // The session's row() is one promise until the session changes: the viewer is kept as long
      const row = c.get("session")?.row();
      if (!memo || memo.row !== row) memo = { row, viewer: visitors.of(c) };
      return memo.viewer;
    });
    return next();
  };
}
