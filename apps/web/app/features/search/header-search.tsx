import { searchDebounceMs } from "@store/domain/search";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import { useHydrated } from "~/lib/use-hydrated";
import { SearchBox } from "./search-box";
import "~/components/ui/header-control.css";
import "./header-search.css";

/**
 * Search in the header, by theme (storefront s.2, ADR 012): a plain search bar, a nav dropdown that
 * holds a search bar, or the search overlay. The dropdown and overlay open from the search icon,
 * close on Escape, and give focus back to the icon.
 */
export function HeaderSearch() {
  const brand = useBrand();
  const ui = brand.searchUi;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const hydrated = useHydrated();

  // A new page closes the overlay
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setOpen(false), [key]);

  if (ui === "searchBar") {
    return <SearchBox waitMs={searchDebounceMs(ui)} className="header-search__bar" />;
  }

  // Without script the icon cannot open anything: it leads to the product landing instead
  if (!hydrated) {
    return (
      <Link to="/products" className="header-control header-search__toggle">
        <Icon name="search" size={22} />
        <span className="header-search__label visually-hidden-until-wide">Search</span>
      </Link>
    );
  }

  function close(reason: "escape" | "blur" | "chosen") {
    setOpen(false);
    // Escape hands focus back to the icon; a click elsewhere keeps focus where the shopper put it
    if (reason === "escape") buttonRef.current?.focus();
  }

  return (
    <div className={`header-search header-search--${ui}`}>
      <button
        ref={buttonRef}
        type="button"
        className="header-control header-search__toggle"
        aria-expanded={open}
        aria-controls="header-search-panel"
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={open ? "close" : "search"} size={22} />
        <span className="header-search__label visually-hidden-until-wide">
          {open ? "Close search" : "Search"}
        </span>
      </button>
      {open ? (
        <section
          id="header-search-panel"
          className="header-search__panel"
          aria-label="Search"
          onKeyDown={(event) => {
            if (event.key === "Escape") close("escape");
          }}
        >
          <div className="header-search__inner page-container">
            <SearchBox waitMs={searchDebounceMs(ui)} autoFocus onClose={close} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
