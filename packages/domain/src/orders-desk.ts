import type { PaymentProvider } from "./checkout.schema.ts";
import { dollarsText } from "./delivery-admin.schema.ts";
import type { AttemptMoney, AttemptStatus, OrderPaymentStatus } from "./payment-attempt.ts";
import { staffPaymentLabels, staffPaymentMethods } from "./staff-payment.ts";

/**
 * The orders desk's rules (issue 16, ADR 038): what staff may still do to a payment attempt, given what
 * is captured and refunded, what the order still lacks, what other staff actions are in flight (not yet
 * answered by the provider, or failed and waiting for a retry: both still hold their money), and what
 * the method's adapter can do. Amounts are cents.
 */

export const deskActionKinds = ["capture", "void", "refund"] as const;
export type DeskActionKind = (typeof deskActionKinds)[number];

/** A staff action claimed and not finished: its money is spoken for until it is. */
export interface DeskActionInFlight {
  kind: DeskActionKind;
  amount: number | null;
}

/** What staff may still do to one attempt: the most that may be captured or refunded, whether it may be voided. */
export interface DeskLimits {
  capture: number;
  refund: number;
  void: boolean;
}

const sumOf = (actions: readonly DeskActionInFlight[], kind: DeskActionKind) =>
  actions.filter((a) => a.kind === kind).reduce((sum, a) => sum + (a.amount ?? 0), 0);

/**
 * What may still be done to an attempt. `orderRoom` is what the order lacks (total less paid, less
 * captures in flight on its other attempts): a capture never takes more than the order's total. A
 * void in flight holds everything; voiding needs nothing else in flight.
 */
export function deskLimits(
  attempt: AttemptMoney,
  orderRoom: number,
  inFlight: readonly DeskActionInFlight[],
  supports: ReadonlySet<DeskActionKind>,
): DeskLimits {
  const voiding = inFlight.some((a) => a.kind === "void");
  const capturing = sumOf(inFlight, "capture");
  const capturable =
    supports.has("capture") && !voiding && (attempt.status === "authorised" || attempt.status === "captured")
      ? Math.min(attempt.amount - attempt.capturedAmount - capturing, orderRoom - capturing)
      : 0;
  const refundable =
    supports.has("refund") && !voiding && (attempt.status === "captured" || attempt.status === "refunded")
      ? attempt.capturedAmount - attempt.refundedAmount - sumOf(inFlight, "refund")
      : 0;
  return {
    capture: Math.max(capturable, 0),
    refund: Math.max(refundable, 0),
    void: supports.has("void") && attempt.status === "authorised" && inFlight.length === 0,
  };
}

