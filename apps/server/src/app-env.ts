import type { BrandId } from "@store/domain/brands";

/** Hono typing shared by every route: what middleware puts on the context. */
export interface AppEnv {
  /** Bindings: `internal` marks an in-process call made by SSR (set only by the server itself). */
  Bindings: { internal?: boolean } | undefined;
  Variables: { brandId: BrandId; sessionId: string };
}
