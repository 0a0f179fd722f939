import { brands } from "@store/domain/brands";
import type { Viewer } from "@store/domain/viewer";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { VisitorService } from "../modules/session/visitor.service.ts";

/**
 * Puts who is asking on the context, after the brand is chosen: `c.var.brand` (the brand table's entry)
 * and `c.var.viewer()`, which resolves the visitor once per request and only when a route or the access
 * guard asks, so answers that depend on nobody (settings, banners) never read a user. A change to the
 * session within the request (a chosen store, a sign-in) is seen: the viewer is resolved again when the
 * session's row is.
 */
export function viewerContext(visitors: VisitorService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("brand", brands[c.get("brandId")]);
    let memo: { row: unknown; viewer: Promise<Viewer> } | undefined;
    c.set("viewer", () => {
      // The session's row() is one promise until the session changes: the viewer is kept as long
      const row = c.get("session")?.row();
      if (!memo || memo.row !== row) memo = { row, viewer: visitors.of(c) };
      return memo.viewer;
    });
    await next();
  };
}
