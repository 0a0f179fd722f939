import { canonicalUrl } from "./canonical.ts";
import { escapeMarkup } from "./text.ts";

/** The sitemaps.org limit of URLs in one sitemap file (and of sitemaps in one index). */
export const maxSitemapUrls = 50_000;

/** The address of the n-th product part of the sitemap index (1-based). */
export function productSitemapPath(part: number): string {
  return `/sitemap-products-${part}.xml`;
}

/** The address of the part with every address that is not a product (categories, brands, stores, pages). */
export const pagesSitemapPath = "/sitemap-pages.xml";

/** How many product parts `productCount` products need (none for an empty catalogue). */
export function productSitemapParts(productCount: number): number {
  return Math.ceil(productCount / maxSitemapUrls);
}

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A `<urlset>` of the store's paths, each as its canonical URL on the brand's public origin. */
export function sitemapUrlSet(origin: string, paths: readonly string[]): string {
  if (paths.length > maxSitemapUrls) throw new RangeError(`a sitemap holds at most ${maxSitemapUrls} URLs`);
  const urls = paths.map((p) => `<url><loc>${escapeMarkup(canonicalUrl(origin, p))}</loc></url>`);
  return `${header}<urlset ${namespace}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming the sitemap files at `paths` on the brand's public origin. */
export function sitemapIndex(origin: string, paths: readonly string[]): string {
  const entries = paths.map((p) => `<sitemap><loc>${escapeMarkup(canonicalUrl(origin, p))}</loc></sitemap>`);
  return `${header}<sitemapindex ${namespace}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}
