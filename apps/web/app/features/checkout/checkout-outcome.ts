import {
  type CheckoutResponse,
  checkoutMessages,
  type PaymentProvider,
  type PaymentStatusAnswer,
} from "@store/domain/checkout.schema";
import { showsRefusalReason } from "@store/domain/checkout-rules";
import type { PollStep } from "~/lib/use-payment-wait";

/** What the page does with the answer of POST /api/checkout (checkout s.4 "Submit", s.8). */
export type CheckoutOutcome =
  | { kind: "completed"; cartId: string }
  | { kind: "poll"; cartId: string; paymentReference: string; orderReference: string | null }
  | { kind: "post-form"; action: string; fields: Record<string, string> }
  | { kind: "redirect"; url: string }
  | {
      kind: "error";
      status: number;
      /** Shown in order; the first is the global message. */
      messages: string[];
      /** 400: the checkout view is read again and the form re-enables after 500 ms. */
      reloadView: boolean;
      /** Payment errors go to the error-reporting sink too. */
      report: boolean;
      paymentReference: string | null;
    };

// 409: the spec words no message; the server's own, else this (ADR 030)
export const alreadyProcessingMessage =
  "Your order is already being processed. Please wait a moment and check your email before trying again.";

/** Payment methods confirmed on the customer's own device, which the page polls (checkout s.4). */
export const inStorePaymentOptions: readonly PaymentProvider[] = ["ZipInStore"];

/** The outcome of one checkout post: status and body as they came back (status 0: no answer). */
export function checkoutOutcome(input: {
  status: number;
  response: CheckoutResponse | null;
  supportNumber: string;
  paymentOption: PaymentProvider;
}): CheckoutOutcome {
  const { status, response, supportNumber } = input;
  const reference = response?.paymentReference ?? null;
  if (status >= 200 && status < 300 && response) {
    if (response.orderCompleted) return { kind: "completed", cartId: response.cartId };
    if (response.success && inStorePaymentOptions.includes(input.paymentOption) && reference)
      return {
        kind: "poll",
        cartId: response.cartId,
        paymentReference: reference,
        orderReference: response.orderReference,
      };
    if (response.redirectUrl) {
      if (response.secure3DResponse)
        return {
          kind: "post-form",
          action: response.secure3DResponse.htmlFormAction,
          fields: response.secure3DResponse.htmlFormToPost,
        };
      return { kind: "redirect", url: response.redirectUrl };
    }
  }
  if (status === 400) {
    const messages = response?.errorMessages.length
      ? response.errorMessages
      : [response?.message ?? checkoutMessages.generic];
    return { kind: "error", status, messages, reloadView: true, report: false, paymentReference: reference };
  }
  if (status === 401)
    return {
      kind: "error",
      status,
      // The spec's text first (it is the global message), then the provider's reason when it gave one
      // and the payment kind shows it (checkout s.8)
      messages: [
        checkoutMessages.payment401(supportNumber),
        ...(response?.refusalReason && showsRefusalReason(input.paymentOption)
          ? [response.refusalReason]
          : []),
      ],
      reloadView: false,
      report: true,
      paymentReference: reference,
    };
  if (status === 409)
    return {
      kind: "error",
      status,
      messages: [response?.errorMessages[0] ?? response?.message ?? alreadyProcessingMessage],
      reloadView: false,
      report: false,
      paymentReference: reference,
    };
  return {
    kind: "error",
    status,
    messages: [checkoutMessages.checkoutOther(supportNumber)],
    reloadView: false,
    report: true,
    paymentReference: reference,
  };
}

/** The poll's next step from an answer, or from a failed call's HTTP status. */
export function pollStep(answer: PaymentStatusAnswer | { failedStatus: number }): PollStep {
  if ("failedStatus" in answer)
    // Server errors (5xx) are passing trouble: keep asking until the timeout
    return String(answer.failedStatus).startsWith("5")
      ? { kind: "wait" }
      : { kind: "stop", message: checkoutMessages.somethingWrong };
  switch (answer.paymentStatus) {
    case "Approved":
      return { kind: "approved" };
    case "Cancelled":
    case "Declined":
    case "Expired":
      return { kind: "stop", message: answer.message ?? checkoutMessages.somethingWrong };
    default:
      return { kind: "wait" };
  }
}

