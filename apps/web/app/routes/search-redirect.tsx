import { isSearchable, searchResultsPath } from "@store/domain/search";
import { redirect } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/search-redirect";

export const handle: RouteHandle = { pageType: "search" };

/**
 * A visit to /search goes to /products (storefront s.2), keeping any query; a search form sent without
 * script (/search?q=fridge) goes to its results page instead.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search, searchParams } = new URL(request.url);
  const term = searchParams.get("q") ?? "";
  if (isSearchable(term)) return redirect(searchResultsPath(term), 302);
  return redirect(`/products${search}`, 301);
}
