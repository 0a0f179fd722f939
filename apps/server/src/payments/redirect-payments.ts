import type { BrandId } from "@store/domain/brands";
import type { RedirectLimits, RedirectProviderName } from "@store/domain/redirect-payment";
import type { CardCurrency } from "./payment-gateway.ts";

/**
 * A redirect payment provider (issue 16, ADR 036, 042): Afterpay, Zip online, PayPal (and its Pay Later),
 * Klarna (its hosted widget) and Humm (a signed form post).
 * The store creates a checkout at the provider keyed by its payment id, sends the shopper to the
 * provider's page, and on their return asks the provider what happened and captures. The sandboxes
 * (afterpay-sandbox.ts, zip-online-sandbox.ts, paypal-sandbox.ts) are one implementation each; a real
 * provider's adapter is another behind the same interface. Every call is keyed by the store's reference,
 * so a retry after a lost answer finds the first checkout, capture or refund instead of making another.
 */
export interface RedirectPayments {
  readonly provider: RedirectProviderName;
  /** The smallest and largest order the provider takes in this currency (Afterpay's configuration); null for none. */
  limits(currency: CardCurrency): Promise<RedirectLimits | null>;
  /** Creates the provider's checkout for the store's payment; the same reference answers the first checkout. */
  createCheckout(request: RedirectCheckoutRequest): Promise<RedirectAnswer>;
  /**
   * Providers whose answers are signed fields (Humm's `x_signature`, on the shopper's return and on its
   * callback alike): whether these fields carry the provider's valid signature, checked in constant time
   * with the merchant's key. Absent: the provider's answers are not signed (the store asks it instead).
   */
  verifySigned?(fields: Readonly<Record<string, string>>): boolean;
  /**
   * Providers whose only word on a payment is their signed answer (a real Humm has no call to read a
   * purchase): the store hands over each answer it verified, and `status` answers from the latest.
   */
  takeSigned?(fields: Readonly<Record<string, string>>): Promise<void>;
  /**
   * What the provider knows of one of its checkout tokens (Afterpay's orderToken, Zip's checkoutId,
   * PayPal's order id): the store's reference and where the checkout stands. Changes nothing.
   */
  lookup(token: string): Promise<RedirectState | null>;
  /**
   * The shopper came back: the provider is asked where its checkout stands and acts on that, never on
   * the return's parameters. Approved: captured (Afterpay's capture, Zip's charge, PayPal's capture).
   * Still waiting and the return says the shopper cancelled (Afterpay's CANCELLED, Zip's cancelled,
   * PayPal's return without a PayerID): the checkout is cancelled. Idempotent.
   */
  confirm(reference: string, returned: { cancelled: boolean }): Promise<RedirectState>;
  /** Where the store's payment stands at the provider, or null when it never saw it. */
  status(reference: string): Promise<RedirectState | null>;
  /**
   * Ends the payment: a checkout still open is cancelled, an authorisation voided, a captured payment
   * reversed (refunded in full). A second call answers the same. Null when the provider never saw it.
   */
  void(reference: string): Promise<RedirectState | null>;
  /**
   * Captures `amount` cents of an approved authorisation the store did not capture on the shopper's
   * return (the orders desk, ADR 043), before the authorisation lapses: Afterpay and PayPal capture in
   * parts, Zip captures a charge once and releases the rest. `captureReference` names the capture (the
   * desk action's key), so a retried capture is the first one.
   */
  capture(reference: string, amount: number, captureReference: string): Promise<RedirectCapture>;
  /**
   * Gives back `amount` cents of a captured payment. `refundReference` names the refund (default
   * 'refund-' and the amount), so a retried refund is the first one.
   */
  refund(reference: string, amount: number, refundReference?: string): Promise<RedirectRefund>;
}

export interface RedirectCheckoutRequest {
  /** The store's payment id: the idempotency key (Afterpay's requestId, Zip's Idempotency-Key, PayPal-Request-Id). */
  reference: string;
  /** In cents. */
  amount: number;
  currency: CardCurrency;
  brand: BrandId;
  /** PayPal's Pay Later is the same order with the pay-later funding source. */
  payLater: boolean;
  /** Absolute, from the store's configured origin: where the provider sends the shopper back. */
  returnUrl: string;
  /** Absolute: where a shopper who cancels is sent (often the same page). */
  cancelUrl: string;
  /** Absolute: where the provider's server tells the store what happened (Humm's x_url_callback). */
  notifyUrl?: string;
  shopper: { email: string; firstName: string; lastName: string };
}

/** Where a checkout stands, in the store's words (the provider's own word is `providerStatus`). */
export type RedirectStatus =
  /** Created, the shopper has not answered yet: `redirect` says where to send them. */
  | "awaiting_shopper"
  /** The shopper approved; nothing is captured yet. */
  | "approved"
  /** Zip 'referred': a person at the provider reviews the application; the order waits. */
  | "under_review"
  | "captured"
  | "declined"
  | "cancelled"
  | "expired"
  /** Partly or wholly given back after capture. */
  | "refunded";

export interface RedirectState {
  reference: string;
  /** The provider's checkout or order id: what the shopper's return names. */
  token: string;
  status: RedirectStatus;
  /** The provider's raw status (AUTH_APPROVED, CAPTURED, referred, COMPLETED, ...), kept beside the mapped one. */
  providerStatus: string;
  amount: number;
  capturedAmount: number;
  refundedAmount: number;
  /** While awaiting the shopper: the provider's page, and the form to post to it when it takes one. */
  redirect: { url: string; form: Record<string, string> | null } | null;
  /** When the checkout (or the authorisation) lapses. */
  expiresAt: Date | null;
  /** The capture's (or charge's) id once captured. */
  captureId: string | null;
  /** Why it was declined, in words a shopper can act on. */
  reason: string | null;
  /** Who ended a cancelled checkout: the shopper on the provider's page, or the store. */
  cancelledBy: "shopper" | "merchant" | null;
  /**
   * Klarna: the authorization token its widget issued when the shopper authorised (valid 60 minutes), as
   * reading the session answers it; the order is created with it. Null for the other providers.
   */
  authorizationToken?: string | null;
}

/** A request the provider refused as malformed (nothing was created), or the state of the checkout. */
export type RedirectAnswer = RedirectState | { status: "error"; message: string };

/** The answer to a capture: what this capture took and the payment's captured total, or the provider's no. */
export type RedirectCapture =
  | { status: "captured"; captureId: string; amount: number; capturedTotal: number }
  | { status: "refused"; message: string };

/** The answer to a refund. */
export type RedirectRefund =
  | { status: "refunded"; refundId: string; amount: number; refundedTotal: number }
  | { status: "refused"; message: string };

/**
 * The provider acted but its answer was lost (a dropped connection, a 504): the store asks again with
 * the same reference, which finds the checkout or the capture instead of making another.
 */
export class RedirectProviderUnavailable extends Error {
  constructor(provider: string) {
    super(`${provider} did not answer`);
    this.name = "RedirectProviderUnavailable";
  }
}
