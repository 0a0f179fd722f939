import type { Brand } from "./brands.ts";

/** Search limits and timings of storefront s.5 and s.9. */
export const searchLimits = {
  maxLength: 100,
  minLength: 2,
  /** Quiet time after the last keystroke: the overlay and nav dropdown, then the plain search bar. */
  debounceMs: { overlay: 300, bar: 500 },
  /** Leaving the input clears it after this long, so a click on a suggestion still lands. */
  blurClearMs: 200,
} as const;

/**
 * Cleans a search term (storefront s.5): angle brackets, semicolons and path-traversal dots go,
 * then every character but letters, digits, hyphen, underscore, plus, dot, slash and whitespace.
 * Runs of whitespace become one space; the result is trimmed and cut to the maximum length.
 */
export function sanitiseSearchTerm(text: string): string {
  return text
    .replace(/[<>;]/g, "")
    .replace(/\.{2,}/g, "")
    .replace(/[^\p{L}\p{N}\-_+./\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, searchLimits.maxLength)
    .trim();
}

/** True when the text, trimmed, is long enough to search; shorter text clears the results instead. */
export function isSearchable(text: string): boolean {
  return sanitiseSearchTerm(text).length >= searchLimits.minLength;
}

/** How the brand opens search from the header (storefront s.2): nav dropdown, plain bar or overlay. */
export type SearchUi = Brand["searchUi"];

/** Debounce for typing: 500 ms in the plain search bar, 300 ms otherwise. */
export function searchDebounceMs(ui: SearchUi): number {
  return ui === "searchBar" ? searchLimits.debounceMs.bar : searchLimits.debounceMs.overlay;
}

/** Products the dropdown lists for a brand's theme on a small or large screen (3/6 or 4/8). */
export function searchDropdownCount(brand: Pick<Brand, "searchDropdown">, screen: "small" | "large"): number {
  return brand.searchDropdown[screen];
}

/** Square size in px of a dropdown product picture (90 or 100 by theme). */
export function searchImageSize(brand: Pick<Brand, "searchDropdown">): number {
  return brand.searchDropdown.imageSize;
}

/** The full results page of a term: /search/{term}, sanitised and encoded. */
export function searchResultsPath(term: string): string {
  return `/search/${encodeURIComponent(sanitiseSearchTerm(term))}`;
}

// Plain or URL-encoded '@' ('%40'), so addresses in query strings are caught too
const emailPattern =
  /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(?:@|%40)([A-Za-z0-9-])[A-Za-z0-9.-]*\.([A-Za-z]{2,})/g;

/** Masks e-mail addresses in a tracked URL (storefront s.5): 'jane@example.com' -> 'j***@e***.com'. */
export function maskEmailsInUrl(url: string): string {
  return url.replace(emailPattern, (_match, first: string, domain: string, tld: string) => {
    return `${first}***@${domain}***.${tld}`;
  });
}

/** Lower-case words of a sanitised term, as the search engine splits them. */
export function searchWords(term: string): string[] {
  return sanitiseSearchTerm(term)
    .toLowerCase()
    .split(/[\s\-_+./]+/)
    .filter(Boolean);
}

/**
 * Whether a search results page may be indexed (ADR 088): it lists products found by the words as typed.
 * A page of another term's results (autocorrected) or of none is kept out.
 */
export function isIndexableSearch(totalItems: number, correctedTerm: string | null): boolean {
  return totalItems > 0 && correctedTerm === null;
}
