import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { RedirectSandbox, type RedirectSandboxProfile } from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** Where the Zip online sandbox's pages live (the Zip in-store 'app' is /sandbox/zip). */
export const zipOnlineSandboxBase = "/sandbox/zip-online";

/**
 * Zip online (reference/payments.md): the store posts the checkout id to Zip's page (the one sandbox
 * that takes a form, so the spec's form-post branch is exercised), the shopper approves, declines,
 * cancels or is referred to a person; the return carries `result` and `checkoutId`; then the store's
 * charge, captured at once. A referred application waits on the sandbox's review desk.
 */
export const zipOnlineProfile: RedirectSandboxProfile = {
  provider: "zip",
  name: "Zip",
  base: zipOnlineSandboxBase,
  tokenPrefix: "co_",
  tokenPattern: /^co_[0-9A-Z]{20}$/,
  limits: { minimum: 1_00, maximum: 5_000_00 },
  checkoutMinutes: 60,
  authorisationMinutes: 7 * 24 * 60,
  captures: "once",
  formPost: true,
  page: {
    product: () => "Zip: buy now, pay later",
    approve: (amount) => `Approve ${amount}`,
    cancel: "Cancel",
  },
  extraActions: ["decline", "refer"],
  providerStatus: (row) =>
    ({
      awaiting_shopper: "created",
      approved: "approved",
      referred: "referred",
      captured: "captured",
      declined: "declined",
      cancelled: "cancelled",
      expired: "expired",
      refunded: "refunded",
    })[row.state],
  returnParams: (row, answer) => ({
    result: answer === "referred" ? "referred" : answer === "approved" ? "approved" : answer,
    checkoutId: row.token,
  }),
  declinedReason: "Zip declined this application. Please choose another payment method.",
  captureDeclinedReason:
    "Zip declined the charge: the account has insufficient funds. Please choose another payment method.",
};

/** The Zip online sandbox (ADR 036). */
export function zipOnlineSandbox(
  db: Db,
  logger: Logger,
  webhooks: SandboxWebhooks | null = null,
  now?: () => Date,
): RedirectSandbox {
  return new RedirectSandbox(db, logger, zipOnlineProfile, now, webhooks);
}
