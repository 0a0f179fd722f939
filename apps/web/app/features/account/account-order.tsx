import { formatAbn } from "@store/domain/abn";
import { formatMoney } from "@store/domain/brands";
import type { OrderDetail, OrderStatus } from "@store/domain/order.schema";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useBrand } from "~/lib/brand-context";

/** How the account names an order's state. */
const statusText: Record<OrderStatus, string> = {
  pending: "Being placed",
  awaiting_payment: "Waiting for payment",
  placed: "Placed",
  cancelled: "Cancelled",
};

/** 'Tuesday 1 December 2026' for a yyyy-mm-dd day, in the brand's locale (the day as written, no time zone). */
function dayText(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * One order of the account (GET /api/account/order/invoiced/{id}): reference, state, delivery, what was
 * bought, and the amounts with what has been paid and what remains. `notice` goes under the title (a
 * payment's outcome); `payment` under the amounts (the balance payment, composed by the route).
 */
export function AccountOrder({
  order,
  notice,
  payment,
}: {
  order: OrderDetail;
  notice?: ReactNode;
  payment?: ReactNode;
}) {
  const brand = useBrand();
  const money = (cents: number) => formatMoney(cents, brand);
  const address = order.deliveryAddress;
  const paidInFull = order.status === "placed" && order.amountRemaining === 0;
  return (
    <section className="account-page account-page--order page-container" aria-labelledby="order-title">
      <div className="account-card">
        <h1 id="order-title">Order {order.reference}</h1>
        {notice}
        <dl className="account-facts">
          {order.placedAt ? (
            <>
              <dt>Placed</dt>
              <dd>{new Date(order.placedAt).toLocaleDateString(brand.locale)}</dd>
            </>
          ) : null}
          {order.abn ? (
            <>
              {/* A trade order is invoiced to the buyer's business (ADR 083) */}
              <dt>ABN</dt>
              <dd data-testid="order-abn">{formatAbn(order.abn)}</dd>
            </>
          ) : null}
          <dt>Status</dt>
          <dd data-testid="order-status">
            {statusText[order.status]}
            {order.status === "placed" ? (paidInFull ? ", paid in full" : ", part paid") : ""}
          </dd>
          <dt>Delivery</dt>
          <dd>
            {order.deliveryDate
              ? dayText(order.deliveryDate, brand.locale)
              : order.supplierDeliveries.length === 0
                ? "Collected from the store"
                : order.supplierDeliveries
                    .map((s) => `${s.supplier}: ${dayText(s.date, brand.locale)}`)
                    .join(", ")}
          </dd>
          <dt>Deliver to</dt>
          <dd>
            {address.firstName} {address.lastName}, {address.address},{" "}
            {[address.suburb, address.state, address.postcode].filter(Boolean).join(" ")}
          </dd>
        </dl>
      </div>
      <section className="account-section" aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <ul className="account-order__lines">
          {order.lines.map((line) => (
            <li key={line.sku} className="account-order__line">
              <span>
                {line.quantity > 1 ? `${line.quantity} × ` : ""}
                {line.title}
                {line.warranty ? <small>{line.warranty.name}</small> : null}
                {line.install ? <small>{line.install.name}</small> : null}
              </span>
              <span className="account-order__amount">{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="account-section" aria-labelledby="order-payment">
        <h2 id="order-payment">Payment</h2>
        <dl className="account-facts account-order__amounts">
          <dt>Subtotal</dt>
          <dd>{money(order.subtotal)}</dd>
          {order.discountTotal > 0 ? (
            <>
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
              <dd>-{money(order.discountTotal)}</dd>
            </>
          ) : null}
          <dt>{order.deliveryServices.length > 0 ? "Delivery and services" : "Delivery"}</dt>
          <dd>{order.shippingCost > 0 ? money(order.shippingCost) : "FREE"}</dd>
          <dt>Order total</dt>
          <dd>{money(order.total)}</dd>
          <dt>Paid</dt>
          <dd data-testid="order-paid">{money(order.amountPaid)}</dd>
          <dt>Remaining to pay</dt>
          <dd data-testid="order-remaining">{money(order.amountRemaining)}</dd>
        </dl>
        {order.payment?.cardSummary ? (
          <p className="account-note">Last paid by {order.payment.cardSummary}.</p>
        ) : null}
        {payment}
      </section>
      <p>
        <Link to="/account">Back to my account</Link>
      </p>
    </section>
  );
}
