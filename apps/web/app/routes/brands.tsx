import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/brands";

export const handle: RouteHandle = {
  pageType: "brandPage",
  breadcrumbs: currentPageCrumb("Brands"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Brands", description: "The appliance brands we stock." });

/** Brands: coming soon; the route, page type and shell are final. */
export default function BrandsRoute() {
  return (
    <ComingSoonPage
      title="Our brands"
      summary="Every appliance brand we stock, from everyday favourites to premium European makers."
    />
  );
}
