import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/sitemap";

export const handle: RouteHandle = {
  pageType: "siteMap",
  breadcrumbs: currentPageCrumb("Sitemap"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Sitemap", description: "Every page of the store in one list." });

/** Sitemap: coming soon; the route, page type and shell are final. */
export default function SitemapRoute() {
  return (
    <ComingSoonPage title="Sitemap" summary="Every category, brand and page of the store in one list." />
  );
}
