/**
 * The SKUs of a /comparison/{sku}/{sku}/... address. Read from the raw path, because a SKU containing
 * a slash arrives URL-encoded (checkout s.2) and the router's decoded splat would split it in two.
 */
export function skusFromComparisonPath(rawPathname: string): string[] {
  return rawPathname
    .replace(/^\/comparison\/?/i, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
