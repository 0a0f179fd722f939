import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-logout";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("Log out"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Log out", noIndex: true });

/** Log out: coming soon; the route, page type and shell are final. */
export default function AccountLogoutRoute() {
  return <ComingSoonPage title="Log out" summary="Signing you out and taking you back where you were." />;
}
