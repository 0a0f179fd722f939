import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/stores";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Stores"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Stores", description: "Find a showroom near you." });

/** Stores: coming soon; the route, page type and shell are final. */
export default function StoresRoute() {
  return (
    <ComingSoonPage
      title="Our stores"
      summary="Find a showroom near you, with opening hours, directions and virtual tours."
    />
  );
}
