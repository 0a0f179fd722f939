import { canonicalOrigin, canonicalUrl } from "@store/domain/canonical";
import { constants } from "@store/domain/constants";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { rootDataFromMatches } from "./root-data.ts";

/** What a route says about itself for the document head. */
export interface PageMetaInput {
  /** The page's own title; the brand name is appended. Leave out on the home page. */
  title?: string;
  /** Defaults to the brand's tagline. */
  description?: string;
  type?: "website" | "article" | "product";
  /** Share image; defaults to the brand's 1600x630 card. */
  image?: { url: string; width: number; height: number };
  /** Pages private to a shopper or empty (account, cart, checkout, 404) stay out of search engines. */
  noIndex?: boolean;
}

/** What pageMeta reads of a route's meta arguments. */
export interface PageMetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

const shareImageSize = constants.openGraphImageSizes[2];

/** The title, description, canonical link and open-graph tags of a page (storefront s.2, s.3). */
export function pageMeta(args: PageMetaArgs, page: PageMetaInput = {}): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  if (!root) return [{ title: page.title ?? "Appliances" }];
  const { brand } = root;
  const url = canonicalUrl(root.origin, args.location.pathname);
  const title = page.title ? `${page.title} | ${brand.name}` : `${brand.name} | ${brand.tagline}`;
  const description = page.description?.trim() || brand.tagline;
  const image = page.image ?? {
    url: `/share-image.svg`,
    width: shareImageSize.width,
    height: shareImageSize.height,
  };
  const imageUrl = image.url.startsWith("/") ? `${canonicalOrigin(root.origin)}${image.url}` : image.url;

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
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
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
