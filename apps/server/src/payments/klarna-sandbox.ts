import { klarnaSandboxDenies } from "@store/domain/redirect-payment";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { RedirectSandbox, type RedirectSandboxProfile } from "./redirect-sandbox.ts";
import type { SandboxWebhooks } from "./sandbox-webhooks.ts";

/** Where the Klarna sandbox's pages live (its hosted widget). */
export const klarnaSandboxBase = "/sandbox/klarna";

/** How long the authorization token the widget issues stays valid (reference/payments.md "Klarna"). */
export const klarnaAuthorizationMinutes = 60;

/**
 * Klarna Payments through its hosted payment page (reference/payments.md, ADR 042): the store creates a
 * payment session (the token is the session id), the shopper authorises in Klarna's widget, which
 * decides by the email it is given (`customer+au@klarna.com` approved, `customer+au+denied@klarna.com`
 * refused) and issues an authorization token valid 60 minutes; the shopper comes back with `sid` and
 * `authorization_token` (or `status=cancel|failure`); the store then creates the order with that token
 * (`Klarna-Idempotency-Key`: the store's reference), captured at once (`auto_capture`). A token older
 * than 60 minutes is refused: the authorisation has expired.
 */
export const klarnaProfile: RedirectSandboxProfile = {
  provider: "klarna",
  name: "Klarna",
  base: klarnaSandboxBase,
  tokenPrefix: "KLARNA",
  tokenPattern: /^KLARNA[0-9A-Z]{20}$/,
  limits: null,
  // A payment session lives 48 hours; the hosted page's own session is what the shopper sees
  checkoutMinutes: 48 * 60,
  authorisationMinutes: klarnaAuthorizationMinutes,
  captures: "many",
  formPost: false,
  extraActions: [],
  issuesAuthorizationToken: true,
  refusesEmail: klarnaSandboxDenies,
  page: {
    heading: "authorise your payment",
    product: (view, money) =>
      `Pay in 4 interest-free payments of ${money(Math.ceil(view.amount / 4))}, or pay ${money(view.amount)} in 30 days.`,
    approve: (amount) => `Authorise ${amount}`,
    cancel: "Back to store",
    notes: [
      [
        "Authorise with customer+au@klarna.com (or any other address)",
        "Klarna approves and issues an authorization token valid for 60 minutes; the store creates the order with it and it is captured.",
      ],
      [
        "Authorise with customer+au+denied@klarna.com",
        "Klarna refuses the purchase: the store's checkout shows the refusal.",
      ],
      [
        "Come back more than 60 minutes after authorising",
        "The authorization token has expired: Klarna refuses the order and the store says so.",
      ],
    ],
  },
  providerStatus: (row) =>
    ({
      // The session's status until the order exists, then the order's (Klarna's order management words)
      awaiting_shopper: "incomplete",
      approved: "complete",
      referred: "complete",
      captured: row.capturedAmount < row.amount ? "PART_CAPTURED" : "CAPTURED",
      declined: "REJECTED",
      cancelled: "CANCELLED",
      expired: "EXPIRED",
      refunded: "REFUNDED",
    })[row.state],
  returnParams: (row, answer): Record<string, string> =>
    answer === "approved"
      ? { sid: row.token, authorization_token: row.authorizationToken ?? "" }
      : { sid: row.token, status: answer === "cancelled" ? "cancel" : "failure" },
  declinedReason: "Klarna could not approve this purchase. Please choose another payment method.",
  captureDeclinedReason: "Klarna refused to create the order. Please choose another payment method.",
};

/** The Klarna sandbox (ADR 042). */
export function klarnaSandbox(
  db: Db,
  logger: Logger,
  webhooks: SandboxWebhooks | null = null,
  now?: () => Date,
): RedirectSandbox {
  return new RedirectSandbox(db, logger, klarnaProfile, now, webhooks);
}
