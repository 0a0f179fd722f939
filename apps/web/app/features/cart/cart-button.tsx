import { countOf } from "@store/domain/text";
import { Icon } from "~/components/ui/icon";
import { useCart } from "~/lib/cart-state";
import "~/components/ui/header-control.css";
import "./cart.css";

/** The header's cart icon with the count badge (productCount + rewards); it opens the cart panel. */
export function CartButton({ variant }: { variant: "desktop" | "mobile" }) {
  const { cartCount, open, isCartOpen } = useCart();
  const label = `Cart, ${countOf(cartCount, "item")}`;
  return (
    <button
      type="button"
      className={`header-control cart-button cart-button--${variant}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isCartOpen}
      onClick={open}
      data-testid={`cart-button-${variant}`}
    >
      {/* The word comes before the badge in the page's text ('Cart 2' inside 'Cart, 2 items', so the
          name holds what is shown); CSS puts it under the icon */}
      {variant === "desktop" ? (
        <span className="cart-button__label visually-hidden-until-wide">Cart</span>
      ) : null}{" "}
      <span className="cart-button__icon">
        <Icon name="cart" size={22} />
        {cartCount > 0 ? (
          <span className="cart-button__badge" aria-hidden="true" data-testid="cart-count">
            {cartCount > 99 ? "99+" : cartCount}
          </span>
        ) : null}
      </span>
    </button>
  );
}
