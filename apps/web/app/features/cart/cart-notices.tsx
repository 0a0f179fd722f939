import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";

/** Says 'Updating your cart…' to screen readers and sighted shoppers while a cart call runs. */
export function CartBusyStatus({ isLoading }: { isLoading: boolean }) {
  return (
    <p className="cart-status" role="status">
      {isLoading ? "Updating your cart…" : ""}
    </p>
  );
}

/** The empty cart, in the panel and on the cart page: a way back to the products. */
export function EmptyCartNotice() {
  return (
    <div className="cart-empty">
      <p>Your cart is empty.</p>
      <Link to="/products" className={buttonClassName("primary")}>
        Browse products
      </Link>
    </div>
  );
}
