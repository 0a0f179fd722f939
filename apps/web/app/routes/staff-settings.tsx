import { data, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { SettingsAdminOnly, SettingsAdminPage } from "~/features/settings-admin/settings-admin-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import { staffApi } from "~/lib/staff-api";
import type { Route } from "./+types/staff-settings";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Store settings"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Store settings", noIndex: true });

/**
 * The settings screen (ADR 086), read with the visitor's session: every setting's rows for every brand.
 * Signed out: the login page, then back here; staff without the admin role and customers: a 403 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  try {
    return { forbidden: false as const, settings: await staffApi(api).getAdminSettings() };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(url.pathname));
    if (isApiError(error, 403)) return data({ forbidden: true as const, settings: null }, { status: 403 });
    throw error;
  }
}

/** Store settings: admins only. */
export default function StaffSettingsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.settings) return <SettingsAdminOnly />;
  return <SettingsAdminPage settings={loaderData.settings} />;
}
