import type { Cart } from "@store/domain/cart.schema";
import { type ReactNode, useEffect } from "react";
import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";
import { CartLineList } from "./cart-line-list";
import { CartBusyStatus, EmptyCartNotice } from "./cart-notices";
import { CartSummary } from "./cart-summary";
import { CouponForm } from "./coupon-form";
import { EmailCartForm } from "./email-cart-form";
import "./cart.css";

/**
 * The full cart page (/cart, page type shoppingCart): lines, coupon, email, summary and Checkout. With
 * an emailed cart's token it first asks whether to restore that cart; the button posts to the route.
 */
export function CartPage({
  loaded,
  notice,
  restoreToken = null,
  restored = false,
  locationPicker = null,
}: {
  loaded: Cart | null;
  notice: string | null;
  restoreToken?: string | null;
  /** The page after a restore: the cart this tab holds is older than the loader's. */
  restored?: boolean;
  /** The delivery location control beside the estimate (the route hides the header's; storefront s.2 route data). */
  locationPicker?: ReactNode;
}) {
  const { cart: live, seed, reload, isLoading, clear } = useCart();
  useEffect(() => {
    if (loaded) seed(loaded);
  }, [loaded, seed]);
  useEffect(() => {
    if (restored) void reload();
  }, [restored, reload]);
  const cart = live ?? loaded;
  const empty = !cart || (cart.products.length === 0 && cart.rewards.length === 0);
  return (
    <div className="cart-page page-container" aria-busy={isLoading}>
      {/* The status shares the title's line: the read on arrival must not push the page down under a click */}
      <div className="cart-page__header">
        <h1 className="cart-page__title">Your cart</h1>
        <CartBusyStatus isLoading={isLoading} />
      </div>
      {notice ? (
        <p className="cart-page__notice" role="status">
          {notice}
        </p>
      ) : null}
      {restoreToken ? (
        <section className="cart-page__restore" aria-labelledby="cart-restore-title">
          <h2 id="cart-restore-title" className="cart-page__subtitle">
            Restore the cart from your email?
          </h2>
          <p>
            The products and coupon of the cart you emailed are added to this cart. Nothing changes until you
            choose to restore it.
          </p>
          <Form method="post" action="/cart" className="cart-page__restore-actions">
            <input type="hidden" name="token" value={restoreToken} />
            <button type="submit" className={buttonClassName("primary")}>
              Restore the cart
            </button>
            <Link to="/cart">No, keep my cart as it is</Link>
          </Form>
        </section>
      ) : null}
      {!cart ? <p>We couldn't load your cart. Please try again.</p> : null}
      {cart && empty ? <EmptyCartNotice /> : null}
      {cart && !empty ? (
        <div className="cart-page__layout">
          <div className="cart-page__main">
            <CartLineList cart={cart} label="Products in your cart" scroll={false} />
            <button
              type="button"
              className="cart-line__remove cart-page__clear"
              aria-disabled={isLoading || undefined}
              onClick={() => {
                if (!isLoading) void clear();
              }}
            >
              Empty cart
            </button>
          </div>
          <aside className="cart-page__side" aria-label="Order summary">
            <h2 className="cart-page__subtitle">Order summary</h2>
            <CartSummary cart={cart} />
            {locationPicker}
            <Link to="/customer/checkout" className={buttonClassName("primary", "cart-page__checkout")}>
              Checkout
            </Link>
            <CouponForm />
            <EmailCartForm />
          </aside>
        </div>
      ) : null}
    </div>
  );
}
