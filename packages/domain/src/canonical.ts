/**
 * The canonical URL of a page (storefront s.2): lower-cased, forced to https, query dropped,
 * and a trailing slash only on the root or when asked for.
 */
export function canonicalUrl(host: string, pathname: string, keepTrailingSlash = false): string {
  let path = pathname.split(/[?#]/)[0] ?? "/";
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  if (path !== "/" && !keepTrailingSlash) path = path.replace(/\/+$/, "");
  if (keepTrailingSlash && !path.endsWith("/")) path = `${path}/`;
  return `https://${host}${path}`.toLowerCase();
}
