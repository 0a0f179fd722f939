import { brandIdSchema } from "@store/domain/brands";
import { contactInboxStatuses } from "@store/domain/contact.schema";
import { data, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import {
  ContactInbox,
  ContactInboxStaffOnly,
  type InboxFilters,
} from "~/features/contact-inbox/contact-inbox-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import { staffApi } from "~/lib/staff-api";
import type { Route } from "./+types/staff-messages";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Messages"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Messages", noIndex: true });

/** The filters in the address; anything unknown falls back to every brand's open messages. */
function filtersOf(url: URL): InboxFilters {
  const brand = brandIdSchema.safeParse(url.searchParams.get("brand"));
  const status = contactInboxStatuses.find((s) => s === url.searchParams.get("status")) ?? "open";
  return { brand: brand.success ? brand.data : undefined, status };
}

/**
 * The contact inbox (ADR 061), read with the visitor's session: `?brand=` and `?status=` filter,
 * `?page=` (from 1) pages. Signed out: the login page, then back here; a customer: a 403 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 10_000);
  try {
    return {
      forbidden: false as const,
      filters,
      page: await staffApi(api).getContactInbox({ ...filters, page: page - 1 }),
    };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(`${url.pathname}${url.search}`));
    if (isApiError(error, 403))
      return data({ forbidden: true as const, filters, page: null }, { status: 403 });
    throw error;
  }
}

/** The contact inbox: staff and admins only. */
export default function StaffMessagesRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.page) return <ContactInboxStaffOnly />;
  return <ContactInbox page={loaderData.page} filters={loaderData.filters} />;
}
