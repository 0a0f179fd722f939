import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("My account"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "My account", noIndex: true });

/** My account: coming soon; the route, page type and shell are final. */
export default function AccountRoute() {
  return (
    <ComingSoonPage
      title="My account"
      summary="Your orders, invoices, saved addresses and details will live here."
    />
  );
}
