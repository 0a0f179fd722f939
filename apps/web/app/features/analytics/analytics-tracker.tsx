import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "~/lib/analytics";
import { scriptLoader } from "~/lib/script-loader";
import { whenIdleAfterLoad } from "~/lib/when-idle";

/**
 * Tracks a page view on every navigation (storefront s.7) unless the route's data turns automatic
 * tracking off, and loads the pixel tag once, from the store's own assets, after the page has loaded. Renders nothing.
 */
export function AnalyticsTracker({
  pageType,
  autoTrackingEnabled,
}: {
  pageType: string;
  autoTrackingEnabled: boolean;
}) {
  const location = useLocation();

  // After the page's own loading, so the tag never delays what the shopper came to see
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        // A missing tag must never break the page; the loader has reported why
        scriptLoader()
          .load("pixel")
          .catch(() => undefined);
      }),
    [],
  );

  // One page view per navigation (location.key), read after the new page's title is in the document
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is the trigger
  useEffect(() => {
    if (!autoTrackingEnabled) return;
    trackPageView({ path: location.pathname + location.search, title: document.title, pageType });
  }, [location.key]);

  return null;
}
