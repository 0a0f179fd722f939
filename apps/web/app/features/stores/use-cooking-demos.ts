import { constants } from "@store/domain/constants";
import type { CookingDemoLink } from "@store/domain/navbar.schema";
import { storageKeys } from "~/lib/storage-keys";
import { timedStorage } from "~/lib/timed-storage";
import { useClientData } from "~/lib/use-client-data";

interface CachedDemos {
  storeUri: string;
  demos: CookingDemoLink[];
}

function cachedFor(storeUri: string): CookingDemoLink[] | null {
  const cached = timedStorage.get<Partial<CachedDemos>>(storageKeys.cookingDemos);
  return cached?.storeUri === storeUri && Array.isArray(cached.demos) ? cached.demos : null;
}

/** GET /api/navbar/cooking-demos/{storeUri}, kept in browser storage for an hour. */
async function loadCookingDemos(signal: AbortSignal, storeUri: string): Promise<CookingDemoLink[]> {
  // Loaded on demand: the client (and zod with it) stays out of the first page load
  const { createBrowserApiClient } = await import("~/lib/api-client");
  // Gone while the client loaded (the panel closed, the store changed): no call at all
  signal.throwIfAborted();
  const demos = await createBrowserApiClient().getStoreCookingDemos(storeUri, { signal });
  timedStorage.set(storageKeys.cookingDemos, { storeUri, demos }, constants.cookingDemoCacheMinutes);
  return demos;
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
  const demos = useClientData(storeUri, loadCookingDemos, { cached: cachedFor });
  if (demos.status === "success") return { demos: demos.data, failed: false };
  if (demos.status === "error") return { demos: [], failed: true };
  // While the store is changing, never the previous store's demos
  return { demos: null, failed: false };
}
