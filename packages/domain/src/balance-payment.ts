import { checkoutMessages } from "./checkout.schema.ts";
import type { OrderStatus } from "./order.schema.ts";

/**
 * Paying an order's remaining balance later, from the account (ADR 031): which orders can be paid,
 * how much, and what the shopper is told. The server decides with these; the page words them the same.
 */

/** Why an order's balance cannot be paid online. */
export type BalanceRefusal = "paid" | "cancelled" | "unplaced";

/** Every message of paying the balance. */
export const balanceMessages = {
  paid: "This order is already paid in full.",
  cancelled: "This order was cancelled, so there is nothing to pay.",
  unplaced: "This order's checkout payment is not finished yet, so its balance cannot be paid.",
  amountChanged: (remaining: string) =>
    `The amount left to pay on this order is now ${remaining}. Please check it and pay again.`,
  inProgress:
    "A payment for this order is already being processed. Please wait a moment and reload the page.",
  keyReused: "This Idempotency-Key was used for a different payment. Send a new key.",
  noCardPayments: (support: string) =>
    `Card payments cannot be taken online at the moment. Please call us on ${support} to pay the balance.`,
  cardDetails: "Please enter your card details.",
  received: (amount: string, reference: string) =>
    `Thank you. We've received ${amount} for order ${reference}. It is now paid in full.`,
  receivedShort: "Thank you. We've received your payment and this order is now paid in full.",
  cancelledCheck: "You cancelled your bank's check, so nothing was charged. You can try again.",
  unconfirmed: (support: string) =>
    `We could not confirm your payment. Please reload this page in a few minutes before paying again, or call us on ${support}.`,
  refused: (support: string) => checkoutMessages.payment401(support),
  lateDuplicate:
    "This order was paid in full by another payment while yours was being checked, so yours was cancelled and you have not been charged.",
} as const;

/** What is left to pay on an order, in cents (never below 0). */
export function balanceRemaining(order: { total: number; amountPaid: number }): number {
  return Math.max(0, order.total - order.amountPaid);
}

/**
 * Whether an order's balance can be paid now, and the amount: only a placed order (its checkout paid
 * the deposit) with money left; a cancelled order, an unfinished checkout or a paid order cannot.
 */
export function balancePayable(order: {
  status: OrderStatus;
  total: number;
  amountPaid: number;
}): { payable: true; amount: number } | { payable: false; refusal: BalanceRefusal } {
  if (order.status === "cancelled") return { payable: false, refusal: "cancelled" };
  if (order.status !== "placed") return { payable: false, refusal: "unplaced" };
  const amount = balanceRemaining(order);
  if (amount === 0) return { payable: false, refusal: "paid" };
  return { payable: true, amount };
}

/** How the 3-D Secure return tells the account's order page what became of the payment. */
export const balanceReturnStatuses = ["PAID", "REFUSED", "CANCELLED", "ERROR"] as const;
export type BalanceReturnStatus = (typeof balanceReturnStatuses)[number];

/** An order's page in the account (the receipt links to it). */
export function accountOrderPath(orderId: string): string {
  return `/account/invoice/${encodeURIComponent(orderId)}`;
}

/** Where the shopper lands after a balance payment's 3-D Secure check: their account's order page. */
export function balanceReturnPath(orderId: string, status: BalanceReturnStatus): string {
  return `${accountOrderPath(orderId)}?payment=${status}`;
}

/**
 * The message for a return status (?payment=) and whether it is good news; null for a value that is
 * not one (a hand-typed address shows nothing).
 */
export function balanceReturnMessage(
  status: string | null,
  supportNumber: string,
): { ok: boolean; message: string } | null {
  switch (status?.toUpperCase()) {
    case "PAID":
      return { ok: true, message: balanceMessages.receivedShort };
    case "REFUSED":
      return { ok: false, message: balanceMessages.refused(supportNumber) };
    case "CANCELLED":
      return { ok: false, message: balanceMessages.cancelledCheck };
    case "ERROR":
      return { ok: false, message: balanceMessages.unconfirmed(supportNumber) };
    default:
      return null;
  }
}
