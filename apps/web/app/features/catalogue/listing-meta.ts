import { pageCount } from "@store/domain/pagination";
import type { MetaDescriptor } from "react-router";
import { type PageMetaArgs, pageMeta } from "~/lib/page-meta";
import { listingHref } from "./listing-href.ts";
import type { ListingPageData } from "./listing-loader.ts";

/**
 * The head of a listing page: title (with the page number past page 1), description, and
 * rel prev/next links to the neighbouring pages, only within 1..ceil(total/perPage).
 */
export function listingMeta(
  args: PageMetaArgs & { location: { pathname: string } },
  data: ListingPageData,
  page: { title: string; description?: string },
): MetaDescriptor[] {
  const { currentPage, totalItems, itemsPerPage } = data.listing.pagination;
  const last = pageCount(totalItems, itemsPerPage);
  const title = currentPage > 1 ? `${page.title}, page ${currentPage}` : page.title;
  const meta = pageMeta(args, { title, description: page.description });
  const { pathname } = args.location;
  if (currentPage > 1) {
    meta.push({
      tagName: "link",
      rel: "prev",
      href: listingHref(pathname, data.filters, { page: currentPage - 1 }),
    });
  }
  if (currentPage < last) {
    meta.push({
      tagName: "link",
      rel: "next",
      href: listingHref(pathname, data.filters, { page: currentPage + 1 }),
    });
  }
  return meta;
}
