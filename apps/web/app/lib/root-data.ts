import type { AlertBanner } from "@store/domain/alert-banner.schema";
import type { Brand } from "@store/domain/brands";
import type { GeoData } from "@store/domain/geo.schema";
import type { Navbar } from "@store/domain/navbar.schema";
import type { Sale } from "@store/domain/sale.schema";
import type { SettingItem } from "@store/domain/settings.schema";
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page. */
export interface RootData {
  /**
   * The brand's row of the brand table. Sent with the page rather than bundled, so the browser never
   * loads the whole table (and zod with it) just to know its own brand.
   */
  brand: Brand;
  /** The brand's configured public origin (from the server, never the Host header), for absolute URLs. */
  origin: string;
  /** This response's Content-Security-Policy nonce, for the document's own inline script. */
  cspNonce?: string;
  settings: SettingItem[];
  /** The current sale; null when it could not be loaded. */
  sale: Sale | null;
  /** The main navigation and top-nav icon switches (GET /api/navbar/, without brands: see navbarForPage); null when it could not be loaded. */
  navbar?: Navbar | null;
  /** The visitor's delivery location and store (GET /api/geo); null when it could not be loaded. */
  geo?: GeoData | null;
  /** The alert banner the page is rendered with; null when there is none or the shopper closed it. */
  alertBanner?: AlertBanner | null;
  /** The chosen locality as the shopper reads it ('Bondi Beach, NSW 2026'); null when none is chosen. */
  locationLabel?: string | null;
}

/** The root loader's data; undefined only while the root itself is failing. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** Narrows the root match's data in meta functions, where it arrives untyped. */
export function rootDataFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  if (typeof root === "object" && root !== null && "brand" in root && "origin" in root)
    return root as RootData;
  return undefined;
}
