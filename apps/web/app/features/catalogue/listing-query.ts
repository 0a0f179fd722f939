import { type ListingSort, listingQuerySchema, listingSortLabels } from "@store/domain/listing.schema";
import { truncate } from "@store/domain/text";

/** A key specification filter, 'Name:Value' in the address. */
export interface SpecFilter {
  name: string;
  value: string;
}

/** What a listing page shows, as read from its address: filters in dollars, sort and page. */
export interface ListingFilters {
  brands: string[];
  priceMin: number | null;
  priceMax: number | null;
  specs: SpecFilter[];
  sort: ListingSort;
  page: number;
}

/** The fixed part of a listing: a category page, a brand page, a promotion, the sale, or all products. */
export interface ListingScope {
  category?: string;
  brand?: string;
  /** A promotion's products (/promotion/{path}, ADR 050). */
  promotion?: string;
  /** The products of the sale on now (/sale). */
  sale?: boolean;
}

export const defaultFilters: ListingFilters = {
  brands: [],
  priceMin: null,
  priceMax: null,
  specs: [],
  sort: "relevance",
  page: 1,
};

const maxSpecFilters = 10;

/** The first message of a failed parse of one field, for the notice. */
function firstMessage(result: { error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? "it is not valid";
}

function quoted(value: string): string {
  return `“${truncate(value, 40)}”`;
}

/**
 * Reads a listing address leniently (the spec's rules through `listingQuerySchema`, one field at a
 * time): a bad brand, filter, price, sort or page is dropped, and each drop is described in a notice,
 * so any URL shows a valid page instead of an error. Empty values (an empty price box) are ignored.
 */
export function parseListingSearch(
  search: URLSearchParams,
  options: { fixedBrand?: boolean } = {},
): { filters: ListingFilters; notices: string[] } {
  const notices: string[] = [];
  const filters: ListingFilters = { ...defaultFilters, brands: [], specs: [] };
  const present = (name: string) =>
    search
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);

  if (!options.fixedBrand) {
    for (const value of present("brand").flatMap((v) => v.split(","))) {
      const uri = value.trim().toLowerCase();
      if (!uri || filters.brands.includes(uri)) continue;
      const parsed = listingQuerySchema.safeParse({ brand: uri });
      if (parsed.success) filters.brands.push(uri);
      else
        notices.push(
          `We left out the brand ${quoted(value)}: brand addresses use letters, digits and hyphens.`,
        );
    }
  }

  for (const value of present("spec")) {
    const parsed = listingQuerySchema.safeParse({ spec: value });
    const spec = parsed.success ? parsed.data.spec[0] : undefined;
    if (!spec) {
      notices.push(`We left out the filter ${quoted(value)}: a filter reads 'Name:Value'.`);
      continue;
    }
    if (filters.specs.some((s) => s.name === spec.name && s.value === spec.value)) continue;
    if (filters.specs.length >= maxSpecFilters) {
      notices.push(`We used the first ${maxSpecFilters} specification filters and left out the rest.`);
      break;
    }
    filters.specs.push(spec);
  }

  for (const [field, label] of [
    ["priceMin", "lowest price"],
    ["priceMax", "highest price"],
  ] as const) {
    const value = present(field)[0];
    if (value === undefined) continue;
    const parsed = listingQuerySchema.safeParse({ [field]: value });
    const dollars = parsed.success ? parsed.data[field] : undefined;
    if (dollars === undefined)
      notices.push(`We ignored the ${label} ${quoted(value)}: ${firstMessage(parsed)}.`);
    else filters[field] = dollars;
  }
  if (filters.priceMin !== null && filters.priceMax !== null && filters.priceMin > filters.priceMax) {
    [filters.priceMin, filters.priceMax] = [filters.priceMax, filters.priceMin];
    notices.push("The lowest price was above the highest, so we swapped them.");
  }

  const sort = present("sort")[0];
  if (sort !== undefined) {
    const parsed = listingQuerySchema.safeParse({ sort });
    if (parsed.success) filters.sort = parsed.data.sort;
    else
      notices.push(
        `We don't know the sort order ${quoted(sort)}, so the list is sorted by ${listingSortLabels.relevance.toLowerCase()}.`,
      );
  }

  const page = present("page")[0];
  if (page !== undefined) {
    const parsed = listingQuerySchema.safeParse({ page });
    if (parsed.success) filters.page = parsed.data.page;
    else notices.push(`There is no page ${quoted(page)}, so here is the first page.`);
  }

  return { filters, notices };
}

/** The query of GET /api/catalogue/listing for a scope and filters (prices in dollars, brands comma-joined). */
export function listingApiQuery(scope: ListingScope, filters: ListingFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (scope.category) query.set("category", scope.category);
  if (scope.promotion) query.set("promotion", scope.promotion);
  if (scope.sale) query.set("sale", "true");
  const brands = scope.brand ? [scope.brand] : filters.brands;
  if (brands.length > 0) query.set("brand", brands.join(","));
  if (filters.priceMin !== null) query.set("priceMin", String(filters.priceMin));
  if (filters.priceMax !== null) query.set("priceMax", String(filters.priceMax));
  for (const spec of filters.specs) query.append("spec", `${spec.name}:${spec.value}`);
  if (filters.sort !== defaultFilters.sort) query.set("sort", filters.sort);
  if (filters.page > 1) query.set("page", String(filters.page));
  return query;
}

/** How many filters are applied (brands, price bounds and specifications); sort and page are not filters. */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.brands.length +
    filters.specs.length +
    (filters.priceMin !== null ? 1 : 0) +
    (filters.priceMax !== null ? 1 : 0)
  );
}
