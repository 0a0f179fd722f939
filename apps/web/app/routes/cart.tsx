import { redirect } from "react-router";
import { CartPage } from "~/features/cart/cart-page";
import { createServerApiClient } from "~/lib/api-client";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/cart";

export const handle: RouteHandle = {
  pageType: "shoppingCart",
  breadcrumbs: currentPageCrumb("Cart"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Cart", noIndex: true });

/**
 * The visitor's cart, read on the server so the page renders whole. A link from a 'your cart' email
 * (?restore=token) copies that cart in first, then drops the token from the address.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("restore");
  if (token) {
    const restored = await api.restoreCart(token).then(
      () => true,
      () => false,
    );
    throw redirect(restored ? "/cart?restored=1" : "/cart?restored=0");
  }
  const restored = url.searchParams.get("restored");
  return {
    cart: await api.getCart().catch(() => null),
    notice:
      restored === "1"
        ? "We've brought back the cart from your email."
        : restored === "0"
          ? "That cart link has expired or is not valid."
          : null,
  };
}

/** The full cart page. */
export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return <CartPage loaded={loaderData.cart} notice={loaderData.notice} />;
}
