import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/products";

export const handle: RouteHandle = {
  pageType: "filter",
  breadcrumbs: currentPageCrumb("Products"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All products", description: "Browse our full range of appliances." });

/** All products: coming soon; the route, page type and shell are final. */
export default function ProductsRoute() {
  return (
    <ComingSoonPage
      title="All products"
      summary="Browse and filter our full range of appliances by category, brand, price and features."
    />
  );
}
