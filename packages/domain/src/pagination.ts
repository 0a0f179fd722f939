/** The last page for a total (at least 1, so an empty list still has page 1). */
export function pageCount(totalItems: number, itemsPerPage: number): number {
  if (itemsPerPage <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / itemsPerPage));
}

/** Pages run from 1 to ceil(total/perPage) (storefront s.5). */
export function isValidPage(page: number, totalItems: number, itemsPerPage: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(totalItems, itemsPerPage);
}

/** A page forced into range: used by pages that fall back to a valid view. */
export function clampPage(page: number, totalItems: number, itemsPerPage: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(totalItems, itemsPerPage));
}
