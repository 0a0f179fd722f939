import { storageKeys } from "./storage-keys.ts";
import { type TimedStorage, timedStorage } from "./timed-storage.ts";

/** CachedProductsList (storefront s.7): entries live 30 minutes; writes are batched 500 ms after the first. */
export const cachedProductsLimits = {
  minutes: 30,
  writeDelayMs: 500,
  /** The oldest entries go first beyond this, so the cache never grows without end. */
  maxEntries: 40,
} as const;

interface CachedEntry<T> {
  value: T;
  /** Epoch ms. */
  expiresAt: number;
}

type CachedMap<T> = Record<string, CachedEntry<T>>;

/** A product cache in browser storage, one storage item for all its entries. */
export interface CachedProductsList<T> {
  /** The cached value, or null when absent or older than 30 minutes. */
  get(key: string): T | null;
  /** Caches a value; it is written with every other put of the next 500 ms in one storage write. */
  put(key: string, value: T): void;
  /** Writes what is waiting now (the page is being hidden). */
  flush(): void;
}

export interface CachedProductsOptions {
  storage?: TimedStorage;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  key?: string;
}

/** Creates the cache; in SSR (no storage) it holds nothing and writes nothing. */
export function createCachedProductsList<T>({
  storage = timedStorage,
  now = () => Date.now(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  key = storageKeys.cachedProductsList,
}: CachedProductsOptions = {}): CachedProductsList<T> {
  const pending = new Map<string, CachedEntry<T>>();
  let timer: unknown = null;

  function stored(): CachedMap<T> {
    const map = storage.get<CachedMap<T>>(key);
    return typeof map === "object" && map !== null && !Array.isArray(map) ? map : {};
  }

  function write() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (pending.size === 0) return;
    const at = now();
    const live = Object.entries(stored()).filter(
      ([, e]) => e && typeof e.expiresAt === "number" && e.expiresAt > at,
    );
    const merged = new Map<string, CachedEntry<T>>(live);
    for (const [k, e] of pending) {
      // Re-inserted, so the newest entries are last and the oldest trimmed first
      merged.delete(k);
      merged.set(k, e);
    }
    pending.clear();
    const kept = [...merged].slice(-cachedProductsLimits.maxEntries);
    // timed-storage clears expired entries and tries again when the quota is exceeded (storefront s.8)
    storage.set(key, Object.fromEntries(kept), cachedProductsLimits.minutes);
  }

  return {
    get(k) {
      const at = now();
      const entry = pending.get(k) ?? stored()[k];
      return entry && entry.expiresAt > at ? entry.value : null;
    },
    put(k, value) {
      pending.set(k, { value, expiresAt: now() + cachedProductsLimits.minutes * 60 * 1000 });
      // One write for every put of the next 500 ms, timed from the first
      if (timer === null) timer = setTimer(write, cachedProductsLimits.writeDelayMs);
    },
    flush: write,
  };
}
