import type { Cart } from "@store/domain/cart.schema";
import { useRef } from "react";
import { CartLineItem } from "./cart-line-item";

/**
 * The cart's lines, then its bonus items; the list scrolls at 180, 300 or 600 px by screen width
 * (checkout s.9), and can be scrolled with the keyboard; it takes focus when a line is removed.
 */
export function CartLineList({ cart, label }: { cart: Cart; label: string }) {
  const ref = useRef<HTMLElement>(null);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section ref={ref} className="cart-lines" aria-label={label} tabIndex={0}>
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
          <li key={reward.promoId} className="cart-line cart-line--reward" data-promo={reward.promoId}>
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
