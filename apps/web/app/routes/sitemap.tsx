import { SiteMapDirectory } from "~/features/catalogue/site-map-directory";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/sitemap";

export const handle: RouteHandle = {
  pageType: "siteMap",
  breadcrumbs: currentPageCrumb("Sitemap"),
};

/** GET /api/catalogue/sitemap: the same data as /sitemap.xml. */
export async function loader({ context }: Route.LoaderArgs) {
  const sitemap = await createServerApiClient(context).getSitemap();
  return { sitemap };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sitemap",
    description: "Every category, brand, store and page of the store in one list.",
  });

/** The sitemap page: categories, brands, stores, help pages and products. */
export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-container page-section">
      <h1>Sitemap</h1>
      <SiteMapDirectory sitemap={loaderData.sitemap} />
    </div>
  );
}

/** The error page when the sitemap cannot load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
