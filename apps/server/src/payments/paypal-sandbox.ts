import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { RedirectSandbox, type RedirectSandboxProfile } from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** Where the PayPal sandbox's pages live. */
export const paypalSandboxBase = "/sandbox/paypal";

/**
 * PayPal Orders v2 (reference/payments.md), Pay Later the same flow: the order is created, the buyer
 * approves (the return carries `token` and `PayerID`) or cancels (the token only), then the store
 * captures. An order APPROVED or COMPLETED is not payment: only the capture's COMPLETED is, which is
 * the only thing the sandbox reports as captured.
 */
export const paypalProfile: RedirectSandboxProfile = {
  provider: "paypal",
  name: "PayPal",
  base: paypalSandboxBase,
  tokenPrefix: "PAYPAL",
  tokenPattern: /^PAYPAL[0-9A-Z]{20}$/,
  limits: null,
  checkoutMinutes: 3 * 60,
  authorisationMinutes: 3 * 24 * 60,
  captures: "many",
  formPost: false,
  page: {
    product: (view) => (view.payLater ? "PayPal Pay Later: 4 interest-free payments" : "PayPal"),
    approve: (amount) => `Pay ${amount}`,
    cancel: "Cancel and return to store",
  },
  extraActions: [],
  providerStatus: (row) =>
    ({
      awaiting_shopper: "PAYER_ACTION_REQUIRED",
      approved: "APPROVED",
      referred: "APPROVED",
      // The order's status, then the capture's: only a COMPLETED capture is money
      captured:
        row.capturedAmount < row.amount
          ? "COMPLETED/PARTIALLY_CAPTURED"
          : row.refundedAmount > 0
            ? "COMPLETED/PARTIALLY_REFUNDED"
            : "COMPLETED/COMPLETED",
      declined: row.captureId === null && row.reason?.includes("capture") ? "COMPLETED/DECLINED" : "VOIDED",
      cancelled: "VOIDED",
      expired: "VOIDED",
      refunded: "COMPLETED/REFUNDED",
    })[row.state],
  returnParams: (row, answer): Record<string, string> =>
    answer === "cancelled"
      ? { token: row.token }
      : { token: row.token, PayerID: `PAYER${row.token.slice(-8)}` },
  declinedReason: "PayPal declined this payment. Please choose another payment method.",
  captureDeclinedReason:
    "PayPal declined the capture: the buyer's funding source was declined. Please choose another payment method.",
};

/** The PayPal sandbox (ADR 036). */
export function paypalSandbox(
  db: Db,
  logger: Logger,
  webhooks: SandboxWebhooks | null = null,
  now?: () => Date,
): RedirectSandbox {
  return new RedirectSandbox(db, logger, paypalProfile, now, webhooks);
}
