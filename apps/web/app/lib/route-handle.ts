import type { PageType } from "@store/domain/page-types";
import type { Params, UIMatch } from "react-router";

/** A breadcrumb item (storefront s.3): an empty uri means the current page, shown unlinked. */
export interface BreadcrumbItem {
  title: string;
  uri: string;
  params?: Record<string, string>;
}

/** What a breadcrumb function sees of its route match; no loader data while an error is shown. */
export interface BreadcrumbArgs<LoaderData = unknown> {
  params: Params;
  loaderData: LoaderData | undefined;
  pathname: string;
}

/** The `handle` every route module exports; `LoaderData` types what its breadcrumbs read. */
export interface RouteHandle<LoaderData = unknown> {
  pageType: PageType;
  /** A page type that depends on the page's address or data (the payment return's provider); else `pageType`. */
  pageTypeOf?: (args: BreadcrumbArgs<LoaderData>) => PageType;
  /** The trail after Home; leave out for pages without breadcrumbs (home, checkout). */
  breadcrumbs?: (args: BreadcrumbArgs<LoaderData>) => BreadcrumbItem[];
  /** 'checkout' swaps the site header for the simplified checkout header. */
  header?: "site" | "checkout";
  /** Route data (storefront s.2): hides the header's delivery location prompt where the page asks for it itself. */
  hideLocalitySuggestionInHeader?: boolean;
  /** Route data (storefront s.2): false when the page view must not be tracked automatically (ADR 069). Default true. */
  autoTrackingEnabled?: boolean;
  /** Route data (storefront s.2): the page the shopper most likely opens next, whose code is fetched once idle (ADR 069). */
  preloadKey?: PreloadKey;
}

/** The pages a route may preload, by key: their address and their route id in routes.ts (ADR 069). */
export const preloadRoutes = {
  cart: { path: "/cart", routeId: "routes/cart" },
  checkout: { path: "/customer/checkout", routeId: "routes/checkout" },
} as const;
export type PreloadKey = keyof typeof preloadRoutes;

/** The route data flags of the current page, with the spec's defaults. */
export interface RouteData {
  hideLocalitySuggestionInHeader: boolean;
  autoTrackingEnabled: boolean;
  preloadKey: PreloadKey | null;
}

/** A trail of one unlinked item, for top-level pages. */
export function currentPageCrumb(title: string): RouteHandle["breadcrumbs"] {
  return () => [{ title, uri: "" }];
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "pageType" in handle;
}

/** The handle and match of the deepest route that has one (the page being shown). */
export function currentRouteHandle(
  matches: readonly UIMatch[],
): { handle: RouteHandle; match: UIMatch } | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) return { handle: match.handle, match };
  }
  return null;
}

/** Page type and breadcrumb trail (without Home) of the current matches. */
export function pageShellInfo(matches: readonly UIMatch[]): {
  pageType: PageType;
  breadcrumbs: BreadcrumbItem[];
  header: "site" | "checkout";
  routeData: RouteData;
} {
  const current = currentRouteHandle(matches);
  if (!current) return { pageType: "generic", breadcrumbs: [], header: "site", routeData: routeDataOf(null) };
  const { handle, match } = current;
  const args = { params: match.params, loaderData: match.loaderData, pathname: match.pathname };
  return {
    pageType: handle.pageTypeOf?.(args) ?? handle.pageType,
    breadcrumbs: handle.breadcrumbs?.(args) ?? [],
    header: handle.header ?? "site",
    routeData: routeDataOf(handle),
  };
}

/** The route data of a handle: locality suggestion shown, page views tracked, nothing preloaded unless it says. */
export function routeDataOf(handle: RouteHandle | null): RouteData {
  return {
    hideLocalitySuggestionInHeader: handle?.hideLocalitySuggestionInHeader ?? false,
    autoTrackingEnabled: handle?.autoTrackingEnabled ?? true,
    preloadKey: handle?.preloadKey ?? null,
  };
}
