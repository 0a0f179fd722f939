import { handOffMessages } from "@store/domain/payment-handoff";
import { PayHandOffPage } from "~/features/payment-handoff/pay-handoff-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { checkoutApi } from "~/lib/checkout-api";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/pay-handoff";

export const handle: RouteHandle = {
  pageType: "checkout",
  header: "checkout",
  // Its address carries a provider's return parameters or a payment link's secret: no automatic page view (ADR 069)
  autoTrackingEnabled: false,
};

// The link's token is its whole secret: kept out of search engines and out of the Referer sent on
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Pay on your phone", noIndex: true }),
  { name: "referrer", content: "no-referrer" },
];

/** The link as the customer's phone sees it (ADR 043); an unknown link still renders the page, saying so. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const token = params.token;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { token, link: null, problem: handOffMessages.unknown };
  try {
    return {
      token,
      link: await checkoutApi(createServerApiClient(context)).getHandOffLink(token),
      problem: null,
    };
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400))
      return { token, link: null, problem: handOffMessages.unknown };
    if (isApiError(error, 429))
      return { token, link: null, problem: error.problem.messages[0] ?? handOffMessages.unknown };
    throw error;
  }
}

/** A staff member's QR code opened on the customer's phone: pay there with the provider. */
export default function PayHandOffRoute({ loaderData }: Route.ComponentProps) {
  return <PayHandOffPage token={loaderData.token} link={loaderData.link} problem={loaderData.problem} />;
}
