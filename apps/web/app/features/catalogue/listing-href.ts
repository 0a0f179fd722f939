import { defaultFilters, type ListingFilters, type SpecFilter } from "./listing-query.ts";

/**
 * Query parameters that belong to the listing itself rather than to a view of it, kept through every
 * filter, sort and page change: the search page's `autocorrect=off` (the words as typed).
 */
export type KeptQuery = Readonly<Record<string, string>>;

/**
 * The query string of a listing view, without defaults (sort 'relevance', page 1), so the same view
 * always has the same shareable address: '?brand=bosch&brand=miele&priceMax=2000&sort=price-asc&page=2'.
 */
export function listingSearch(filters: ListingFilters, kept: KeptQuery = {}): string {
  const query = new URLSearchParams(kept);
  for (const brand of filters.brands) query.append("brand", brand);
  if (filters.priceMin !== null) query.set("priceMin", String(filters.priceMin));
  if (filters.priceMax !== null) query.set("priceMax", String(filters.priceMax));
  for (const spec of filters.specs) query.append("spec", `${spec.name}:${spec.value}`);
  if (filters.sort !== defaultFilters.sort) query.set("sort", filters.sort);
  if (filters.page > 1) query.set("page", String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * The address of the listing with some filters changed. Any change but the page goes back to
 * page 1, because page 5 of a narrower list may not exist.
 */
export function listingHref(
  pathname: string,
  filters: ListingFilters,
  change: Partial<ListingFilters>,
  kept: KeptQuery = {},
): string {
  const next: ListingFilters = { ...filters, page: 1, ...change };
  return `${pathname}${listingSearch(next, kept)}`;
}

/** The filters with a brand added, or removed when it was already there. */
export function toggleBrand(filters: ListingFilters, brand: string): Pick<ListingFilters, "brands"> {
  return {
    brands: filters.brands.includes(brand)
      ? filters.brands.filter((b) => b !== brand)
      : [...filters.brands, brand],
  };
}

/** The filters with a specification value added, or removed when it was already there. */
export function toggleSpec(filters: ListingFilters, spec: SpecFilter): Pick<ListingFilters, "specs"> {
  const has = filters.specs.some((s) => s.name === spec.name && s.value === spec.value);
  return {
    specs: has
      ? filters.specs.filter((s) => !(s.name === spec.name && s.value === spec.value))
      : [...filters.specs, spec],
  };
}

/** The query string a filter form submits, without its empty fields (an empty price box). */
export function searchFromForm(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") query.append(name, value.trim());
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
