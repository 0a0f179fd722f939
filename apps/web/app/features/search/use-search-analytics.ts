import { maskEmailsInUrl } from "@store/domain/search";
import { useEffect } from "react";
import { createBrowserApiClient } from "~/lib/api-client";

const repeatKey = "searchRepeatUser";

/**
 * Reports a shown results page as a 'search' analytics event (storefront s.3): the term, the skus
 * shown (none: a zero-result search staff should see), the address with e-mail addresses masked.
 */
export function useSearchAnalytics(query: string, skus: readonly string[]) {
  const key = `${query}|${skus.join(",")}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per distinct page of results
  useEffect(() => {
    let isRepeatUser = false;
    try {
      isRepeatUser = window.localStorage.getItem(repeatKey) === "1";
      window.localStorage.setItem(repeatKey, "1");
    } catch {
      // Storage may be off; the event is still worth sending
    }
    createBrowserApiClient()
      .postAnalyticsEvent({
        analyticsEventType: "search",
        query,
        productList: [...skus],
        url: maskEmailsInUrl(window.location.pathname + window.location.search),
        isRepeatUser,
      })
      .catch(() => {});
  }, [key]);
}
