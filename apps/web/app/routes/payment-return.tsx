import type { PageType } from "@store/domain/page-types";
import { type RedirectProviderName, redirectProviders } from "@store/domain/redirect-payment";
import { data } from "react-router";
import { PaymentReturnPage } from "~/features/checkout/payment-return-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/payment-return";

/** The spec's page types of the providers that have one (storefront s.2); PayPal's return is checkout's. */
const providerPageTypes: Record<RedirectProviderName, PageType> = {
  afterpay: "afterpay",
  zip: "zipPay",
  paypal: "checkout",
  klarna: "klarna",
  humm: "humm",
};

export const handle: RouteHandle = {
  pageType: "checkout",
  pageTypeOf: ({ params }) =>
    providerPageTypes[redirectProviders.find((p) => p === params.provider) ?? "paypal"],
  header: "checkout",
  // Its address carries a provider's return parameters or a payment link's secret: no automatic page view (ADR 069)
  autoTrackingEnabled: false,
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Confirming your payment", noIndex: true });

/** The provider of the path (afterpay, zip, paypal); any other is not a page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const provider = redirectProviders.find((p) => p === params.provider);
  if (!provider) throw data(null, { status: 404 });
  return { provider, search: new URL(request.url).search };
}

/** Where a redirect provider sends the shopper back (ADR 036): the payment is confirmed from here. */
export default function PaymentReturnRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnPage provider={loaderData.provider} search={loaderData.search} />;
}
