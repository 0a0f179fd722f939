import type { BrandId } from "@store/domain/brands";
import type { RequestSession } from "./modules/session/request-session.ts";

/** Hono typing shared by every route: what middleware puts on the context. */
export interface AppEnv {
  /**
   * Bindings, set only by the server itself: `internal` marks an in-process call made by SSR, and
   * `session` is the page request's visitor session it shares.
   */
  Bindings: { internal?: boolean; session?: RequestSession } | undefined;
  /**
   * `publicOrigin`: the brand's configured origin, the only base of absolute URLs; `cspNonce`: the page's
   * Content-Security-Policy nonce, set by pageSecurity (ADR 016).
   */
  Variables: { brandId: BrandId; publicOrigin: string; cspNonce: string; session: RequestSession };
}
