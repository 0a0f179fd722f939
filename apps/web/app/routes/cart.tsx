import { restoreLinkError } from "@store/domain/cart";
import { cartRestoreSchema } from "@store/domain/cart.schema";
import { redirect } from "react-router";
import { CartPage } from "~/features/cart/cart-page";
import { LocationPicker } from "~/features/location/location-picker";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/cart";

export const handle: RouteHandle = {
  pageType: "shoppingCart",
  breadcrumbs: currentPageCrumb("Cart"),
  // The cart asks for the delivery postcode itself; the header's prompt would ask twice
  hideLocalitySuggestionInHeader: true,
  preloadKey: "checkout",
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Cart" });

/**
 * The visitor's cart, read on the server so the page renders whole. A link from a 'your cart' email
 * (?restore=token) changes nothing: the page asks, and the shopper's POST (the action) restores
 * (ADR 017: a link from any site must not fill a visitor's cart).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("restore");
  const restoreToken = token !== null && cartRestoreSchema.safeParse({ token }).success ? token : null;
  const restored = url.searchParams.get("restored");
  return {
    cart: await api.getCart().catch(() => null),
    restoreToken,
    restored: restored === "1",
    notice:
      (token !== null && restoreToken === null) || restored === "0"
        ? restoreLinkError
        : restored === "1"
          ? "We've brought back the cart from your email."
          : null,
  };
}

/** 'Restore the cart': POST /api/cart/restore with the emailed token, then the cart without it. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await createServerApiClient(context).restoreCart(String(form.get("token") ?? ""));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    throw redirect("/cart?restored=0");
  }
  throw redirect("/cart?restored=1");
}

/** The full cart page. */
export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CartPage
      loaded={loaderData.cart}
      notice={loaderData.notice}
      restoreToken={loaderData.restoreToken}
      restored={loaderData.restored}
      locationPicker={<LocationPicker className="cart-page__location" />}
    />
  );
}
