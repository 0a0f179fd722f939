import { useSearchParams } from "react-router";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/order-confirmation";

export const handle: RouteHandle = {
  pageType: "orderConfirmation",
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Order confirmation", noIndex: true });

/** Order confirmation: coming soon; the route, page type and shell are final. */
export default function OrderConfirmationRoute() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get("id");
  return (
    <ComingSoonPage
      title="Thank you for your order"
      summary="Your order summary and what happens next will show here."
    >
      {orderId ? (
        <p>
          Order reference: <strong>{orderId}</strong>
        </p>
      ) : null}
    </ComingSoonPage>
  );
}
