import { useEffect } from "react";
import { createBrowserApiClient } from "~/lib/api-client";

/**
 * Reports a shown product page as a 'visit' analytics event (storefront s.7 "Analytics"), once per
 * product: after hydration, so it never slows the page, and never in the server render.
 */
export function useProductLoadEvent(productId: number) {
  useEffect(() => {
    // A lost event is not worth an error on the shopper's page
    createBrowserApiClient()
      .recordProductLoad(productId)
      .catch(() => {});
  }, [productId]);
}
