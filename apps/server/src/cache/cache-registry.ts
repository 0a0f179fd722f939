import { LRUCache } from "lru-cache";
import type { Config } from "../config.ts";

/**
 * The families of cached data (ADR 021), each cleared as a whole. `catalogue` is everything read from
 * products, categories, manufacturers, facets and the search vocabulary (CATALOGUE_CACHE_SECONDS);
 * `shell` is settings, the alert banner, the sale and the stores (SHELL_CACHE_SECONDS); both expire with
 * their configured lifetime. `process` is what is built only from data that cannot change while the
 * process runs (the locality data the store map draws): kept for the life of the process, bounded by its
 * cache's `max`, never expired, and cleared only when asked.
 */
export const cacheFamilies = ["catalogue", "shell", "process"] as const;
export type CacheFamily = (typeof cacheFamilies)[number];

/** The families that expire, with a lifetime from the configuration. */
export type ExpiringFamily = Exclude<CacheFamily, "process">;

/** Seconds each expiring family's data may be served from memory; 0 reads the database every time. */
export type CacheLifetimes = Record<ExpiringFamily, number>;

/**
 * The end of the lifetime window `at` falls in. Every entry of a family expires at the end of the window
 * its load started in (windows are whole multiples of the lifetime since the epoch), so a value built from
 * other cached values of its family is never older than one lifetime, and neither is an answer a browser
 * or the page renderer keeps for the remaining seconds: staleness is bounded by the lifetime, not by the
 * sum of the caches it passed through.
 */
export function windowEnd(lifetimeMs: number, at: number): number {
  return (Math.floor(at / lifetimeMs) + 1) * lifetimeMs;
}

/** Options of one named cache. */
export interface NamedCacheOptions {
  family: CacheFamily;
  /** Entries kept at most; past it the least recently used goes first. */
  max?: number;
}

/**
 * One named cache: loads a key at most once while it is fresh (concurrent misses share one load) and
 * keeps it until its family's window ends. A value may be built only from caches of its own family.
 */
export class NamedCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;
  private readonly pending = new Map<string, Promise<V>>();
  // Loads that began before a clear may finish after it: they answer their callers but are not kept
  private generation = 0;

  constructor(
    readonly name: string,
    readonly family: CacheFamily,
    private readonly lifetimeMs: number,
    private readonly now: () => number,
    max: number,
  ) {
    // ttlResolution 0: the clock is read on every lookup, so an entry is never served past its window
    this.entries = new LRUCache({ max, ttlResolution: 0, perf: { now } });
  }

  /**
   * The value under `key`, loaded with `load` when it is missing or its window has ended (a cache whose
   * lifetime is infinite, the `process` family's, has no window: its entries go only when evicted or cleared).
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.lifetimeMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit.value);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const ends = Number.isFinite(this.lifetimeMs) ? windowEnd(this.lifetimeMs, this.now()) : null;
    const promise = load()
      .then((value) => {
        if (generation !== this.generation) return value;
        if (ends === null) this.entries.set(key, { value });
        else {
          // lru-cache serves an entry while `now - start <= ttl`: one millisecond less ends it at `ends`
          const ttl = ends - this.now() - 1;
          if (ttl > 0) this.entries.set(key, { value }, { ttl });
        }
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** Forgets every entry, and every load under way. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  /** How many entries are kept now (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }
}

/** The registry of an app with the configured lifetimes; `now` is the caches' clock (tests move it). */
export function cacheRegistryFor(
  config: Pick<Config, "CATALOGUE_CACHE_SECONDS" | "SHELL_CACHE_SECONDS">,
  now: () => number = Date.now,
): CacheRegistry {
  return new CacheRegistry(
    { catalogue: config.CATALOGUE_CACHE_SECONDS, shell: config.SHELL_CACHE_SECONDS },
    now,
  );
}

/**
 * Every in-process cache of one app (ADR 021): each is named, belongs to a family whose lifetime comes
 * from the configuration, and can be cleared by name or family when the data behind it changes. Each app
 * process keeps its own; nothing here may be data that must be shared between instances.
 */
export class CacheRegistry {
  private readonly caches = new Map<string, NamedCache<unknown>>();
  private clears = 0;

  constructor(
    private readonly lifetimes: CacheLifetimes,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new named cache; names are unique within the registry. */
  define<V>(name: string, options: NamedCacheOptions): NamedCache<V> {
    if (this.caches.has(name)) throw new Error(`The cache '${name}' is defined twice`);
    const cache = new NamedCache<V>(
      name,
      options.family,
      options.family === "process" ? Number.POSITIVE_INFINITY : this.lifetimes[options.family] * 1000,
      this.now,
      options.max ?? 1000,
    );
    this.caches.set(name, cache as NamedCache<unknown>);
    return cache;
  }

  /**
   * Clears the caches of a family (`invalidate("catalogue")` after the catalogue changes) or one cache by
   * name; answers the names cleared. With a bus (`tellPeers`, cache-bus.ts) every other process of the
   * store clears the same caches within moments; without one, they keep theirs until their window ends.
   */
  invalidate(target: CacheFamily | string): string[] {
    const cleared = this.clearHere(target);
    this.tellPeers?.(target);
    return cleared;
  }

  /** Clears what another process cleared (the bus calls this): here only, not told again. */
  clearHere(target: CacheFamily | string): string[] {
    const cleared = [...this.caches.values()].filter((c) => c.family === target || c.name === target);
    for (const cache of cleared) cache.clear();
    if (cleared.length > 0) this.clears++;
    return cleared.map((c) => c.name);
  }

  /** Tells the store's other processes what this one cleared; set by the cache bus. */
  tellPeers: ((target: string) => void) | null = null;

  /** Counts the clears so far: a key part for copies kept outside the registry (the page renderer's). */
  get generation(): number {
    return this.clears;
  }

  /** The family's lifetime in seconds (0: not cached). */
  lifetimeSeconds(family: ExpiringFamily): number {
    return this.lifetimes[family];
  }

  /**
   * Whole seconds left in the family's current window: how long an answer built now from its data may be
   * kept by a browser or the page renderer (the remaining lifetime of every entry it could have read).
   */
  remainingSeconds(family: ExpiringFamily): number {
    const lifetimeMs = this.lifetimes[family] * 1000;
    if (lifetimeMs <= 0) return 0;
    const now = this.now();
    return Math.floor((windowEnd(lifetimeMs, now) - now) / 1000);
  }

  /** The names of every cache with its family, for diagnostics. */
  list(): { name: string; family: CacheFamily; size: number }[] {
    return [...this.caches.values()].map((c) => ({ name: c.name, family: c.family, size: c.size }));
  }
}
