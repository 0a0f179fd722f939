import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/project";

export const handle: RouteHandle = {
  pageType: "project",
  breadcrumbs: currentPageCrumb("Project"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Project", noIndex: true });

/** Project: coming soon; the route, page type and shell are final. */
export default function ProjectRoute() {
  return (
    <ComingSoonPage
      title="Your project"
      summary="Projects and quotes prepared with our sales team will show here."
    />
  );
}
