/**
 * A small in-process cache for data that tolerates staleness (settings, banners, sales, catalogue
 * answers). Each instance of the app keeps its own; nothing here must be shared between instances.
 * Concurrent misses for one key share a single load; past `maxEntries` the oldest entry goes first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? "");
        this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
