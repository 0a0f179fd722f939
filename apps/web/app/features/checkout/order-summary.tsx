import { formatMoney } from "@store/domain/brands";
import type { Cart } from "@store/domain/cart.schema";
import type { DeliveryServiceOffer } from "@store/domain/delivery.schema";
import { useBrand } from "~/lib/brand-context";

/**
 * The checkout's order summary (checkout s.3 "Order total shown"): the lines, coupons, delivery, the
 * chosen paid services and supplier deliveries, the total, and with a deposit what is paid now and later.
 */
export function OrderSummary({
  cart,
  shippingCost,
  hasDate,
  supplierPrices,
  services,
  total,
  deposit,
  remaining,
}: {
  cart: Cart;
  shippingCost: number;
  hasDate: boolean;
  supplierPrices: readonly { supplier: string; price: number }[];
  services: readonly DeliveryServiceOffer[];
  total: number;
  deposit: number;
  remaining: number;
}) {
  const brand = useBrand();
  const money = (cents: number) => formatMoney(cents, brand);
  return (
    <div className="checkout-summary">
      <ul className="checkout-summary__lines">
        {cart.products.map((line) => (
          <li key={line.productCode} className="checkout-summary__line">
            {line.image ? <img src={line.image} alt="" width={56} height={56} loading="lazy" /> : null}
            <span className="checkout-summary__title">
              {line.quantity > 1 ? `${line.quantity} × ` : ""}
              {line.title}
              {line.selectedWarranty ? <small>{line.selectedWarranty.name}</small> : null}
              {line.selectedInstall ? <small>{line.selectedInstall.name}</small> : null}
            </span>
            <span className="checkout-summary__amount">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__rows">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(cart.subtotal)}</dd>
        </div>
        {cart.coupons.map((coupon) => (
          <div key={coupon.id}>
            <dt>Coupon {coupon.code}</dt>
            <dd>{coupon.discount > 0 ? `-${money(coupon.discount)}` : money(0)}</dd>
          </div>
        ))}
        <div>
          <dt>Delivery</dt>
          <dd>{!hasDate ? "Choose a date" : shippingCost > 0 ? money(shippingCost) : "FREE"}</dd>
        </div>
        {supplierPrices.map((supplier) => (
          <div key={supplier.supplier}>
            <dt>Delivery by {supplier.supplier}</dt>
            <dd>{supplier.price > 0 ? money(supplier.price) : "FREE"}</dd>
          </div>
        ))}
        {services.map((service) => (
          <div key={service.sku}>
            <dt>{service.name}</dt>
            <dd>{service.price > 0 ? money(service.price) : "Free"}</dd>
          </div>
        ))}
        <div className="checkout-summary__total">
          <dt>Order total</dt>
          <dd data-testid="checkout-order-total">{money(total)}</dd>
        </div>
        {deposit > 0 ? (
          <>
            <div>
              <dt>Paid now (deposit)</dt>
              <dd data-testid="checkout-deposit-now">{money(deposit)}</dd>
            </div>
            <div>
              <dt>Remaining to pay</dt>
              <dd data-testid="checkout-remaining">{money(remaining)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </div>
  );
}
