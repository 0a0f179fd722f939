import { data, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { RemindersPage, RemindersStaffOnly } from "~/features/reminders/reminders-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { projectApi } from "~/lib/project-api";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/staff-reminders";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Reminders"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Reminders", noIndex: true });

/**
 * The reminders panels (ADR 046), read with the visitor's session: the staff member's reminders, their
 * counts and the projects a new one may be for (`?projectId=` picks one). Signed out: the login page,
 * then back here; a customer: a 403 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  const asked = Number.parseInt(url.searchParams.get("projectId") ?? "", 10);
  try {
    const [reminders, stats, projects] = await Promise.all([
      projectApi(api).getMyReminders(),
      projectApi(api).getReminderStats(),
      projectApi(api).getReminderProjects(),
    ]);
    const projectId = projects.some((p) => p.id === asked) ? asked : null;
    return { forbidden: false as const, reminders: { reminders, stats, projects, projectId } };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(`${url.pathname}${url.search}`));
    if (isApiError(error, 403)) return data({ forbidden: true as const, reminders: null }, { status: 403 });
    throw error;
  }
}

/** Reminders: staff and admins only. */
export default function StaffRemindersRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.reminders) return <RemindersStaffOnly />;
  return <RemindersPage data={loaderData.reminders} />;
}
