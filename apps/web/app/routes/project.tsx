import { projectPageSize } from "@store/domain/project-constants";
import { firstProjectError, projectFallbacks } from "@store/domain/project-errors";
import { data } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { ProjectListPage, ProjectStaffOnly } from "~/features/project/project-list-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { projectApi } from "~/lib/project-api";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/project";

export const handle: RouteHandle = {
  pageType: "project",
  breadcrumbs: currentPageCrumb("Projects"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Projects", noIndex: true });

/**
 * /project: the staff member's projects (`?scope=all` for every staff member's), paged with `?page`,
 * read with the visitor's session. `?projectId=` opens that project's screen. Signed out: a sign-in
 * prompt (401); a customer: staff only (403).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("projectId");
  if (asked && /^\d+$/.test(asked)) return Response.redirect(new URL(`/project/${asked}`, url), 302);
  const scope = url.searchParams.get("scope") === "all" ? ("all" as const) : ("mine" as const);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const api = createServerApiClient(context);
  const login = loginHref(`${url.pathname}${url.search}`);
  try {
    const found = await projectApi(api).getProjectPage({ page, items: projectPageSize.default, scope });
    return { access: "staff" as const, login, list: { page: found, scope, error: null } };
  } catch (error) {
    if (isApiError(error, 401))
      return data({ access: "signed-out" as const, login, list: null }, { status: 401 });
    if (isApiError(error, 403))
      return data({ access: "customer" as const, login, list: null }, { status: 403 });
    const message = isApiError(error)
      ? firstProjectError(error.status, error.body, projectFallbacks.projectList)
      : projectFallbacks.projectList;
    return { access: "staff" as const, login, list: { page: null, scope, error: message } };
  }
}

/** Projects: staff and admins only. */
export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.access !== "staff" || !loaderData.list)
    return <ProjectStaffOnly signedOut={loaderData.access === "signed-out"} loginHref={loaderData.login} />;
  return <ProjectListPage data={loaderData.list} />;
}