/** '$1,299.50' for the desk's messages (the amounts are the store's own currency, AUD or NZD). */
export function deskMoney(cents: number): string {
  const [whole = "0", part] = dollarsText(cents).split(".");
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${part ? `.${part}` : ""}`;
}

/** How a method is named to staff. */
export const deskMethodNames: Record<PaymentProvider, string> = {
  None: "No payment",
  AfterPay: "Afterpay",
  Zip: "Zip",
  CreditCard: "Card",
  PayPal: "PayPal",
  Klarna: "Klarna",
  ZipInStore: "Zip in store",
  Cash: "Cash",
  Humm: "Humm",
  ApplePay: "Apple Pay",
  GooglePay: "Google Pay",
  PayPalBnpl: "PayPal Pay Later",
  COD: "Cash on delivery",
  CRAccount: "Customer account",
  StaffOnlyOtherPaymentMethod: "Other (staff)",
};

/** Who sent a recorded payment event, as the desk's record names it (the events' `source`). */
const deskEventSourceNames: Record<string, string> = {
  staff: "the orders desk",
  card: "the card acquirer",
  adyen: "Adyen",
  wallet: "Apple Pay or Google Pay",
  "zip-in-store": "Zip in store",
  zip: "Zip",
  afterpay: "Afterpay",
  paypal: "PayPal",
  klarna: "Klarna",
  humm: "Humm",
};

/** The name of an event's sender for staff; a sender the store does not know keeps its own id. */
export function deskEventSourceName(source: string): string {
  return Object.hasOwn(deskEventSourceNames, source) ? (deskEventSourceNames[source] ?? source) : source;
}

const actionNames: Record<DeskActionKind, string> = {
  capture: "captured",
  void: "voided",
  refund: "refunded",
};

/**
 * Why an action cannot be done, in words staff can act on; null when it can. `amount` is the capture's
 * or refund's (cents; a capture without one takes all it may).
 */
export function deskActionProblem(
  kind: DeskActionKind,
  amount: number | null,
  limits: DeskLimits,
  method: PaymentProvider,
  supports: ReadonlySet<DeskActionKind>,
): string | null {
  if (!supports.has(kind))
    return `${deskMethodNames[method]} payments cannot be ${actionNames[kind]} from the orders desk.`;
  switch (kind) {
    case "void":
      return limits.void
        ? null
        : "Only a payment that is authorised and not yet captured can be voided, with nothing else in progress on it. Refund a captured payment instead.";
    case "capture":
      if (limits.capture <= 0) return "Nothing is left to capture on this payment.";
      return amount !== null && amount > limits.capture
        ? `At most ${deskMoney(limits.capture)} can be captured on this payment.`
        : null;
    case "refund":
      if (limits.refund <= 0) return "Nothing is left to refund on this payment.";
      return amount !== null && amount > limits.refund
        ? `At most ${deskMoney(limits.refund)} can be refunded on this payment.`
        : null;
  }
}

/** How the desk names an attempt's state. */
export const deskAttemptStatusNames: Record<AttemptStatus, string> = {
  created: "Started",
  requires_action: "Waiting for the customer",
  authorised: "Authorised",
  captured: "Captured",
  refunded: "Refunded",
  refused: "Refused",
  error: "Failed",
  voided: "Voided",
  expired: "Expired",
};

/** How the desk names an order's payment status. */
export const deskPaymentStatusNames: Record<OrderPaymentStatus, string> = {
  unpaid: "Unpaid",
  partly_authorised: "Partly authorised",
  authorised: "Authorised",
  partly_paid: "Partly paid",
  paid: "Paid",
  overpaid: "Overpaid",
  refunded: "Refunded",
};

/** An attempt's state in words: 'Refunded $40.00 of $120.00', 'Captured', ... */
export function deskAttemptSummary(attempt: AttemptMoney): string {
  if (attempt.status === "refunded")
    return attempt.refundedAmount === attempt.capturedAmount
      ? "Refunded in full"
      : `Refunded ${deskMoney(attempt.refundedAmount)} of ${deskMoney(attempt.capturedAmount)}`;
  if (attempt.status === "captured" && attempt.capturedAmount < attempt.amount)
    return `Captured ${deskMoney(attempt.capturedAmount)} of ${deskMoney(attempt.amount)}`;
  return deskAttemptStatusNames[attempt.status];
}

/**
 * The balance of a deposit order that staff may take in store (ADR 038, amended): null when the order
 * is not a placed deposit order; else what is neither paid nor held by an authorisation (a balance
 * taken on account or cash on delivery is authorised, so it is not asked for twice).
 */
export function deskBalanceDue(
  order: { status: string; total: number; amountDueNow: number },
  state: { paid: number; authorised: number },
): number | null {
  if (order.status !== "placed" || order.amountDueNow >= order.total) return null;
  return Math.max(order.total - state.paid - state.authorised, 0);
}

/**
 * How staff take a balance at the desk (ADR 038 amended, ADR 093): the counter methods, and Zip in store,
 * which the customer approves in their own Zip app while the desk waits.
 */
export const deskBalanceMethods = [...staffPaymentMethods, "ZipInStore"] as const;
export type DeskBalanceMethod = (typeof deskBalanceMethods)[number];

/** What the balance dialog calls each method. */
export const deskBalanceMethodLabels: Record<DeskBalanceMethod, string> = {
  ...staffPaymentLabels,
  ZipInStore: "Zip in store (the customer approves in their Zip app)",
};

/** The desk's words for a Zip in store balance (ADR 093). */
export const deskZipMessages = {
  waiting: "Waiting for the customer to confirm in their Zip app.",
  taken: (money: string) => `Balance of ${money} taken. Zip in store.`,
  codeOnlyForZip: "A payment code from the customer's app is given only for Zip in store.",
  unavailable: "Zip in store is not available in this store. Please choose another method.",
  noAnswer: "Zip did not answer. Please try again, or choose another method.",
  inFlight:
    "A Zip in store payment of the balance is waiting for the customer. Wait for their answer or cancel it, then try again.",
  notWaiting: "This payment is not a Zip in store balance payment waiting for the customer.",
  tooLate: (money: string) =>
    `Zip approved the payment, but the order no longer has ${money} left to pay, so Zip was asked to give it back.`,
  declined: "Zip declined this purchase. Please choose another payment method.",
  cancelled: "The customer cancelled the purchase in their Zip app.",
  cancelledByStaff: "The Zip in store payment was cancelled.",
  expired: "The Zip purchase request expired before the customer answered.",
  timeout:
    "The customer did not confirm in their Zip app within 65 seconds, so the request was cancelled. Try again, or choose another method.",
} as const;

/** Why a balance of `amount` cents cannot be taken now, or null (ADR 038, amended). */
export function deskBalanceProblem(due: number | null, amount: number): string | null {
  if (due === null) return "This order is not a deposit order with a balance to take.";
  if (due === 0) return "This order has no balance left to take.";
  if (amount > due) return `At most ${deskMoney(due)} is left to pay on this order.`;
  return null;
}
