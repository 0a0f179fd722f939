import { constants } from "@store/domain/constants";
import type { CookingDemoLink } from "@store/domain/navbar.schema";
import { useEffect, useState } from "react";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";

interface CachedDemos {
  storeUri: string;
  demos: CookingDemoLink[];
}

function cachedFor(storeUri: string): CookingDemoLink[] | null {
  const cached = timedStorage.get<Partial<CachedDemos>>(storageKeys.cookingDemos);
  return cached?.storeUri === storeUri && Array.isArray(cached.demos) ? cached.demos : null;
}

/**
 * The store's upcoming cooking demos (GET /api/navbar/cooking-demos/{storeUri}), kept for an hour in
 * browser storage and fetched again when the store changes (storefront s.7, s.9). Browser only: call
 * it from UI that appears after a click, never from server-rendered markup.
 */
export function useCookingDemos(storeUri: string | null): {
  demos: CookingDemoLink[] | null;
  failed: boolean;
} {
  const [state, setState] = useState(() => ({
    storeUri,
    demos: storeUri ? cachedFor(storeUri) : null,
    failed: false,
  }));

  useEffect(() => {
    if (!storeUri) return;
    const cached = cachedFor(storeUri);
    if (cached) {
      setState({ storeUri, demos: cached, failed: false });
      return;
    }
    const controller = new AbortController();
    setState({ storeUri, demos: null, failed: false });
    // Loaded on demand: the client (and zod with it) stays out of the first page load
    import("~/lib/api-client")
      .then(({ createBrowserApiClient }) => {
        // Gone while the client loaded (the panel closed, the store changed): no call at all
        if (controller.signal.aborted) throw controller.signal.reason;
        return createBrowserApiClient().getStoreCookingDemos(storeUri, { signal: controller.signal });
      })
      .then(
        (demos) => {
          timedStorage.set(storageKeys.cookingDemos, { storeUri, demos }, constants.cookingDemoCacheMinutes);
          if (!controller.signal.aborted) setState({ storeUri, demos, failed: false });
        },
        () => {
          if (!controller.signal.aborted) setState({ storeUri, demos: [], failed: true });
        },
      );
    return () => controller.abort();
  }, [storeUri]);

  // While the store is changing, never show the previous store's demos
  if (state.storeUri !== storeUri) return { demos: null, failed: false };
  return { demos: state.demos, failed: state.failed };
}
