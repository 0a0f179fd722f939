import { LogoutPage } from "~/features/account/logout-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-logout";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("Log out"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Log out", noIndex: true });

/** Log out (storefront s.2 `account/logout?returnUrl`): signs out here and on the server, then goes back. */
export default function AccountLogoutRoute() {
  return <LogoutPage />;
}
