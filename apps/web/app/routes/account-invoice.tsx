import { formatMoney } from "@store/domain/brands";
import { data, Link, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-invoice";
import "~/features/account/account.css";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: () => [
    { title: "My account", uri: "/account" },
    { title: "Invoice", uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Invoice", noIndex: true });

/** One invoice of the signed-in account; 404 when it is not theirs or does not exist (no orders before checkout). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  try {
    return { invoice: await createServerApiClient(context).getInvoice(params.id) };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(new URL(request.url).pathname));
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The invoice's reference, date, items, total and status. */
export default function AccountInvoiceRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { invoice } = loaderData;
  return (
    <section className="account-page account-page--narrow page-container" aria-labelledby="invoice-title">
      <div className="account-card">
        <h1 id="invoice-title">Invoice {invoice.reference}</h1>
        <dl className="account-facts">
          <dt>Placed</dt>
          <dd>{new Date(invoice.placedAt).toLocaleDateString(brand.locale)}</dd>
          <dt>Items</dt>
          <dd>{invoice.itemCount}</dd>
          <dt>Total</dt>
          <dd>{formatMoney(invoice.total, brand)}</dd>
          <dt>Status</dt>
          <dd>{invoice.status}</dd>
        </dl>
        <p>
          <Link to="/account">Back to my account</Link>
        </p>
      </div>
    </section>
  );
}
