import { LoginPage } from "~/features/account/login-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-login";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("Log in"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Log in", noIndex: true });

/** Log in (storefront s.2 `account/login`): the login form, and where the identity provider sends the tokens. */
export default function AccountLoginRoute() {
  return <LoginPage />;
}
