import { handOffProviderNamed } from "@store/domain/payment-handoff";
import { data } from "react-router";
import { PayHandOffReturnPage } from "~/features/payment-handoff/pay-handoff-return-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/pay-handoff-return";

export const handle: RouteHandle = {
  pageType: "checkout",
  header: "checkout",
  // Its address carries a provider's return parameters or a payment link's secret: no automatic page view (ADR 069)
  autoTrackingEnabled: false,
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Confirming your payment", noIndex: true });

/** The provider of the path (afterpay, zip, paypal); any other is not a page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const provider = handOffProviderNamed(params.provider);
  if (!provider) throw data(null, { status: 404 });
  return { provider, search: new URL(request.url).search };
}

/** Where a provider sends the customer's phone back after a staff hand-off (ADR 043). */
export default function PayHandOffReturnRoute({ loaderData }: Route.ComponentProps) {
  return <PayHandOffReturnPage provider={loaderData.provider} search={loaderData.search} />;
}
