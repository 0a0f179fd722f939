import { isIndexableSearch, sanitiseSearchTerm, searchLimits } from "@store/domain/search";
import type { SearchResults } from "@store/domain/search.schema";
import { countOf } from "@store/domain/text";
import { data, redirect } from "react-router";
import { loadListing } from "~/features/catalogue/listing-loader";
import { listingMeta } from "~/features/catalogue/listing-meta";
import { ListingPage } from "~/features/catalogue/listing-page";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { SearchCorrectionNotice, SearchNoResults } from "~/features/search/search-results-intro";
import { useSearchAnalytics } from "~/features/search/use-search-analytics";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { errorPageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/search";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "search",
  breadcrumbs: ({ loaderData }) => [
    { title: "Products", uri: "/products" },
    { title: `Search: ${loaderData?.results.searchTerm ?? ""}`, uri: "" },
  ],
};

/**
 * The full results of /search/{term}: the search call's listing, read and repaired like any listing
 * page (filters, sort, pages). An exact sku goes to its product; a term with nothing searchable left
 * goes to /products. `?autocorrect=off` searches the words as typed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const raw = params.term ?? "";
  const term = sanitiseSearchTerm(raw.slice(0, searchLimits.maxLength));
  if (term.length < searchLimits.minLength) throw redirect("/products");
  const url = new URL(request.url);
  const api = createServerApiClient(context);
  const fallback = url.searchParams.get("autocorrect") === "off" ? "false" : "true";
  let results: SearchResults | null = null;
  const page = await loadListing(
    {
      getListing: async (query) => {
        query.set("fallback", fallback);
        results = await api.getSearchResults(term, query);
        return results.listing;
      },
    },
    {},
    url,
  );
  const found = results as SearchResults | null;
  if (!found) throw data(null, { status: 500 });
  if (found.redirectUrl) throw redirect(found.redirectUrl);
  return { ...page, results: found, autocorrectOff: fallback === "false" };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return errorPageMeta(args);
  const { listing, results } = args.loaderData;
  const found = listing.pagination.totalItems;
  return [
    ...listingMeta(args, args.loaderData, {
      title: `Search results for “${results.searchTerm}”`,
      description: `${countOf(found, "product")} found for “${results.correctedTerm ?? results.searchTerm}”: compare prices, stock and delivery.`,
    }),
    // ADR 088: a corrected or empty search is kept out of search engines; its links are still followed
    ...(isIndexableSearch(found, results.correctedTerm)
      ? []
      : [{ name: "robots", content: "noindex, follow" }]),
  ];
};

/** The search results page: the category page's grid, filters, sort and pages, or the no-results page. */
export default function SearchRoute({ loaderData, params }: Route.ComponentProps) {
  const { results } = loaderData;
  useSearchAnalytics(
    results.searchTerm,
    loaderData.listing.items.map((p) => p.sku),
  );
  if (results.listing.pagination.totalItems === 0 && loaderData.listing.pagination.totalItems === 0) {
    return <SearchNoResults results={results} />;
  }
  const shown = results.correctedTerm ?? results.searchTerm;
  return (
    <ListingPage
      cardAction={compareToggle}
      keptQuery={loaderData.autocorrectOff ? { autocorrect: "off" } : undefined}
      data={loaderData}
      pathname={`/search/${encodeURIComponent(params.term ?? results.searchTerm)}`}
      title={`Search results for “${shown}”`}
      intro={<SearchCorrectionNotice results={results} />}
    />
  );
}

/** The error page when the search cannot load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
