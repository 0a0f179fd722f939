import { orderQuerySchema } from "@store/domain/order.schema";
import { data } from "react-router";
// The account's styles the confirmation shares, ahead of the checkout's own
import "~/features/account/account.css";
import { OrderConfirmationPage } from "~/features/checkout/order-confirmation-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { checkoutApi } from "~/lib/checkout-api";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/order-confirmation";

export const handle: RouteHandle = {
  pageType: "orderConfirmation",
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Order confirmation", noIndex: true });

/** The order of ?id (and a mailed link's ?token): GET /api/checkout/order; 404 when it is not this visitor's. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = orderQuerySchema.safeParse({
    id: url.searchParams.get("id") ?? undefined,
    token: url.searchParams.get("token") ?? undefined,
  });
  if (!query.success) throw data(null, { status: 404 });
  try {
    return { order: await checkoutApi(createServerApiClient(context)).getOrder(query.data) };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}

/** The confirmation page (checkout s.2 /customer/confirmation?id={cartId}). */
export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmationPage order={loaderData.order} />;
}
