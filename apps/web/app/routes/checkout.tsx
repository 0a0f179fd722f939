import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = {
  pageType: "checkout",
  header: "checkout",
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Checkout", noIndex: true });

/** Checkout: coming soon; the route, page type and shell are final. */
export default function CheckoutRoute() {
  return (
    <ComingSoonPage
      title="Checkout"
      summary="Delivery details, delivery date and payment will be taken here."
    />
  );
}
