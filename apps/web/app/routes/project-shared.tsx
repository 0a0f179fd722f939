import { firstProjectError, projectFallbacks } from "@store/domain/project-errors";
import { data } from "react-router";
import { SharedProjectPage } from "~/features/project/shared-project-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { projectApi } from "~/lib/project-api";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/project-shared";

export const handle: RouteHandle = {
  pageType: "project",
  breadcrumbs: currentPageCrumb("Your quote"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Your quote", noIndex: true });

const notFound = "This quote link is not valid or has been withdrawn. Ask our team for a new link.";

/** /project/shared?shareId=: anyone holding a live share id reads the quote (GET /api/v2/project/shared). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shareId = new URL(request.url).searchParams.get("shareId") ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(shareId))
    return data({ kind: "not-found" as const, message: notFound }, { status: 404 });
  const api = createServerApiClient(context);
  try {
    const project = await projectApi(api).getSharedProject(shareId);
    return project ? { kind: "project" as const, project } : { kind: "empty" as const };
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400))
      return data({ kind: "not-found" as const, message: notFound }, { status: 404 });
    const message = isApiError(error)
      ? firstProjectError(error.status, error.body, projectFallbacks.projects)
      : projectFallbacks.projects;
    return data({ kind: "not-found" as const, message }, { status: 500 });
  }
}

/** The customer's shared quote: public, read-only, printable. */
export default function ProjectSharedRoute({ loaderData }: Route.ComponentProps) {
  return <SharedProjectPage data={loaderData} />;
}
