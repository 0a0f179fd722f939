import type { ServerResponse } from "node:http";
import type { Brand, BrandId } from "@store/domain/brands";
import type { Viewer } from "@store/domain/viewer";
import type { RequestSession } from "./modules/session/request-session.ts";

/** Hono typing shared by every route: what middleware puts on the context. */
export interface AppEnv {
  /**
   * Bindings, set only by the server itself: `internal` marks an in-process call made by SSR, and
   * `session` is the page request's visitor session it shares, `clientIp` the page request's address.
   * `outgoing` is the Node response of a request from the network (@hono/node-server sets it).
   */
  Bindings:
    | { internal?: boolean; session?: RequestSession; clientIp?: string; outgoing?: ServerResponse }
    | undefined;
  /**
   * `publicOrigin`: the brand's configured origin, the only base of absolute URLs; `cspNonce`: the page's
   * Content-Security-Policy nonce, set by pageSecurity (ADR 016); `clientIp`: the visitor's address as
   * http/client-ip.ts finds it, keyed on by the rate limits (ADR 017). `brand` is the brand table's
   * entry for `brandId`; `viewer()` resolves who is asking once per request, when first asked
   * (http/request-context.ts).
   */
  Variables: {
    brandId: BrandId;
    brand: Brand;
    viewer: () => Promise<Viewer>;
    /** How many times the app's caches were cleared (ADR 021): part of the page renderer's cache keys. */
    cacheGeneration: number;
    publicOrigin: string;
    cspNonce: string;
    session: RequestSession;
    clientIp: string;
  };
}
