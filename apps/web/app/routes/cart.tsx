import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/cart";

export const handle: RouteHandle = {
  pageType: "shoppingCart",
  breadcrumbs: currentPageCrumb("Cart"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Cart", noIndex: true });

/** Cart: coming soon; the route, page type and shell are final. */
export default function CartRoute() {
  return (
    <ComingSoonPage
      title="Your cart"
      summary="Your cart, delivery estimate and order total will show here."
    />
  );
}
