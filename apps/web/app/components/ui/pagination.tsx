import { clampPage, pageCount } from "@store/domain/pagination";
import { Link } from "react-router";
import { Icon } from "./icon";
import "./pagination.css";

/** The pages to show as links around the current one: first, last, two either side, gaps between. */
export function pageWindow(current: number, last: number, spread = 2): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= spread;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

export interface PaginationProps {
  /** The pagination instance (storefront s.3). */
  currentPage: number;
  totalItems: number;
  itemsPerPage: number;
  /** The address of a page; pages only run from 1 to ceil(total/perPage) (storefront s.5). */
  hrefForPage: (page: number) => string;
}

/** Page links with rel prev/next; nothing when everything fits on one page. */
export function Pagination({ currentPage, totalItems, itemsPerPage, hrefForPage }: PaginationProps) {
  const last = pageCount(totalItems, itemsPerPage);
  if (last <= 1) return null;
  const current = clampPage(currentPage, totalItems, itemsPerPage);
  return (
    <nav className="pagination" aria-label="Pages">
      <ul className="pagination__list">
        <li className="pagination__step">
          {current > 1 ? (
            <Link to={hrefForPage(current - 1)} rel="prev" className="pagination__link">
              <Icon name="chevronLeft" size={18} />
              Previous
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its position
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefForPage(page)}
                className="pagination__link pagination__page"
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li className="pagination__step">
          {current < last ? (
            <Link to={hrefForPage(current + 1)} rel="next" className="pagination__link">
              Next
              <Icon name="chevronRight" size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
