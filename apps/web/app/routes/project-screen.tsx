import { firstProjectError, projectFallbacks } from "@store/domain/project-errors";
import { data } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { ProjectStaffOnly } from "~/features/project/project-list-page";
import { ProjectScreen } from "~/features/project/project-screen";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { projectApi } from "~/lib/project-api";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/project-screen";

export const handle: RouteHandle = {
  pageType: "project",
  breadcrumbs: () => [
    { title: "Projects", uri: "/project" },
    { title: "Project", uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title:
      args.loaderData && "screen" in args.loaderData && args.loaderData.screen?.project
        ? args.loaderData.screen.project.name
        : "Project",
    noIndex: true,
  });

/**
 * /project/{id}: one project for staff (GET /api/v2/project/{id}); an empty project (204) loads its
 * outline for the name and status. Signed out: a sign-in prompt; a customer: staff only.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const login = loginHref(`${url.pathname}${url.search}`);
  const projectId = Number(params.projectId);
  if (!Number.isInteger(projectId) || projectId < 1 || projectId > 2_147_483_647)
    throw data("That is not a project", { status: 404 });
  const api = createServerApiClient(context);
  try {
    const project = await projectApi(api).getProject(projectId);
    const outline = project ? null : await projectApi(api).getProjectOutline(projectId);
    return { access: "staff" as const, login, screen: { projectId, project, outline }, error: null };
  } catch (error) {
    if (isApiError(error, 401))
      return data({ access: "signed-out" as const, login, screen: null, error: null }, { status: 401 });
    if (isApiError(error, 403))
      return data({ access: "customer" as const, login, screen: null, error: null }, { status: 403 });
    if (isApiError(error, 404) || isApiError(error, 400)) throw data("No such project", { status: 404 });
    const message = isApiError(error)
      ? firstProjectError(error.status, error.body, projectFallbacks.projects)
      : projectFallbacks.projects;
    return { access: "staff" as const, login, screen: null, error: message };
  }
}

/** The project screen: staff and admins only. */
export default function ProjectScreenRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.access !== "staff")
    return <ProjectStaffOnly signedOut={loaderData.access === "signed-out"} loginHref={loaderData.login} />;
  if (!loaderData.screen)
    return (
      <section className="project page-container">
        <h1>Project</h1>
        <p role="alert">{loaderData.error}</p>
      </section>
    );
  return <ProjectScreen data={loaderData.screen} />;
}
