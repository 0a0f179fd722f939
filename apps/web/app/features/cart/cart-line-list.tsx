import type { Cart } from "@store/domain/cart.schema";
import { useRef } from "react";
import { CartLineItem } from "./cart-line-item";

/**
 * The cart's lines, then its bonus items. In the cart panel (`scroll`) the list scrolls at 180, 300 or
 * 600 px by screen width (checkout s.9) and can be scrolled with the keyboard; the cart page lists every
 * line at full height, so quantity and Remove stay in view on a phone. The list takes focus when a line
 * is removed, so the keyboard is not left on a button that has gone.
 */
export function CartLineList({ cart, label, scroll }: { cart: Cart; label: string; scroll: boolean }) {
  const ref = useRef<HTMLElement>(null);
  return (
    // A scrolling region must be reachable by keyboard (tabIndex 0); the page's list only takes focus
    // from script (-1)
    <section
      ref={ref}
      className={scroll ? "cart-lines cart-lines--scroll" : "cart-lines cart-lines--page"}
      aria-label={label}
      tabIndex={scroll ? 0 : -1}
    >
      <ul className="cart-lines__list">
        {cart.products.map((line) => (
          <CartLineItem
            key={line.productCode}
            line={line}
            pricesHidden={cart.pricesHidden}
            onRemoved={() => ref.current?.focus()}
          />
        ))}
        {cart.rewards.map((reward) => (
          <li
            key={`${reward.promoId}:${reward.forSku}`}
            className="cart-line cart-line--reward"
            data-promo={reward.promoId}
          >
            <span className="cart-line__reward-badge">Bonus</span>
            <div className="cart-line__body">
              <p className="cart-line__title">{reward.title}</p>
              <p className="cart-line__meta">
                Qty {reward.quantity} · with {reward.forSku}
              </p>
            </div>
            <div className="cart-line__prices">
              <p className="cart-line__total">FREE</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
