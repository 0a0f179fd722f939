import type { Listing } from "@store/domain/listing.schema";
import { clampPage, pageCount } from "@store/domain/pagination";
import { data } from "react-router";
import type { ApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import {
  defaultFilters,
  type ListingFilters,
  type ListingScope,
  listingApiQuery,
  parseListingSearch,
} from "./listing-query.ts";

/** What every listing page (category, brand, all products) renders. */
export interface ListingPageData {
  listing: Listing;
  filters: ListingFilters;
  /** What the page changed in a garbled address, said in a small notice. */
  notices: string[];
}

/** The messages of a 400 answer, each naming its field ('page: There are only 3 pages', 'brand: ...'). */
function invalidFields(error: unknown): string[] {
  return isApiError(error, 400) ? error.problem.messages : [];
}

const fieldOf = (message: string) => message.split(":")[0]?.split(".")[0]?.trim() ?? "";

/**
 * Loads a listing page for a scope and the visitor's address. The address is read leniently; what
 * the API still refuses falls back to a valid view: a page past the end is clamped to the last page
 * (storefront s.5), a filter the API rejects (an unknown brand) is dropped. Each change is noted.
 * An unknown category or brand is the not-found page with status 404.
 */
export async function loadListing(
  api: Pick<ApiClient, "getListing">,
  scope: ListingScope,
  url: URL,
): Promise<ListingPageData> {
  const { filters, notices } = parseListingSearch(url.searchParams, { fixedBrand: Boolean(scope.brand) });
  let current = filters;
  // At most: one filter fix, one page fix, then the final call
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const listing = await api.getListing(listingApiQuery(scope, current));
      return { listing, filters: current, notices };
    } catch (error) {
      if (isApiError(error, 404)) throw data(null, { status: 404 });
      const messages = invalidFields(error);
      if (messages.length === 0) throw error;
      const fields = new Set(messages.map(fieldOf));
      if (fields.size === 1 && fields.has("page") && current.page > 1) {
        const firstPage = await api.getListing(listingApiQuery(scope, { ...current, page: 1 }));
        const { totalItems, itemsPerPage } = firstPage.pagination;
        const page = clampPage(current.page, totalItems, itemsPerPage);
        const last = pageCount(totalItems, itemsPerPage);
        notices.push(
          `There ${last === 1 ? "is only 1 page" : `are only ${last} pages`}, so here is page ${page}.`,
        );
        current = { ...current, page };
        if (page === 1) return { listing: firstPage, filters: current, notices };
        continue;
      }
      // A filter the API refuses: drop it, keep the sort, and say why in the API's own words
      const next: ListingFilters = { ...current, page: 1 };
      for (const message of messages) {
        const field = fieldOf(message);
        // Page 1 always exists, and a narrower or wider list starts there anyway
        if (field === "page") continue;
        // A brand page's own brand refused: the page does not exist
        if (field === "brand" && scope.brand) throw data(null, { status: 404 });
        if (field === "brand") next.brands = [];
        else if (field === "spec") next.specs = [];
        else if (field === "priceMin" || field === "priceMax") {
          next.priceMin = null;
          next.priceMax = null;
        } else if (field === "sort") next.sort = defaultFilters.sort;
        else throw error;
        notices.push(`We removed a filter: ${message.slice(message.indexOf(":") + 1).trim()}.`);
      }
      current = next;
    }
  }
  const listing = await api.getListing(listingApiQuery(scope, current));
  return { listing, filters: current, notices };
}
