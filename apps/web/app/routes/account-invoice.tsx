import { balanceReturnMessage } from "@store/domain/balance-payment";
import { data, redirect, useRevalidator } from "react-router";
import { AccountOrder } from "~/features/account/account-order";
import { loginHref } from "~/features/account/login-links";
import { BalancePayment, BalanceReturnNotice } from "~/features/balance-payment/balance-payment";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account-invoice";
import "~/features/account/account.css";
import { checkoutApi } from "~/lib/checkout-api";

export const handle: RouteHandle = {
  pageType: "accounts",
  breadcrumbs: () => [
    { title: "My account", uri: "/account" },
    { title: "Order", uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Your order", noIndex: true });

/**
 * One order of the signed-in account with what is left to pay (ADR 031), and the outcome of a balance
 * payment's 3-D Secure return (?payment=); 404 when it is not theirs or does not exist.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  try {
    const invoice = await api.getInvoice(params.id);
    // Kept for a paid order too, so the outcome of a payment made on this page stays in view
    const balance = invoice.status === "placed" ? await checkoutApi(api).getBalance(params.id) : null;
    const returned = balanceReturnMessage(
      new URL(request.url).searchParams.get("payment"),
      invoice.supportNumber,
    );
    return { invoice, balance, returned };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(new URL(request.url).pathname));
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The order, its amounts and, while money remains, 'Pay the balance'. */
export default function AccountInvoiceRoute({ loaderData }: Route.ComponentProps) {
  const { invoice, balance, returned } = loaderData;
  const revalidator = useRevalidator();
  return (
    <AccountOrder
      order={invoice}
      notice={returned ? <BalanceReturnNotice {...returned} /> : null}
      payment={
        balance ? <BalancePayment view={balance} onPaid={() => void revalidator.revalidate()} /> : null
      }
    />
  );
}
