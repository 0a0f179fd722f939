import { invoicePageQuerySchema } from "@store/domain/account.schema";
import { redirect } from "react-router";
import { AccountPage } from "~/features/account/account-page";
import { loginHref } from "~/features/account/login-links";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: currentPageCrumb("My account"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "My account", noIndex: true });

/**
 * The signed-in account, a page of its invoices (`?page`, from 0) and its saved addresses, read with
 * the session cookie; a visitor who is not signed in goes to the login page and comes back here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  const query = invoicePageQuerySchema.safeParse({ page: url.searchParams.get("page") ?? undefined });
  const page = query.success ? query.data.page : 0;
  try {
    const [account, invoices, addresses] = await Promise.all([
      api.getAccount(),
      api.getInvoices(page),
      api.getAddresses(),
    ]);
    return { account, invoices, addresses };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(`${url.pathname}${url.search}`));
    throw error;
  }
}

/** My account (storefront s.2 `/account`, the default after-login route). */
export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} />;
}
