import type { BrandId } from "@store/domain/brands";
import type { CardScheme } from "@store/domain/card-number";

/**
 * The card gateway (ADR 028): what the store asks of a card acquirer. The sandbox acquirer
 * (card-sandbox.ts) is one implementation; a real acquirer is another behind the same interface.
 * Every call is idempotent: the same reference (or pspReference) answers the same, never charging twice.
 */
export interface CardGateway {
  /** Authorises a card payment; the same `reference` again answers the first payment's outcome, now. */
  authorise(request: CardAuthorisation): Promise<CardOutcome>;
  /**
   * Reads what the 3-D Secure challenge posted back to `returnUrl` (the form's fields as they came),
   * checks it is the acquirer's own (it cannot be forged) and answers the payment's final outcome.
   */
  completeChallenge(posted: Record<string, string>): Promise<{ reference: string; outcome: CardOutcome }>;
  /** Cancels an authorisation (or an unfinished challenge); a second void answers the same. */
  void(pspReference: string): Promise<CardModification>;
  /**
   * Gives back `amount` cents of a payment. `refundReference` names the refund (default: 'refund-'
   * and the amount), so a retried refund is not a second one.
   */
  refund(pspReference: string, amount: number, refundReference?: string): Promise<CardModification>;
  /** Where the payment with the store's `reference` stands, or null when the acquirer never saw it. */
  status(reference: string): Promise<CardPaymentStatus | null>;
  /**
   * A real acquirer's webhook body (ADR 076): verified (an AppError 'unauthorized' when a signature fails,
   * then nothing is applied), each event applied once and only forward; answers the store's payments whose
   * authorisation it decided, each with a unique event id. The sandbox has none: its webhooks are the
   * sandboxes' signed JSON (ADR 039), taken at /api/payment/webhook/card.
   */
  takeNotifications?(body: unknown): Promise<Array<{ reference: string; eventId: string }>>;
}

/**
 * The card acquirer's name in its webhooks' path and in payment_events: the 3-D Secure return is recorded
 * under it too, so the return and the sandbox's webhook settle one attempt under one provider (ADR 039).
 */
export const cardWebhookProvider = "card";

export type CardCurrency = "AUD" | "NZD";

export interface CardAuthorisation {
  /** The store's payment id: the idempotency key. The same reference gets the same outcome, never a second charge. */
  reference: string;
  /** In cents. */
  amount: number;
  currency: CardCurrency;
  /** The checkout's encryptedValues: one compact JWE of the card per encryption key name. */
  encryptedValues: Record<string, string>;
  cardHolderName: string;
  brand: BrandId;
  /** Absolute: where the 3-D Secure result is form-posted back to (the store's card return). */
  returnUrl: string;
  browserInfo?: { screenHeight: number; screenWidth: number };
  /**
   * The checkout's fraudCheckToken (the anti-fraud script's device token, ADR 069), already bounded by the
   * checkout schema: a real acquirer weighs it in its risk check; the sandbox has no risk check.
   */
  fraudCheckToken?: string;
}

/** What the acquirer answered. A 200 from an acquirer is not success: read `status`. */
export type CardOutcome =
  | { status: "authorised"; pspReference: string; card: { last4: string; scheme: CardScheme } }
  | { status: "refused"; pspReference: string; refusalReason: string; errorCode: string }
  | {
      status: "challenge";
      pspReference: string;
      /** The form the browser posts (method POST) to the issuer's challenge page. */
      secure3DResponse: { htmlFormAction: string; htmlFormToPost: Record<string, string> };
    }
  | { status: "error"; message: string };

/** The answer to a void or a refund. */
export type CardModification =
  | { status: "voided"; pspReference: string }
  | {
      status: "refunded";
      pspReference: string;
      refundPspReference: string;
      amount: number;
      refundedTotal: number;
    }
  | { status: "refused"; pspReference: string; message: string };

/** A payment's state at the acquirer. */
export type CardPaymentState =
  | "challenge"
  | "authorised"
  | "refused"
  | "error"
  | "voided"
  | "partly_refunded"
  | "refunded";

export interface CardPaymentStatus {
  reference: string;
  pspReference: string;
  state: CardPaymentState;
  amount: number;
  currency: CardCurrency;
  refundedAmount: number;
  /** The outcome authorise (or the challenge) answered. */
  outcome: CardOutcome;
}

/**
 * The acquirer took the payment but the answer was lost on the way (a dropped connection, a 504): the
 * store must retry with the same reference, which finds the payment instead of charging again.
 */
export class CardGatewayUnavailable extends Error {
  constructor(message = "The card acquirer did not answer") {
    super(message);
    this.name = "CardGatewayUnavailable";
  }
}
