import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
// The styles the checkout shares with the account forms, the cart's coupon form and the terms' dialog,
// ahead of the checkout's own so that its rules win
import "~/features/account/account.css";
import "~/features/cart/cart.css";
import "~/features/static-page/static-page-content.css";
import { CouponForm } from "~/features/cart/coupon-form";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import type { PaymentReturnState } from "~/features/checkout/payment-return-page";
import { SaleCheckoutBanner } from "~/features/sale/sale-badge";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { encryptCardLazily } from "~/lib/card-payment";
import { checkoutApi } from "~/lib/checkout-api";
import { pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = {
  pageType: "checkout",
  header: "checkout",
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Checkout", noIndex: true });

/** The checkout view (GET /api/checkout) with the visitor's cookies, and a payment provider's return. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentReturn = {
    status: url.searchParams.get("status"),
    paymentReference: url.searchParams.get("paymentReference"),
  };
  try {
    return { view: await checkoutApi(createServerApiClient(context)).getCheckout(), paymentReturn };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return { view: null, paymentReturn };
    throw error;
  }
}

/** Checkout (checkout s.2): the page, or a way back when there is nothing to check out. */
export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  // Messages a redirect provider's return page sends back with the shopper (ADR 036)
  const handed = (useLocation().state as Partial<PaymentReturnState> | null)?.paymentMessages;
  const sale = useRootData()?.sale ?? null;
  if (!loaderData.view)
    return (
      <div className="page-container checkout-page">
        <h1>Checkout</h1>
        <p>There is nothing to check out yet.</p>
        <Link to="/cart" className={buttonClassName("primary")}>
          Back to the cart
        </Link>
      </div>
    );
  return (
    <CheckoutPage
      view={loaderData.view}
      encryptCard={encryptCardLazily}
      paymentReturn={{ ...loaderData.paymentReturn, ...(handed ? { messages: handed } : {}) }}
      banner={loaderData.view.cart.products.some((p) => p.inSale) ? <SaleCheckoutBanner sale={sale} /> : null}
      couponForm={<CouponForm />}
    />
  );
}
