import { data, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { OrdersDeskStaffOnly } from "~/features/orders-desk/orders-desk-list";
import { OrdersDeskOrder } from "~/features/orders-desk/orders-desk-order";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import { staffApi } from "~/lib/staff-api";
import type { Route } from "./+types/staff-order";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Order"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `Order ${args.params.reference.toUpperCase()}`, noIndex: true });

/**
 * One order on the orders desk (ADR 038), read with the visitor's session. Signed out: the login page,
 * then back; a customer: a 403 page; an unknown or malformed reference: the not-found page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  try {
    return { forbidden: false as const, order: await staffApi(api).getDeskOrder(params.reference) };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(`${url.pathname}${url.search}`));
    if (isApiError(error, 403)) return data({ forbidden: true as const, order: null }, { status: 403 });
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
}

/** An order's payments and actions: staff and admins only. */
export default function StaffOrderRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.order) return <OrdersDeskStaffOnly />;
  return <OrdersDeskOrder order={loaderData.order} />;
}
