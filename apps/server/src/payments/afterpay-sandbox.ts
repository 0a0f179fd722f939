import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { RedirectSandbox, type RedirectSandboxProfile } from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** Where the Afterpay sandbox's pages live. */
export const afterpaySandboxBase = "/sandbox/afterpay";

/**
 * Afterpay (reference/payments.md): a checkout token that expires, the shopper's Confirm or Cancel,
 * the return with `orderToken` and `status=SUCCESS|CANCELLED`, then the store's capture. The merchant's
 * limits are $1 to $2,000 (Afterpay's configuration call answers them); an approval not captured in 13
 * days lapses, as an authorisation does.
 */
export const afterpayProfile: RedirectSandboxProfile = {
  provider: "afterpay",
  name: "Afterpay",
  base: afterpaySandboxBase,
  tokenPrefix: "002.",
  tokenPattern: /^002\.[0-9A-Z]{20}$/,
  limits: { minimum: 1_00, maximum: 2_000_00 },
  checkoutMinutes: 3 * 60,
  authorisationMinutes: 13 * 24 * 60,
  captures: "many",
  formPost: false,
  page: {
    product: () => "4 fortnightly payments",
    approve: () => "Confirm",
    cancel: "Cancel",
  },
  extraActions: [],
  providerStatus: (row) =>
    ({
      awaiting_shopper: "CHECKOUT_CREATED",
      approved: "AUTH_APPROVED",
      referred: "AUTH_APPROVED",
      captured: row.capturedAmount < row.amount ? "PARTIALLY_CAPTURED" : "CAPTURED",
      declined: row.decidedAt && row.reason?.includes("capture") ? "CAPTURE_DECLINED" : "AUTH_DECLINED",
      cancelled: row.cancelledBy === "merchant" ? "VOIDED" : "CANCELLED",
      expired: "EXPIRED",
      refunded: "REFUNDED",
    })[row.state],
  returnParams: (row, answer) => ({
    orderToken: row.token,
    status: answer === "cancelled" ? "CANCELLED" : "SUCCESS",
  }),
  declinedReason: "Afterpay declined this purchase. Please choose another payment method.",
  captureDeclinedReason:
    "Afterpay declined the payment at capture (the instalment card was declined). Please choose another payment method.",
};

/** The Afterpay sandbox (ADR 036). */
export function afterpaySandbox(
  db: Db,
  logger: Logger,
  webhooks: SandboxWebhooks | null = null,
  now?: () => Date,
): RedirectSandbox {
  return new RedirectSandbox(db, logger, afterpayProfile, now, webhooks);
}
