import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-login";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("Log in"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Log in", noIndex: true });

/** Log in: coming soon; the route, page type and shell are final. */
export default function AccountLoginRoute() {
  return <ComingSoonPage title="Log in" summary="Log in to see your orders, saved addresses and projects." />;
}
