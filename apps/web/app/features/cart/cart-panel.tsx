import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useCart } from "~/lib/cart-state";
import { useDeferredModule } from "~/lib/use-deferred-module";
import { CartLineList } from "./cart-line-list";
import { CartBusyStatus, EmptyCartNotice } from "./cart-notices";
import { CartSummary } from "./cart-summary";
import "./cart.css";

// The coupon form and its form library load when the panel opens or the browser is idle (ADR 097)
const loadCouponForm = () => import("./coupon-form");

/** The slide-over cart from the header icon: a modal side panel (focus kept inside, Escape closes). */
export function CartPanel() {
  const { cart, isCartOpen, close, isLoading } = useCart();
  const { key } = useLocation();
  // Following a link out of the panel closes it
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => close(), [key]);
  const empty = !cart || (cart.products.length === 0 && cart.rewards.length === 0);
  const coupon = useDeferredModule(loadCouponForm, isCartOpen);
  return (
    <Dialog
      open={isCartOpen}
      onClose={close}
      placement="side"
      size="small"
      className="cart-panel"
      title={cart && cart.cartCount > 0 ? `Your cart (${cart.cartCount})` : "Your cart"}
      footer={
        empty ? null : (
          <div className="cart-panel__actions">
            <Link to="/cart" className={buttonClassName("secondary")}>
              View cart
            </Link>
            <Link to="/customer/checkout" className={buttonClassName("primary")}>
              Checkout
            </Link>
          </div>
        )
      }
    >
      <div className="cart-panel__body" aria-busy={isLoading}>
        <CartBusyStatus isLoading={isLoading} />
        {!cart && isLoading ? <p>Loading your cart…</p> : null}
        {cart && empty ? <EmptyCartNotice /> : null}
        {cart && !empty ? (
          <>
            <CartLineList cart={cart} label="Products in your cart" scroll={true} />
            {coupon ? <coupon.CouponForm /> : null}
            <CartSummary cart={cart} />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
