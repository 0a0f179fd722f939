import { type BrandId, brandIdSchema } from "./brands.ts";

/** Each brand's configured public origin ('https://shop.example.com'); brands left out use the default. */
export type PublicOrigins = Partial<Record<BrandId, string>>;

/**
 * Parses `brand=origin` pairs ('wa=https://shop.example.com,aol-nz=https://nz.example.com'). An origin is a
 * scheme, a host and an optional port: nothing else, so a link built from it cannot be bent by a path.
 * Returns the origins, or the first pair that is wrong and why.
 */
export function parsePublicOrigins(text: string): { origins: PublicOrigins } | { error: string } {
  const origins: PublicOrigins = {};
  for (const pair of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.indexOf("=");
    const brand = brandIdSchema.safeParse(pair.slice(0, at).trim());
    if (at < 0 || !brand.success) return { error: `'${pair}' is not brand=origin with a known brand` };
    const origin = originOf(pair.slice(at + 1).trim());
    if (!origin) return { error: `'${pair}': the origin must be http(s)://host[:port], with no path` };
    origins[brand.data] = origin;
  }
  return { origins };
}

function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  return url.origin;
}

/**
 * The origin every absolute URL of a brand is built from: the configured one, else the embedded demo's
 * `http://<brand>.localhost:<port>`. Never the request's Host header (a forged one would go into mails,
 * the sitemap and canonical links).
 */
export function publicOriginFor(brand: BrandId, origins: PublicOrigins, port: number): string {
  return origins[brand] ?? `http://${brand}.localhost:${port}`;
}

/** The host names of the configured origins, as a host-to-brand map (so a configured origin also picks its brand). */
export function hostsOfOrigins(origins: PublicOrigins): Record<string, BrandId> {
  const hosts: Record<string, BrandId> = {};
  for (const [brand, origin] of Object.entries(origins) as [BrandId, string][]) {
    hosts[new URL(origin).hostname] = brand;
  }
  return hosts;
}

/**
 * The origins whose pages may write to a brand's API (the check against cross-site requests): the brand's
 * public origin; the demo's fallback brand, when it has no configured origin, also answers at
 * `http://localhost:<port>` (what `npm start` prints).
 */
export function writeOriginsFor(
  brand: BrandId,
  origins: PublicOrigins,
  fallback: BrandId,
  port: number,
): readonly string[] {
  const own = publicOriginFor(brand, origins, port);
  if (brand !== fallback || origins[brand]) return [own];
  return [own, `http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
