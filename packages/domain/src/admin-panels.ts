/**
 * A panel's URL for one thing (storefront s.2 "admin embedded panels"): the panel's address with the
 * thing named in its query (`sku` for the product-page panel, `projectId` for the project and reminder
 * panels). The query goes before any `#section` (the store's own reminders panels are sections of one
 * page), and a query the panel's address already has is kept.
 */
export function panelLink(panelUrl: string, params: Record<string, string | number>): string {
  const hashAt = panelUrl.indexOf("#");
  const base = hashAt === -1 ? panelUrl : panelUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : panelUrl.slice(hashAt);
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();
  if (!query) return panelUrl;
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
}

/** A panel the store serves itself is a path on this site; a CMS panel is an absolute URL elsewhere. */
export function isOwnPanel(panelUrl: string): boolean {
  return panelUrl.startsWith("/") && !panelUrl.startsWith("//");
}
