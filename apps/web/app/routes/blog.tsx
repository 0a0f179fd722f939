import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = {
  pageType: "blog",
  breadcrumbs: currentPageCrumb("Blog"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Blog", description: "Buying guides, recipes and news from our experts." });

/** Blog: coming soon; the route, page type and shell are final. */
export default function BlogRoute() {
  return (
    <ComingSoonPage title="Blog" summary="Buying guides, recipes and news from our appliance experts." />
  );
}
