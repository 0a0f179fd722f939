/** Browser storage keys named by the spec (storefront s.7 "Browser storage", checkout s.7). */
export const storageKeys = {
  alertCacheData: "alertCacheData",
  recheckAlertBannerExpiry: "recheckAlertBannerExpiry",
  /** Remembers which alert banner the shopper closed, so the next recheck does not bring it back. */
  alertBannerDismissed: "alertBannerDismissed",
  /** The footer-banner flag: the sale footer banner was dismissed (1440 minutes). */
  saleFooterBannerDismissed: "footerBannerDismissed",
} as const;
