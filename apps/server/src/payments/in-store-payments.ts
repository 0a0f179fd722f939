import type { BrandId } from "@store/domain/brands";
import type { CardCurrency } from "./payment-gateway.ts";

/**
 * Zip in store (issue 16, ADR 035): what the store asks of the provider when staff take a payment the
 * customer approves in their own Zip app. The sandbox (zip-sandbox.ts) is one implementation; the real
 * service is another behind the same interface. Every call is keyed by the store's reference, so a
 * retried request finds the first purchase instead of asking the customer twice.
 */
export interface InStorePayments {
  /** Sends a purchase request to the customer's app by the code they show; the same reference answers the first. */
  request(purchase: InStorePurchase): Promise<InStoreOutcome>;
  /** Where the purchase with the store's `reference` stands, or null when the provider never saw it. */
  status(reference: string): Promise<InStoreOutcome | null>;
  /** Withdraws a purchase (staff cancelled, the page was left, the sweep); an approved one is reversed. */
  cancel(reference: string): Promise<InStoreOutcome | null>;
  /**
   * Gives back `amount` cents of an approved purchase (the orders desk, ADR 038). `refundReference` names
   * the refund, so a retried refund is the first one, never a second.
   */
  refund(reference: string, amount: number, refundReference: string): Promise<InStoreRefund>;
}

/** The answer to a refund. */
export type InStoreRefund =
  | { status: "refunded"; refundId: string; amount: number; refundedTotal: number }
  | { status: "refused"; message: string };

export interface InStorePurchase {
  /** The store's payment id: the idempotency key. */
  reference: string;
  /** In cents. */
  amount: number;
  currency: CardCurrency;
  /** The 6-digit code the customer's app shows (checkout s.5). */
  deviceCode: string;
  brand: BrandId;
}

/** The provider's answer, in the spec's Zip-style words (checkout s.3), with its own reference. */
export interface InStoreOutcome {
  /**
   * `Unknown` (checkout s.3): the provider answered a status the store does not recognise. Nothing is
   * settled on it: the store keeps asking, as for Pending, until a known answer or the page's 65 s.
   */
  status: "Pending" | "Approved" | "Declined" | "Cancelled" | "Expired" | "Unknown";
  providerReference: string;
  /** Why it was declined, in words a customer can act on; null otherwise. */
  reason: string | null;
}

/** Whether the provider has decided a purchase (anything but Pending or Unknown), so the store settles it. */
export function inStoreAnswered(status: InStoreOutcome["status"]): boolean {
  return status !== "Pending" && status !== "Unknown";
}

/** The in-store provider's name in its webhooks' path and in payment_events (ADR 039). */
export const inStoreProvider = "zip-in-store";

/** The provider took the request but the answer was lost: retry with the same reference. */
export class InStoreUnavailable extends Error {
  constructor(message = "The in-store payment service did not answer") {
    super(message);
    this.name = "InStoreUnavailable";
  }
}
