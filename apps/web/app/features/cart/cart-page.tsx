import type { Cart } from "@store/domain/cart.schema";
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useCart } from "~/lib/cart-state";
import { CartLineList } from "./cart-line-list";
import { CartBusyStatus, EmptyCartNotice } from "./cart-notices";
import { CartSummary } from "./cart-summary";
import { CouponForm } from "./coupon-form";
import { EmailCartForm } from "./email-cart-form";
import "./cart.css";

/** The full cart page (/cart, page type shoppingCart): lines, coupon, email, summary and Checkout. */
export function CartPage({ loaded, notice }: { loaded: Cart | null; notice: string | null }) {
  const { cart: live, seed, isLoading, clear } = useCart();
  useEffect(() => {
    if (loaded) seed(loaded);
  }, [loaded, seed]);
  const cart = live ?? loaded;
  const empty = !cart || (cart.products.length === 0 && cart.rewards.length === 0);
  return (
    <div className="cart-page page-container" aria-busy={isLoading}>
      <h1 className="cart-page__title">Your cart</h1>
      {notice ? (
        <p className="cart-page__notice" role="status">
          {notice}
        </p>
      ) : null}
      <CartBusyStatus isLoading={isLoading} />
      {!cart ? <p>We couldn't load your cart. Please try again.</p> : null}
      {cart && empty ? <EmptyCartNotice /> : null}
      {cart && !empty ? (
        <div className="cart-page__layout">
          <div className="cart-page__main">
            <CartLineList cart={cart} label="Products in your cart" />
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
