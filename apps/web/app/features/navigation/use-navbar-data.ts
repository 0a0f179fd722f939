import { constants } from "@store/domain/constants";
import type { Navbar } from "@store/domain/navbar.schema";
import { useEffect, useMemo, useState } from "react";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";

/**
 * The navbar as every page carries it: categories and subcategories (enough to render the menu on the
 * server and to work without script) but not each category's brands, which only the hover panels
 * show. The browser gets those from the full navbar, fetched at most once an hour.
 */
export function navbarForPage(navbar: Navbar): Navbar {
  return {
    topNav: navbar.topNav,
    mainNav: { categories: navbar.mainNav.categories.map((category) => ({ ...category, brands: [] })) },
  };
}

function isNavbar(value: unknown): value is Navbar {
  return (
    typeof value === "object" &&
    value !== null &&
    "topNav" in value &&
    "mainNav" in value &&
    typeof value.mainNav === "object" &&
    value.mainNav !== null &&
    "categories" in value.mainNav &&
    Array.isArray(value.mainNav.categories)
  );
}

/** The page's navbar with the brands of the full one; the page's structure wins where they differ. */
function merge(page: Navbar | null, full: Navbar | null): Navbar | null {
  if (!page || !full) return page ?? full;
  const brands = new Map(full.mainNav.categories.map((category) => [category.uri, category.brands]));
  return {
    topNav: page.topNav,
    mainNav: {
      categories: page.mainNav.categories.map((category) => ({
        ...category,
        brands: brands.get(category.uri) ?? category.brands,
      })),
    },
  };
}

/**
 * The navbar data: the page's copy (server rendered, see navbarForPage), completed in the browser
 * from the full navbar kept in browser storage for an hour (storefront s.9) or fetched once that
 * copy expired. Should the page come without navbar data, the full one stands in for it.
 */
export function useNavbarData(fromPage: Navbar | null): Navbar | null {
  const [full, setFull] = useState<Navbar | null>(null);

  useEffect(() => {
    const cached = timedStorage.get<unknown>(storageKeys.navbar);
    if (isNavbar(cached)) {
      setFull(cached);
      return;
    }
    const controller = new AbortController();
    const load = () => {
      import("~/lib/api-client")
        .then(({ createBrowserApiClient }) => {
          if (controller.signal.aborted) throw controller.signal.reason;
          return createBrowserApiClient().getNavbar({ signal: controller.signal });
        })
        .then(
          (navbar) => {
            timedStorage.set(storageKeys.navbar, navbar, constants.navbarCacheMinutes);
            if (!controller.signal.aborted) setFull(navbar);
          },
          () => {
            // The menu works without the brands; the next page tries again
          },
        );
    };
    // Brands are for the hover panels, never urgent: wait until the page has settled
    const idle =
      typeof requestIdleCallback === "function" ? requestIdleCallback(load, { timeout: 2000 }) : null;
    const timer = idle === null ? setTimeout(load, 200) : null;
    return () => {
      controller.abort();
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  return useMemo(() => merge(fromPage, full), [fromPage, full]);
}
