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
  /** The trail after Home; leave out for pages without breadcrumbs (home, checkout). */
  breadcrumbs?: (args: BreadcrumbArgs<LoaderData>) => BreadcrumbItem[];
  /** 'checkout' swaps the site header for the simplified checkout header. */
  header?: "site" | "checkout";
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
} {
  const current = currentRouteHandle(matches);
  if (!current) return { pageType: "generic", breadcrumbs: [], header: "site" };
  const { handle, match } = current;
  return {
    pageType: handle.pageType,
    breadcrumbs:
      handle.breadcrumbs?.({
        params: match.params,
        loaderData: match.loaderData,
        pathname: match.pathname,
      }) ?? [],
    header: handle.header ?? "site",
  };
}
