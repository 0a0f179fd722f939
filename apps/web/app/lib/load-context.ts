import type { BrandId } from "@store/domain/brands";

/**
 * What the server hands every loader and action (apps/server/src/web-handler.ts builds it).
 * `apiFetch` calls the store's own REST API in-process, forwarding the visitor's cookies and host,
 * so SSR gets the same validation, auth and errors as a browser call.
 */
export interface StoreLoadContext {
  brandId: BrandId;
  /** The brand's configured public origin: the only base of absolute URLs, never the Host header (ADR 016). */
  publicOrigin: string;
  /** This page's Content-Security-Policy nonce (fresh per request), for React Router's inline scripts. */
  cspNonce: string;
  /**
   * How many times the server's caches were cleared when this page was asked for (ADR 021): kept public
   * answers are keyed with it, so a page after a clear does not see a copy from before it.
   */
  cacheGeneration: number;
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}
