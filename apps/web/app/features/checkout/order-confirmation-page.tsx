import { formatAbn } from "@store/domain/abn";
import { formatMoney } from "@store/domain/brands";
import { supplierDayLabel } from "@store/domain/delivery-calendar";
import type { OrderDetail } from "@store/domain/order.schema";
import { redirectMethodLabels } from "@store/domain/redirect-payment";
import { telHref } from "@store/domain/shell-rules";
import { staffPaymentNote } from "@store/domain/staff-payment";
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useBrand } from "~/lib/brand-context";
import { useChatWidgetDock } from "~/lib/chat-widget-state";
import { trackPurchaseOnce } from "./checkout-tracking";
import "./checkout.css";

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** 'Tuesday 1st Dec 2026' for a yyyy-mm-dd delivery date. */
export function deliveryDayText(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const weekday = weekdayNames[new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()];
  return `${weekday} ${supplierDayLabel(iso)}`;
}

/** 'Paid by card (Visa ending 4242)', 'Paid by Afterpay': the method as a shopper names it (ADR 036). */
function paidBy(method: string, summary: string | null): string {
  const name =
    method === "CreditCard"
      ? "card"
      : (redirectMethodLabels[method as keyof typeof redirectMethodLabels] ?? method);
  return `Paid by ${name}${summary && summary !== name ? ` (${summary})` : ""}`;
}

/**
 * The order confirmation (checkout s.2): reference, what was bought, the delivery date and services,
 * what was paid and what remains, and the support number. The purchase event goes to the tag-manager
 * layer once per order.
 */
export function OrderConfirmationPage({ order }: { order: OrderDetail }) {
  const brand = useBrand();
  const chatDock = useChatWidgetDock();
  const money = (cents: number) => formatMoney(cents, brand);
  useEffect(() => {
    if (order.status === "placed") trackPurchaseOnce(order);
  }, [order]);
  const address = order.deliveryAddress;
  const placed = order.status === "placed";
  return (
    <div className="checkout-page order-confirmation page-container">
      <h1 className="checkout-page__title">{placed ? "Thank you for your order" : "Your order"}</h1>
      <p className="order-confirmation__lead">
        Order reference: <strong data-testid="order-reference">{order.reference}</strong>
      </p>
      {order.poNumber ? (
        <p>
          PO number: <strong data-testid="order-po-number">{order.poNumber}</strong>
        </p>
      ) : null}
      {order.abn ? (
        <p>
          ABN: <strong data-testid="order-abn">{formatAbn(order.abn)}</strong>
        </p>
      ) : null}
      {placed ? (
        <p>
          We've sent a confirmation to <strong>{order.email}</strong>.
        </p>
      ) : (
        <p role="status">
          {order.status === "cancelled"
            ? "This order was cancelled and nothing was charged."
            : "We are still waiting for the payment of this order."}
        </p>
      )}
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <section className="checkout-section" aria-labelledby="confirmation-delivery">
            <h2 id="confirmation-delivery" className="checkout-section__title">
              Delivery
            </h2>
            <p>
              {address.firstName} {address.lastName}
              {address.companyName ? `, ${address.companyName}` : ""}
              <br />
              {address.address}
              <br />
              {[address.suburb, address.state, address.postcode].filter(Boolean).join(" ")}
            </p>
            <p>
              {order.deliveryDate ? (
                <>
                  Delivery date: <strong>{deliveryDayText(order.deliveryDate)}</strong>
                </>
              ) : order.supplierDeliveries.length === 0 ? (
                "Collected from the store."
              ) : null}
            </p>
            {order.supplierDeliveries.map((delivery) => (
              <p key={delivery.supplier}>
                Delivered by {delivery.supplier}: <strong>{deliveryDayText(delivery.date)}</strong>
              </p>
            ))}
            {order.deliveryServices.length > 0 ? (
              <>
                <h3 className="checkout-section__subtitle">Delivery services</h3>
                <ul>
                  {order.deliveryServices.map((service) => (
                    <li key={service.sku}>
                      {service.name}: {service.price > 0 ? money(service.price) : "Free"}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section className="checkout-section" aria-labelledby="confirmation-items">
            <h2 id="confirmation-items" className="checkout-section__title">
              Items
            </h2>
            <ul className="checkout-summary__lines">
              {order.lines.map((line) => (
                <li key={line.sku} className="checkout-summary__line">
                  {line.image ? <img src={line.image} alt="" width={56} height={56} /> : null}
                  <span className="checkout-summary__title">
                    {line.quantity > 1 ? `${line.quantity} × ` : ""}
                    {line.title}
                    {line.warranty ? <small>{line.warranty.name}</small> : null}
                    {line.install ? <small>{line.install.name}</small> : null}
                  </span>
                  <span className="checkout-summary__amount">{money(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="checkout-layout__side" aria-label="Payment">
          <h2 className="checkout-section__title">Payment</h2>
          <dl className="checkout-summary__rows">
            <div>
              <dt>Subtotal</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            {order.discountTotal > 0 ? (
              <div>
                <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
                <dd>-{money(order.discountTotal)}</dd>
              </div>
            ) : null}
            <div>
              {/* The order's delivery cost includes its delivery services */}
              <dt>{order.deliveryServices.length > 0 ? "Delivery and services" : "Delivery"}</dt>
              <dd>{order.shippingCost > 0 ? money(order.shippingCost) : "FREE"}</dd>
            </div>
            <div className="checkout-summary__total">
              <dt>Order total</dt>
              <dd>{money(order.total)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd data-testid="order-paid">{money(order.amountPaid)}</dd>
            </div>
            <div>
              <dt>Remaining to pay</dt>
              <dd data-testid="order-remaining">{money(order.amountRemaining)}</dd>
            </div>
          </dl>
          {order.payment && staffPaymentNote(order.payment, money) ? (
            <p className="checkout-note" data-testid="order-payment-note">
              {staffPaymentNote(order.payment, money)}
            </p>
          ) : order.payment ? (
            <p className="checkout-note">{paidBy(order.payment.method, order.payment.cardSummary)}</p>
          ) : null}
          <p>
            Questions about your order? Call us on{" "}
            <a href={telHref(order.supportNumber)}>{order.supportNumber}</a> and quote {order.reference}.
          </p>
          {/* The chat button sits beside the support line instead of floating over it */}
          <div ref={chatDock} className="checkout-chat-dock" />
          <Link to="/" className={buttonClassName("primary")}>
            Continue shopping
          </Link>
        </aside>
      </div>
    </div>
  );
}
