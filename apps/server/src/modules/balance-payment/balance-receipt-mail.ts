import { type Brand, formatMoney } from "@store/domain/brands";
import type { OrderDetail } from "@store/domain/order.schema";
import { escapeMarkup } from "@store/domain/text";
import type { MailMessage } from "../mail/mail.service.ts";
import type { ReceiptPayment } from "./balance-receipt.service.ts";

/**
 * The receipt of a balance payment (ADR 031): the order, what this payment took and with which card
 * (its summary only: scheme and last four digits) or other method, what has been paid in all and what
 * remains, the payment's reference, a link to the order in the account (none for a guest's order, which
 * has no page to open) and the support number.
 */
export function balanceReceiptMail(
  order: OrderDetail,
  payment: ReceiptPayment,
  brand: Brand,
  orderUrl: string | null,
): Omit<MailMessage, "kind"> {
  const money = (cents: number) => formatMoney(cents, brand);
  const rows = [
    { label: "Paid now", amount: money(payment.amount) },
    ...(payment.cardSummary ? [{ label: "Card", amount: payment.cardSummary }] : []),
    ...(!payment.cardSummary && payment.methodName
      ? [{ label: "Paid with", amount: payment.methodName }]
      : []),
    { label: "Order total", amount: money(order.total) },
    { label: "Paid so far", amount: money(order.amountPaid) },
    { label: "Remaining to pay", amount: money(order.amountRemaining) },
    { label: "Payment reference", amount: payment.id },
  ];
  const closing =
    order.amountRemaining === 0
      ? "Your order is now paid in full."
      : orderUrl
        ? "You can pay the rest from your account."
        : "You can pay the rest in store or by calling us.";
  const subject = `Payment received for your ${brand.name} order ${order.reference}`;
  const text = [
    `Thank you. We've received your payment for order ${order.reference}.`,
    "",
    ...rows.map((r) => `${r.label}: ${r.amount}`),
    "",
    closing,
    ...(orderUrl ? [`See your order: ${orderUrl}`] : []),
    `Questions? Call us on ${order.supportNumber}.`,
  ].join("\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const html = [
    `<p>Thank you. We've received your payment for order <strong>${escapeMarkup(order.reference)}</strong>.</p>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      (r) =>
        `<tr><th ${cell} align="left">${escapeMarkup(r.label)}</th><td ${cell} align="right">${escapeMarkup(r.amount)}</td></tr>`,
    ),
    "</table>",
    `<p>${escapeMarkup(closing)}</p>`,
    ...(orderUrl ? [`<p><a href="${escapeMarkup(orderUrl)}">See your order</a></p>`] : []),
    `<p>Questions? Call us on ${escapeMarkup(order.supportNumber)}.</p>`,
  ].join("\n");
  return { to: order.email, subject, text, html };
}
