import { canonicalOrigin, canonicalUrl } from "@store/domain/canonical";
import { constants } from "@store/domain/constants";
import { shareImagePath } from "@store/domain/share-card";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { rootDataFromMatches } from "./root-data.ts";

/** What a route says about itself for the document head. */
export interface PageMetaInput {
  /** The page's own title; the brand name is appended. Leave out on the home page. */
  title?: string;
  /** Defaults to the brand's tagline. */
  description?: string;
  type?: "website" | "article" | "product";
  /** Share image (a PNG or JPEG: social networks take no SVG); defaults to the brand's cards. */
  image?: { url: string; width: number; height: number; type: "image/png" | "image/jpeg" };
  /** Pages private to a shopper or empty (account, cart, checkout, 404) stay out of search engines. */
  noIndex?: boolean;
}

/** What pageMeta reads of a route's meta arguments. */
export interface PageMetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

/** The brand's share cards as PNG (ADR 052), largest first: the first og:image is the one most sites use. */
const brandCards = [...constants.openGraphImageSizes].reverse().map((size) => ({
  url: shareImagePath(size),
  width: size.width,
  height: size.height,
  type: "image/png" as const,
}));

/** The title, description, canonical link and open-graph tags of a page (storefront s.2, s.3). */
export function pageMeta(args: PageMetaArgs, page: PageMetaInput = {}): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  if (!root) return [{ title: page.title ?? "Appliances" }];
  const { brand } = root;
  const url = canonicalUrl(root.origin, args.location.pathname);
  const title = page.title ? `${page.title} | ${brand.name}` : `${brand.name} | ${brand.tagline}`;
  const description = page.description?.trim() || brand.tagline;
  const images = page.image ? [page.image] : brandCards;
  const absolute = (path: string) => (path.startsWith("/") ? `${canonicalOrigin(root.origin)}${path}` : path);

  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: page.title ?? brand.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: brand.locale.replace("-", "_") },
    // Each og:image is followed by its own width, height and type (the protocol's structured properties)
    ...images.flatMap((image) => [
      { property: "og:image", content: absolute(image.url) },
      { property: "og:image:type", content: image.type },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
    ]),
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noIndex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/** The head of an error page: 'Page not found' for a 404, else a plain apology; never indexed. */
export function errorPageMeta(args: PageMetaArgs & { error?: unknown }): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return pageMeta(args, { title: notFound ? "Page not found" : "Something went wrong", noIndex: true });
}
