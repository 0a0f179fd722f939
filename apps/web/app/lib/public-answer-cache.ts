/**
 * Keeps the parsed bodies of public API answers (`Cache-Control: public, max-age=N`) for N seconds less
 * their `Age`: on the server it stands in for the browser's HTTP cache, so a page does not ask the
 * in-process API again for settings, the navbar or the sale that every visitor of the brand shares. The
 * server sends as max-age what is left of its own entry's lifetime (ADR 021), so a copy here expires with
 * it. Values are shared between requests and must be treated as read-only.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): unknown {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires > this.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps the value when the answer allows it, for as long as it allows. */
  remember(key: string, value: unknown, response: Response): void {
    const seconds = publicMaxAge(response);
    if (seconds <= 0) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? "");
    this.entries.set(key, { value, expires: this.now() + seconds * 1000 });
  }
}

/** Seconds a shared cache may keep this answer from now (max-age less Age): 0 unless it is a public, cookie-free 200. */
export function publicMaxAge(response: Response): number {
  if (response.status !== 200 || response.headers.has("set-cookie")) return 0;
  const directives = (response.headers.get("cache-control") ?? "").toLowerCase().split(",");
  const trimmed = directives.map((d) => d.trim());
  if (!trimmed.includes("public") || trimmed.some((d) => d === "no-store" || d === "private")) return 0;
  const maxAge = trimmed.find((d) => d.startsWith("max-age="));
  const age = Number(response.headers.get("age") ?? 0);
  const seconds = Number(maxAge?.slice("max-age=".length)) - (Number.isFinite(age) && age > 0 ? age : 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
