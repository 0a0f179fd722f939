import { pageCount } from "@store/domain/pagination";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { useBrand } from "~/lib/brand-context";
import { ActiveFilterList } from "./active-filter-list";
import { ListingFilterForm } from "./listing-filter-form";
import { type KeptQuery, listingHref } from "./listing-href.ts";
import type { ListingPageData } from "./listing-loader.ts";
import { ListingNotice } from "./listing-notice";
import { activeFilterCount, defaultFilters } from "./listing-query.ts";
import { ListingSortForm } from "./listing-sort-form";
import { ProductGrid, type ProductGridProps } from "./product-grid";
import { RefinePanel } from "./refine-panel";
import "./listing-page.css";

const filtersId = "listing-filters";

export interface ListingPageProps {
  data: ListingPageData;
  /** The listing's path without the query ('/c/kitchen/ovens', '/brands/bosch', '/products'). */
  pathname: string;
  title: string;
  /** Under the heading: the category description and subcategories, or the brand's header. */
  intro?: ReactNode;
  /** A brand page lists one brand: no brand filter. */
  hideBrandFilter?: boolean;
  /** A control for each product card ('Add to Compare'), composed by the route. */
  cardAction?: ProductGridProps["cardAction"];
  /** Parameters of the listing itself, kept through every filter, sort and page (KeptQuery). */
  keptQuery?: KeptQuery;
}

/** 'Showing 25–48 of 70 products'. */
function rangeText(currentPage: number, perPage: number, total: number, shown: number): string {
  if (total === 0) return "No products";
  const first = (currentPage - 1) * perPage + 1;
  const noun = total === 1 ? "product" : "products";
  return shown >= total ? `${total} ${noun}` : `Showing ${first}–${first + shown - 1} of ${total} ${noun}`;
}

/**
 * A listing page: heading and intro, notices, filters (a sidebar on desktop, the Refine panel on
 * mobile), result count, sort, applied filter chips, the product grid and pages. Every choice is in
 * the address, so any view can be shared and works without JavaScript.
 */
export function ListingPage({
  data,
  pathname,
  title,
  intro,
  hideBrandFilter = false,
  cardAction,
  keptQuery,
}: ListingPageProps) {
  const { listing, filters, notices } = data;
  const brand = useBrand();
  // 'Login for Price': no price filter or price sort for a shopper who cannot see prices
  const pricesHidden =
    brand.loginForPrice && (listing.items.length === 0 || listing.items.some((item) => item.priceHidden));
  const { currentPage, totalItems, itemsPerPage } = listing.pagination;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const activeCount = activeFilterCount(filters);
  const hasFilters =
    (!hideBrandFilter && listing.facets.brands.length > 0) ||
    !pricesHidden ||
    listing.facets.specs.length > 0;
  const lastPage = pageCount(totalItems, itemsPerPage);
  const clearHref = listingHref(pathname, filters, { ...defaultFilters, sort: filters.sort }, keptQuery);

  return (
    <div className="listing page-container">
      <header className="listing__header">
        <h1 className="listing__title">{title}</h1>
        {intro}
      </header>
      <ListingNotice notices={notices} />
      <div className={`listing__layout${hasFilters ? "" : " listing__layout--no-filters"}`}>
        {hasFilters ? (
          <aside id={filtersId} className="listing__filters" aria-labelledby={`${filtersId}-title`}>
            <h2 id={`${filtersId}-title`} className="listing__filters-title">
              Refine
            </h2>
            <ListingFilterForm
              facets={listing.facets}
              filters={filters}
              pathname={pathname}
              keptQuery={keptQuery}
              hideBrands={hideBrandFilter}
              hidePrice={pricesHidden}
              autoApply
            />
          </aside>
        ) : null}
        <section className="listing__results" aria-labelledby="listing-results-title">
          {/* The page's h2 for the results: with the sidebar hidden on phones, card titles (h3) still sit under an h2 */}
          <h2 id="listing-results-title" className="visually-hidden">
            Products
          </h2>
          <div className="listing__toolbar">
            <p id="listing-count" className="listing__count" aria-live="polite">
              {rangeText(currentPage, itemsPerPage, totalItems, listing.items.length)}
              {lastPage > 1 ? (
                <span className="listing__page-of">
                  {" "}
                  · Page {currentPage} of {lastPage}
                </span>
              ) : null}
            </p>
            <div className="listing__toolbar-actions">
              {hasFilters ? (
                <div className="only-mobile">
                  <RefinePanel
                    activeCount={activeCount}
                    fallbackTargetId={filtersId}
                    clearHref={activeCount > 0 ? clearHref : null}
                  >
                    {(form) => (
                      <ListingFilterForm
                        id={form.id}
                        facets={listing.facets}
                        filters={filters}
                        pathname={pathname}
                        keptQuery={keptQuery}
                        hideBrands={hideBrandFilter}
                        hidePrice={pricesHidden}
                        onApplied={form.close}
                      />
                    )}
                  </RefinePanel>
                </div>
              ) : null}
              <ListingSortForm
                filters={filters}
                pathname={pathname}
                keptQuery={keptQuery}
                hidePriceSorts={pricesHidden}
              />
            </div>
          </div>
          <ActiveFilterList
            filters={filters}
            facets={listing.facets}
            pathname={pathname}
            keptQuery={keptQuery}
          />
          {listing.items.length > 0 ? (
            <ProductGrid
              products={listing.items}
              label={`${title}: products`}
              busy={busy}
              cardAction={cardAction}
            />
          ) : (
            <div className="listing__empty">
              <p className="listing__empty-title">No products match these filters.</p>
              {activeCount > 0 ? <Link to={clearHref}>Clear all filters</Link> : null}
            </div>
          )}
          <div className="listing__pages">
            <Pagination
              currentPage={currentPage}
              totalItems={totalItems}
              itemsPerPage={itemsPerPage}
              hrefForPage={(page) => listingHref(pathname, filters, { page }, keptQuery)}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
