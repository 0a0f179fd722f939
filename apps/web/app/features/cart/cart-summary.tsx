import { formatMoney } from "@store/domain/brands";
import type { Cart } from "@store/domain/cart.schema";
import { countOf } from "@store/domain/text";
import { useBrand } from "~/lib/brand-context";

/** Subtotal, coupons, the delivery estimate and the order total. */
export function CartSummary({ cart }: { cart: Cart }) {
  const brand = useBrand();
  const money = (cents: number) => formatMoney(cents, brand);
  const delivery = cart.delivery;
  if (cart.pricesHidden)
    return (
      <div className="cart-summary">
        <p className="cart-summary__note">
          {countOf(cart.productCount, "item")}. Please log in to see prices and buy.
        </p>
      </div>
    );
  return (
    <div className="cart-summary">
      <dl className="cart-summary__rows">
        <div>
          <dt>Subtotal ({countOf(cart.productCount, "item")})</dt>
          <dd>{money(cart.subtotal)}</dd>
        </div>
        {cart.coupons.map((coupon) => (
          <div key={coupon.id}>
            <dt>Coupon {coupon.code}</dt>
            <dd>{coupon.discount > 0 ? `-${money(coupon.discount)}` : money(0)}</dd>
          </div>
        ))}
        <div>
          <dt>Delivery{delivery.postcode ? ` to ${delivery.suburb || delivery.postcode}` : ""}</dt>
          <dd>
            {delivery.estimate === null
              ? "Calculated at checkout"
              : delivery.estimate === 0
                ? "FREE"
                : money(delivery.estimate)}
          </dd>
        </div>
        <div className="cart-summary__total">
          <dt>Order total</dt>
          <dd data-testid="cart-order-total">{money(cart.orderTotal)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">{delivery.description}</p>
      {cart.hasProformaDelivery ? (
        <p className="cart-summary__proforma" role="note">
          Proforma delivery: some products ship from their supplier, who confirms the delivery date and cost.
        </p>
      ) : null}
    </div>
  );
}
