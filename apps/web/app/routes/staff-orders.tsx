import { data, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { OrdersDeskList, OrdersDeskStaffOnly } from "~/features/orders-desk/orders-desk-list";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import { staffApi } from "~/lib/staff-api";
import type { Route } from "./+types/staff-orders";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Orders desk"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Orders desk", noIndex: true });

/**
 * The orders desk's list (ADR 038), read with the visitor's session: `?q=` finds a reference or an
 * email, `?page=` (from 1) pages. Signed out: the login page, then back here; a customer: a 403 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 10_000);
  try {
    return { forbidden: false as const, q, page: await staffApi(api).getDeskOrders({ q, page: page - 1 }) };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(`${url.pathname}${url.search}`));
    if (isApiError(error, 403)) return data({ forbidden: true as const, q, page: null }, { status: 403 });
    if (isApiError(error, 400))
      return { forbidden: false as const, q: "", page: await staffApi(api).getDeskOrders() };
    throw error;
  }
}

/** The orders desk: staff and admins only. */
export default function StaffOrdersRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.page) return <OrdersDeskStaffOnly />;
  return <OrdersDeskList page={loaderData.page} q={loaderData.q} />;
}
