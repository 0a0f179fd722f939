import { constants } from "@store/domain/constants";
import type { Navbar } from "@store/domain/navbar.schema";
import { useMemo } from "react";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";
import { useClientData } from "~/lib/use-client-data";

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

function cachedNavbar(): Navbar | null {
  const cached = timedStorage.get<unknown>(storageKeys.navbar);
  return isNavbar(cached) ? cached : null;
}

/** GET /api/navbar/, kept in browser storage for an hour. */
async function loadNavbar(signal: AbortSignal): Promise<Navbar> {
  const { createBrowserApiClient } = await import("~/lib/api-client");
  signal.throwIfAborted();
  const navbar = await createBrowserApiClient().getNavbar({ signal });
  timedStorage.set(storageKeys.navbar, navbar, constants.navbarCacheMinutes);
  return navbar;
}

/**
 * The navbar data: the page's copy (server rendered, see navbarForPage), completed in the browser
 * from the full navbar kept in browser storage for an hour (storefront s.9) or fetched once that
 * copy expired. Should the page come without navbar data, the full one stands in for it.
 */
export function useNavbarData(fromPage: Navbar | null): Navbar | null {
  // Brands are for the hover panels, never urgent: loaded once the page has settled. A failure leaves
  // the menu without them; the next page tries again.
  const full = useClientData("navbar", loadNavbar, { cached: cachedNavbar, whenIdle: true });
  const loaded = full.status === "success" ? full.data : null;
  return useMemo(() => merge(fromPage, loaded), [fromPage, loaded]);
}