/** The message of a 3-D Secure or provider return (?status=CANCELLED|REFUSED|UNAVAILABLE), or null for none. */
export function paymentReturnMessage(status: string | null, supportNumber: string): string | null {
  if (!status) return null;
  const upper = status.toUpperCase();
  if (upper === "CANCELLED") return checkoutMessages.cancelledReturn;
  // PayPal's 'Cancel and return to store' (ADR 036): the user's cancel, in PayPal's spelling
  if (upper === "CANCELED") return checkoutMessages.userCancel;
  if (upper === "EXPIRED") return checkoutMessages.paymentExpired;
  if (upper === "UNAVAILABLE") return checkoutMessages.voidedUnavailable;
  if (upper === "REFUSED" || upper === "DECLINED" || upper === "ERROR")
    return checkoutMessages.payment401(supportNumber);
  return null;
}

/** What the return page does with a provider confirmation's answer (checkout s.4, s.8; ADR 036). */
export type ReturnOutcome =
  | { kind: "completed"; cartId: string }
  | { kind: "redirect"; url: string }
  | { kind: "post-form"; action: string; fields: Record<string, string> }
  /** Zip referred the application: the order waits; the page says so and keeps asking. */
  | { kind: "waiting"; cartId: string; paymentReference: string; message: string }
  /** Back to checkout with `status` in its address and the messages shown there. */
  | {
      kind: "back";
      status: "CANCELLED" | "CANCELED" | "EXPIRED" | "REFUSED" | "ERROR";
      messages: string[];
      paymentReference: string | null;
      /** Payment errors go to the error-reporting sink too; a shopper's own cancel does not. */
      report: boolean;
    };

/**
 * The outcome of POST /api/checkout/{provider}confirmation (status 0: the call itself failed). Errors
 * follow checkout s.8 'Payment confirmation errors': the server's errors joined; 'Service currently
 * unavailable...' when the call failed outright (the error type 'error'); else 'Something has gone
 * wrong...'. A refusal's reason is shown after them; a cancel shows the cancel's own words.
 */
export function returnOutcome(input: {
  status: number;
  response: CheckoutResponse | null;
  supportNumber?: string;
}): ReturnOutcome {
  const { status, response } = input;
  const reference = response?.paymentReference ?? null;
  if (status === 0) {
    return {
      kind: "back",
      status: "ERROR",
      messages: [checkoutMessages.serviceUnavailable],
      paymentReference: null,
      report: true,
    };
  }
  if (status >= 200 && status < 300 && response) {
    if (response.orderCompleted) return { kind: "completed", cartId: response.cartId };
    if (response.redirectUrl)
      return response.secure3DResponse
        ? {
            kind: "post-form",
            action: response.secure3DResponse.htmlFormAction,
            fields: response.secure3DResponse.htmlFormToPost,
          }
        : { kind: "redirect", url: response.redirectUrl };
    if (response.paymentStatus === "Pending" && reference)
      return {
        kind: "waiting",
        cartId: response.cartId,
        paymentReference: reference,
        message: response.message ?? checkoutMessages.generic,
      };
  }
  if (response?.paymentStatus === "Cancelled") {
    const message = response.refusalReason ?? checkoutMessages.cancelledReturn;
    return {
      kind: "back",
      status: message === checkoutMessages.userCancel ? "CANCELED" : "CANCELLED",
      messages: [message],
      paymentReference: reference,
      report: false,
    };
  }
  if (response?.paymentStatus === "Expired")
    return {
      kind: "back",
      status: "EXPIRED",
      messages: [response.refusalReason ?? checkoutMessages.paymentExpired],
      paymentReference: reference,
      report: false,
    };
  const joined = response?.errorMessages.length ? response.errorMessages.join(" ") : null;
  const reason = response?.refusalReason && response.refusalReason !== joined ? [response.refusalReason] : [];
  return {
    kind: "back",
    status: status === 401 ? "REFUSED" : "ERROR",
    messages: [joined ?? checkoutMessages.somethingWrong, ...reason],
    paymentReference: reference,
    report: true,
  };
}
