import { formatAbn } from "@store/domain/abn";
import { type Brand, formatMoney } from "@store/domain/brands";
import type { OrderDetail } from "@store/domain/order.schema";
import { staffPaymentNote } from "@store/domain/staff-payment";
import { escapeMarkup } from "@store/domain/text";
import type { MailMessage } from "../mail/mail.service.ts";

/** Lines an order mail lists before counting the rest (a mail stays a few KB). */
const mailedLines = 30;

/**
 * The order confirmation mail: what was bought, the delivery day and services, what was paid and what
 * remains, the support number and a link that opens the order. Never any card detail beyond its summary.
 */
export function orderConfirmationMail(
  order: OrderDetail,
  brand: Brand,
  orderUrl: string,
): Omit<MailMessage, "kind"> {
  const money = (cents: number) => formatMoney(cents, brand);
  const rows = order.lines.slice(0, mailedLines).map((l) => {
    const extras = [l.warranty?.name, l.install?.name].filter(Boolean).join(", ");
    return {
      label: `${l.quantity} x ${l.title}${extras ? ` (with ${extras})` : ""}`,
      amount: money(l.lineTotal),
    };
  });
  const unlisted = order.lines.length - rows.length;
  if (unlisted > 0) rows.push({ label: `and ${unlisted} more: open your order to see them`, amount: "" });
  const delivery = [
    order.deliveryDate ? `Delivery on ${order.deliveryDate}` : null,
    ...order.supplierDeliveries.map(
      (s) => `${s.supplier} delivers on ${s.date} (${s.price === 0 ? "FREE" : money(s.price)})`,
    ),
    ...order.deliveryServices.map((s) => `${s.name}: ${s.price === 0 ? "FREE" : money(s.price)}`),
  ].filter((line): line is string => line !== null);
  const totals = [
    { label: "Subtotal", amount: money(order.subtotal) },
    ...(order.discountTotal > 0 ? [{ label: "Discounts", amount: `-${money(order.discountTotal)}` }] : []),
    { label: "Delivery and services", amount: order.shippingCost === 0 ? "FREE" : money(order.shippingCost) },
    { label: "Order total", amount: money(order.total) },
    { label: "Paid", amount: money(order.amountPaid) },
    ...(order.amountRemaining > 0
      ? [{ label: "Remaining to pay", amount: money(order.amountRemaining) }]
      : []),
  ];
  const address = order.deliveryAddress;
  const addressLine =
    `${address.firstName} ${address.lastName}, ${address.address}, ${address.suburb} ${address.state} ${address.postcode}`.replace(
      /\s+/g,
      " ",
    );
  const counter = order.payment ? staffPaymentNote(order.payment, money) : null;
  const paidWith = counter ?? (order.payment?.cardSummary ? `Paid by ${order.payment.cardSummary}.` : "");
  // A trade order is invoiced to the buyer's business, so its mail names the ABN (ADR 083)
  const abnLine = order.abn ? `ABN: ${formatAbn(order.abn)}` : null;
  const subject = `Your ${brand.name} order ${order.reference}`;
  const text = [
    `Thank you for your order ${order.reference}.`,
    ...(abnLine ? [abnLine] : []),
    "",
    ...rows.map((r) => `${r.label}: ${r.amount}`),
    "",
    `Deliver to: ${addressLine}`,
    ...delivery,
    "",
    ...totals.map((t) => `${t.label}: ${t.amount}`),
    paidWith,
    "",
    `See your order: ${orderUrl}`,
    `Questions? Call us on ${order.supportNumber}.`,
  ].join("\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const html = [
    `<p>Thank you for your order <strong>${escapeMarkup(order.reference)}</strong>.</p>`,
    abnLine ? `<p>${escapeMarkup(abnLine)}</p>` : "",
    '<table style="border-collapse:collapse">',
    ...rows.map(
      (r) =>
        `<tr><td ${cell}>${escapeMarkup(r.label)}</td><td ${cell} align="right">${escapeMarkup(r.amount)}</td></tr>`,
    ),
    ...totals.map(
      (t) =>
        `<tr><th ${cell} align="left">${escapeMarkup(t.label)}</th><td ${cell} align="right">${escapeMarkup(t.amount)}</td></tr>`,
    ),
    "</table>",
    `<p>Deliver to: ${escapeMarkup(addressLine)}</p>`,
    ...delivery.map((line) => `<p>${escapeMarkup(line)}</p>`),
    paidWith ? `<p>${escapeMarkup(paidWith)}</p>` : "",
    `<p><a href="${escapeMarkup(orderUrl)}">See your order</a></p>`,
    `<p>Questions? Call us on ${escapeMarkup(order.supportNumber)}.</p>`,
  ].join("\n");
  return { to: order.email, subject, text, html };
}
