import type { PaymentStatus } from "./checkout.schema.ts";

/**
 * One payment model for every method (issue 16, ADR 034, reference/payments.md): an attempt is created,
 * may need an action (redirect, 3-D Secure, approval on the customer's device, staff confirmation), is
 * authorised, captured in part or whole and refunded in part or whole; or it is refused, fails, is
 * voided or expires. Amounts are integer cents. An event that would move an attempt backwards (a late
 * 'authorised' after a capture, a second copy of a webhook) is ignored, never applied.
 */
export const attemptStatuses = [
  "created",
  "requires_action",
  "authorised",
  "captured",
  "refunded",
  "refused",
  "error",
  "voided",
  "expired",
] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** What the model needs of an attempt: its state and its money. */
export interface AttemptMoney {
  status: AttemptStatus;
  /** What was asked for (and, once authorised, what may be captured). */
  amount: number;
  capturedAmount: number;
  refundedAmount: number;
}

/** Something a provider reported, or a staff member did, to one attempt. */
export type AttemptEvent =
  | { kind: "requires_action" }
  | { kind: "authorised"; amount?: number }
  | { kind: "captured"; amount: number }
  | { kind: "refunded"; amount: number }
  | { kind: "refused" }
  | { kind: "error" }
  | { kind: "voided" }
  | { kind: "expired" };

/** What applying an event did: moved the attempt, ignored a late or repeated event, or refused it. */
export type AttemptTransition =
  | { result: "moved"; attempt: AttemptMoney }
  | { result: "ignored"; reason: string }
  | { result: "invalid"; reason: string };

const beforeAuthorisation = (status: AttemptStatus) => status === "created" || status === "requires_action";

/** Applies one event to an attempt (pure): the state machine of ADR 034. */
export function applyAttemptEvent(attempt: AttemptMoney, event: AttemptEvent): AttemptTransition {
  const moved = (next: Partial<AttemptMoney>): AttemptTransition => ({
    result: "moved",
    attempt: { ...attempt, ...next },
  });
  const late = (): AttemptTransition => ({
    result: "ignored",
    reason: `'${event.kind}' arrived for an attempt already ${attempt.status}`,
  });
  switch (event.kind) {
    case "requires_action":
      return attempt.status === "created" ? moved({ status: "requires_action" }) : late();
    case "authorised": {
      if (!beforeAuthorisation(attempt.status)) return late();
      const amount = event.amount ?? attempt.amount;
      if (!Number.isInteger(amount) || amount <= 0 || amount > attempt.amount)
        return { result: "invalid", reason: "An authorisation must be for at most the amount asked." };
      return moved({ status: "authorised", amount });
    }
    case "captured": {
      if (attempt.status !== "authorised" && attempt.status !== "captured") return late();
      if (!Number.isInteger(event.amount) || event.amount <= 0)
        return { result: "invalid", reason: "A capture must be a positive amount." };
      const captured = attempt.capturedAmount + event.amount;
      if (captured > attempt.amount)
        return { result: "invalid", reason: "A capture cannot take more than was authorised." };
      return moved({ status: "captured", capturedAmount: captured });
    }
    case "refunded": {
      if (attempt.status !== "captured" && attempt.status !== "refunded")
        return { result: "invalid", reason: "Only money captured can be refunded." };
      if (!Number.isInteger(event.amount) || event.amount <= 0)
        return { result: "invalid", reason: "A refund must be a positive amount." };
      const refunded = attempt.refundedAmount + event.amount;
      if (refunded > attempt.capturedAmount)
        return { result: "invalid", reason: "A refund cannot return more than was captured." };
      return moved({ status: "refunded", refundedAmount: refunded });
    }
    case "voided":
      // Voiding releases an authorisation; once money is captured it has to be refunded instead
      if (beforeAuthorisation(attempt.status) || attempt.status === "authorised")
        return moved({ status: "voided" });
      return attempt.status === "captured" || attempt.status === "refunded"
        ? { result: "invalid", reason: "A captured payment is refunded, not voided." }
        : late();
    case "expired":
      // A shopper who never finished, or an authorisation never captured (Afterpay's 13 days)
      return beforeAuthorisation(attempt.status) || attempt.status === "authorised"
        ? moved({ status: "expired" })
        : late();
    case "refused":
    case "error":
      return beforeAuthorisation(attempt.status) ? moved({ status: event.kind }) : late();
  }
}

/** Money an attempt holds for the order: authorised and not yet captured, and captured net of refunds. */
export function attemptHolds(attempt: AttemptMoney): { authorised: number; paid: number } {
  switch (attempt.status) {
    case "authorised":
      return { authorised: attempt.amount, paid: 0 };
    case "captured":
    case "refunded":
      return { authorised: 0, paid: attempt.capturedAmount - attempt.refundedAmount };
    default:
      return { authorised: 0, paid: 0 };
  }
}

/** An order's payment status, computed from its attempts (reference/payments.md). */
export const orderPaymentStatuses = [
  "unpaid",
  "partly_authorised",
  "authorised",
  "partly_paid",
  "paid",
  "overpaid",
  "refunded",
] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

/** Where an order's money stands: paid (captured less refunds), authorised on top, and the status. */
export function orderPaymentState(
  total: number,
  attempts: readonly AttemptMoney[],
): { status: OrderPaymentStatus; paid: number; authorised: number; remaining: number } {
  let paid = 0;
  let authorised = 0;
  let anyRefund = false;
  for (const attempt of attempts) {
    const holds = attemptHolds(attempt);
    paid += holds.paid;
    authorised += holds.authorised;
    if (attempt.refundedAmount > 0) anyRefund = true;
  }
  const remaining = Math.max(total - paid, 0);
  const status: OrderPaymentStatus =
    paid > total
      ? "overpaid"
      : paid === total && total > 0
        ? "paid"
        : paid > 0
          ? "partly_paid"
          : anyRefund
            ? "refunded"
            : authorised >= total && authorised > 0
              ? "authorised"
              : authorised > 0
                ? "partly_authorised"
                : total === 0
                  ? "paid"
                  : "unpaid";
  return { status, paid, authorised, remaining };
}

/** The Zip-style status a shopper's page polls for (checkout s.3), from an attempt's state. */
export const shownPaymentStatus: Record<AttemptStatus, PaymentStatus> = {
  created: "Pending",
  requires_action: "Pending",
  authorised: "Approved",
  captured: "Approved",
  refunded: "Approved",
  refused: "Declined",
  error: "Declined",
  voided: "Cancelled",
  expired: "Expired",
};
