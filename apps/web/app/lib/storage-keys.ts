/** Browser storage keys named by the spec (storefront s.7 "Browser storage", checkout s.7). */
export const storageKeys = {
  alertCacheData: "alertCacheData",
  recheckAlertBannerExpiry: "recheckAlertBannerExpiry",
  /** Remembers which alert banner the shopper closed, so the next recheck does not bring it back. */
  alertBannerDismissed: "alertBannerDismissed",
  /** The footer-banner flag: the sale footer banner was dismissed (1440 minutes). */
  saleFooterBannerDismissed: "footerBannerDismissed",
  /** The navbar data (1 hour, storefront s.9): the fallback when a page arrives without it. */
  navbar: "navbarData",
  /** The chosen store's upcoming cooking demos with the store they belong to (1 hour, storefront s.9). */
  cookingDemos: "cookingDemos",
  /** The compare list, mirrored so the tray renders at once on load (checkout s.7). */
  compareProducts: "CompareProducts",
  /** The product cache (30 minutes, writes batched after 500 ms): the search dropdown's product lists. */
  cachedProductsList: "CachedProductsList",
} as const;
