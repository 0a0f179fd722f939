/** The base of canonical URLs on a brand's public origin: its host, forced to https (storefront s.2). */
export function canonicalOrigin(origin: string): string {
  return `https://${new URL(origin).host}`;
}

/**
 * The canonical URL of a page (storefront s.2) on the brand's public origin: lower-cased, forced to
 * https, query dropped, and a trailing slash only on the root or when asked for.
 */
export function canonicalUrl(origin: string, pathname: string, keepTrailingSlash = false): string {
  let path = pathname.split(/[?#]/)[0] ?? "/";
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  if (path !== "/" && !keepTrailingSlash) path = path.replace(/\/+$/, "");
  if (keepTrailingSlash && !path.endsWith("/")) path = `${path}/`;
  return `${canonicalOrigin(origin)}${path}`.toLowerCase();
}
