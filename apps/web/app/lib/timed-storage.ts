/** What a timed value looks like in storage; anything else under a key is treated as absent. */
interface TimedEntry {
  value: unknown;
  expiresAt: number;
}

/** Timed key-value storage over a Web Storage area (spec s.9: values expire after minutes*60*1000 ms). */
export interface TimedStorage {
  /** The stored value, or null when absent, expired (then removed) or unreadable. */
  get<T>(key: string): T | null;
  /** Stores a JSON-serialisable value for `minutes`; false when storage is unavailable or full. */
  set(key: string, value: unknown, minutes: number): boolean;
  remove(key: string): void;
  /** Removes every timed entry that has expired; returns how many went. */
  clearExpired(): number;
}

function isTimedEntry(candidate: unknown): candidate is TimedEntry {
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    "expiresAt" in candidate &&
    "value" in candidate &&
    typeof candidate.expiresAt === "number"
  );
}

function readEntry(storage: Storage, key: string): TimedEntry | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTimedEntry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Browsers name the error differently (Firefox used NS_ERROR_DOM_QUOTA_REACHED, old WebKit code 22). */
export function isQuotaExceededError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== "undefined" && error instanceof DOMException)) {
    return false;
  }
  const named = error as { name?: string; code?: number };
  return (
    named.name === "QuotaExceededError" ||
    named.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
    named.code === 22 ||
    named.code === 1014
  );
}

/** localStorage when the page may use it; null during SSR or when the browser blocks access. */
export function browserLocalStorage(): Storage | null {
  try {
    if (typeof window === "undefined" || !window.localStorage) return null;
    return window.localStorage;
  } catch {
    // Safari with cookies blocked throws a SecurityError on the property access itself
    return null;
  }
}

/** Creates timed storage; `getStorage` is called per operation so SSR and tests stay safe. */
export function createTimedStorage(
  getStorage: () => Storage | null = browserLocalStorage,
  now: () => number = () => Date.now(),
): TimedStorage {
  function resolveStorage(): Storage | null {
    try {
      return getStorage();
    } catch {
      return null;
    }
  }

  function clearExpired(): number {
    const storage = resolveStorage();
    if (!storage) return 0;
    const expired: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key === null) continue;
      const entry = readEntry(storage, key);
      if (entry && entry.expiresAt <= now()) expired.push(key);
    }
    for (const key of expired) storage.removeItem(key);
    return expired.length;
  }

  return {
    get<T>(key: string): T | null {
      const storage = resolveStorage();
      if (!storage) return null;
      try {
        const entry = readEntry(storage, key);
        if (!entry) return null;
        if (entry.expiresAt <= now()) {
          storage.removeItem(key);
          return null;
        }
        return entry.value as T;
      } catch {
        return null;
      }
    },

    set(key: string, value: unknown, minutes: number): boolean {
      const storage = resolveStorage();
      if (!storage) return false;
      const entry: TimedEntry = { value, expiresAt: now() + minutes * 60 * 1000 };
      const raw = JSON.stringify(entry);
      try {
        storage.setItem(key, raw);
        return true;
      } catch (error) {
        if (!isQuotaExceededError(error)) return false;
      }
      // Full: make room by dropping what has expired anyway, then try exactly once more
      try {
        clearExpired();
        storage.setItem(key, raw);
        return true;
      } catch {
        return false;
      }
    },

    remove(key: string): void {
      try {
        resolveStorage()?.removeItem(key);
      } catch {
        // nothing to do: storage that cannot be written holds nothing of ours
      }
    },

    clearExpired(): number {
      try {
        return clearExpired();
      } catch {
        return 0;
      }
    },
  };
}

/** The app's timed storage over localStorage. */
export const timedStorage: TimedStorage = createTimedStorage();
