import { maskEmailsInUrl } from "@store/domain/search";
import { createBrowserApiClient } from "~/lib/api-client";
import { useClientData } from "~/lib/use-client-data";

const repeatKey = "searchRepeatUser";

/**
 * Reports a shown results page as a 'search' analytics event (storefront s.3): the term, the skus
 * shown (none: a zero-result search staff should see), the address with e-mail addresses masked.
 */
export function useSearchAnalytics(query: string, skus: readonly string[]) {
  // One event per distinct page of results; no signal, so leaving the page does not cancel it
  useClientData(`search-event:${query}|${skus.join(",")}`, () => {
    let isRepeatUser = false;
    try {
      isRepeatUser = window.localStorage.getItem(repeatKey) === "1";
      window.localStorage.setItem(repeatKey, "1");
    } catch {
      // Storage may be off; the event is still worth sending
    }
    return createBrowserApiClient()
      .postAnalyticsEvent({
        analyticsEventType: "search",
        query,
        productList: [...skus],
        url: maskEmailsInUrl(window.location.pathname + window.location.search),
        isRepeatUser,
      })
      .catch(() => {});
  });
}
