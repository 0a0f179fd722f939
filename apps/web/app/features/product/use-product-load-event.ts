import { createBrowserApiClient } from "~/lib/api-client";
import { useClientData } from "~/lib/use-client-data";

/** Sends the event and never fails: a lost event is not worth an error on the shopper's page. */
async function recordProductLoad(productId: number): Promise<void> {
  await createBrowserApiClient()
    .recordProductLoad(productId)
    .catch(() => {});
}

/**
 * Reports a shown product page as a 'visit' analytics event (storefront s.7 "Analytics"), once per
 * product: after hydration, so it never slows the page, and never in the server render.
 */
export function useProductLoadEvent(productId: number) {
  // No signal: leaving the page must not cancel the event it reports
  useClientData(`product-load:${productId}`, () => recordProductLoad(productId));
}
