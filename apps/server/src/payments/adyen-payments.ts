import { createHmac, timingSafeEqual } from "node:crypto";
import { type CardScheme, cardScheme } from "@store/domain/card-number";
import { type Wallet, walletNames } from "@store/domain/wallet-payment.schema";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { cardPayloadReplayed, decryptCard } from "./card-decryption.ts";
import type { CardEncryptionKeys } from "./card-encryption-keys.ts";
import {
  type CardAuthorisation,
  type CardCurrency,
  type CardGateway,
  CardGatewayUnavailable,
  type CardModification,
  type CardOutcome,
  type CardPaymentStatus,
} from "./payment-gateway.ts";
import { type CardAcquirerRefund, cardAcquirerPayments } from "./payments.tables.ts";
import { callProvider, type ProviderFetch, type ProviderReply } from "./provider-call.ts";
import { RedirectProviderUnavailable } from "./redirect-payments.ts";

type PaymentRow = typeof cardAcquirerPayments.$inferSelect;

/** The real Adyen's settings (ADYEN_CHECKOUT_URL, ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY; ADR 076). */
export interface AdyenSettings {
  /** The Checkout API with its version, e.g. https://checkout-test.adyen.com/v71. */
  checkoutUrl: string;
  apiKey: string;
  merchantAccount: string;
  /** The standard webhook's HMAC key, hex. */
  hmacKey: string;
}

/** One payment as Adyen's /payments takes it, for the card and the wallets alike (ADR 076, 078). */
export interface AdyenPaymentRequest {
  /** The store's payment id: Adyen's reference and the Idempotency-Key. */
  reference: string;
  /** In cents. */
  amount: number;
  currency: CardCurrency;
  /** Which of the store's methods pays: the card's refusals and a wallet's are worded differently. */
  method: "card" | Wallet;
  /** Adyen's paymentMethod, sent as it is: it holds a card number or a wallet token, so it is never logged. */
  paymentMethod: Record<string, string>;
  /** Where Adyen sends the shopper back from a redirect; the adapter adds the reference to it. */
  returnUrl: string;
  browserInfo?: { screenHeight: number; screenWidth: number };
  /** The checkout's fraudCheckToken, sent as Adyen's `deviceFingerprint` for its risk check. */
  fraudCheckToken?: string;
  /** The card as the store read it, for an answer that lacks Adyen's card summary. */
  card?: { last4: string; scheme: CardScheme };
}

/** The query parameter the adapter adds to the return URL: the store's reference, back with the shopper. */
export const adyenReturnReference = "adyenReference";

/** Adyen's answer to /payments and /payments/details (the fields the store reads). */
const paymentResponseSchema = z.object({
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
  resultCode: z.string().optional(),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  action: z
    .object({
      type: z.string(),
      url: z.string().optional(),
      method: z.string().optional(),
      data: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** One item of Adyen's standard webhook (a NotificationRequestItem). */
const notificationItemSchema = z.object({
  pspReference: z.string().min(1),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string().default(""),
  amount: z.object({ value: z.number().int().nonnegative(), currency: z.string() }),
  eventCode: z.string(),
  success: z.enum(["true", "false"]),
  reason: z.string().optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type AdyenNotificationItem = z.infer<typeof notificationItemSchema>;

/** Adyen's standard webhook body: `notificationItems`, each wrapping one `NotificationRequestItem`. */
export const adyenNotificationSchema = z.object({
  live: z.string().optional(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: notificationItemSchema }))
    .min(1)
    .max(100),
});

/** A notification applied to a payment of the store: what checkout settles the order from. */
export interface AppliedNotification {
  reference: string;
  /** Unique per notification: the store records it once (ADR 034). */
  eventId: string;
}

/**
 * The signed text of a notification item, in Adyen's documented order: pspReference, originalReference,
 * merchantAccountCode, merchantReference, amount value, amount currency, eventCode, success (':' between,
 * an absent field empty).
 */
export function adyenSignedText(item: Omit<AdyenNotificationItem, "additionalData">): string {
  return [
    item.pspReference,
    item.originalReference ?? "",
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(":");
}

/** The base64 HMAC-SHA256 of a notification item with the hex key (Adyen's hmacSignature). */
export function adyenSignature(hexKey: string, item: Omit<AdyenNotificationItem, "additionalData">): string {
  return createHmac("sha256", Buffer.from(hexKey, "hex")).update(adyenSignedText(item)).digest("base64");
}

/** Adyen's scheme names (additionalData.paymentMethod: visa, mc, amex, visa_applepay...) as the store's. */
function schemeOf(name: string | undefined, fallback: CardScheme = "unknown"): CardScheme {
  const known: Record<string, CardScheme> = { visa: "visa", mc: "mc", amex: "amex" };
  return (name ? known[name.replace(/_.*$/, "")] : undefined) ?? fallback;
}

/** Words a shopper can act on for an Adyen validation error (its errorCode), else a general one. */
function validationWords(errorCode: string | undefined, message: string | undefined): string {
  const words: Record<string, string> = {
    "101": "The card number is not valid. Please check it and try again.",
    "103": "The security code is not the right length. Please check it and try again.",
    "129": "The expiry date is not valid. Please check it and try again.",
    "130": "The expiry date is not valid. Please check it and try again.",
    "137": "The card holder's name is missing or too long. Please check it and try again.",
  };
  return (
    (errorCode && words[errorCode]) ??
    (message
      ? `The card payment was not accepted: ${message}. Please check your details and try again.`
      : "The card payment could not be made. Please check your details or use another card.")
  );
}

/**
 * The real Adyen card acquirer (ADR 076) behind the store's CardGateway: Checkout API /payments with the
 * card decrypted here from the checkout's JWE (raw card fields, so the merchant is PCI DSS SAQ D: the card
 * lives only in local variables of `authorise` and is sent only to Adyen), 3-D Secure by Adyen's redirect
 * flow, /payments/details for the shopper's return, /cancels and /refunds for the desk, every write with
 * an Idempotency-Key. Adyen cannot be asked by the store's reference, so each payment's state is kept in
 * `card_acquirer_payments` and moved forward by Adyen's HMAC-signed notifications. Written from Adyen's
 * public API documentation; the tests drive it against a scripted stand-in, never Adyen.
 */
export class AdyenPayments implements CardGateway {
  constructor(
    private readonly db: Db,
    private readonly keys: CardEncryptionKeys,
    private readonly settings: AdyenSettings,
    private readonly logger: Logger,
    private readonly send: ProviderFetch = (url, init) => fetch(url, init),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One call to Adyen; no answer or a 5xx throws CardGatewayUnavailable (the store asks again by key). */
  private async call(path: string, body: unknown, idempotencyKey?: string): Promise<ProviderReply> {
    try {
      return await callProvider(this.send, this.logger, "Adyen", `${this.settings.checkoutUrl}${path}`, {
        method: "POST",
        headers: {
          "x-api-key": this.settings.apiKey,
          "content-type": "application/json",
          accept: "application/json",
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      if (error instanceof RedirectProviderUnavailable)
        throw new CardGatewayUnavailable("Adyen did not answer");
      throw error;
    }
  }

  /** A 4xx answer as the shopper's words (a 401 or 403 is the store's configuration, not the shopper's). */
  private rejected(
    reply: ProviderReply,
    path: string,
    method: AdyenPaymentRequest["method"] = "card",
  ): { status: "error"; message: string } {
    const errorCode = typeof reply.body.errorCode === "string" ? reply.body.errorCode : undefined;
    const message = typeof reply.body.message === "string" ? reply.body.message : undefined;
    this.logger.warn({ path, status: reply.status, errorCode }, "Adyen refused the request");
    const name = method === "card" ? "Card payments" : walletNames[method];
    if (reply.status === 401 || reply.status === 403)
      return {
        status: "error",
        message: `${name} ${method === "card" ? "are" : "is"} not available at the moment. Please try again later or choose another method.`,
      };
    if (method !== "card")
      return {
        status: "error",
        message: `${walletNames[method]} could not take this payment${message ? ` (${message})` : ""}. Please try again or choose another payment method.`,
      };
    return { status: "error", message: validationWords(errorCode, message) };
  }

  private async byReference(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardAcquirerPayments)
      .where(eq(cardAcquirerPayments.reference, reference));
    return row;
  }

  private async byPspReference(pspReference: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardAcquirerPayments)
      .where(eq(cardAcquirerPayments.pspReference, pspReference));
    return row;
  }

  async authorise(request: CardAuthorisation): Promise<CardOutcome> {
    const first = await this.byReference(request.reference);
    if (first?.outcome) return first.outcome;

    const decrypted = await decryptCard(request.encryptedValues, this.keys, this.now());
    if (!decrypted.ok) {
      this.logger.warn(
        { reference: request.reference, reason: decrypted.reason },
        "a card could not be read",
      );
      return { status: "error", message: "Your card details could not be read. Please enter them again." };
    }
    if (await cardPayloadReplayed(this.db, decrypted.digest, request.reference)) {
      this.logger.warn({ reference: request.reference }, "a replayed card payload was refused");
      return { status: "error", message: "Your card details could not be read. Please enter them again." };
    }
    const number = decrypted.card.number.replace(/[\s-]/g, "");
    return this.authoriseWith({
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      method: "card",
      paymentMethod: {
        type: "scheme",
        number,
        expiryMonth: decrypted.card.expiryMonth.padStart(2, "0"),
        expiryYear: decrypted.card.expiryYear,
        cvc: decrypted.card.cvc,
        holderName: request.cardHolderName,
      },
      returnUrl: request.returnUrl,
      card: { last4: number.slice(-4), scheme: cardScheme(number) },
      ...(request.browserInfo ? { browserInfo: request.browserInfo } : {}),
      ...(request.fraudCheckToken ? { fraudCheckToken: request.fraudCheckToken } : {}),
    });
  }

  /**
   * Authorises one payment with Adyen's `paymentMethod` as given: the card's fields (above) or a wallet's
   * token (AdyenWalletPayments, ADR 078). Keyed by the store's reference (the Idempotency-Key): a payment
   * already answered answers the same without asking again. The row is kept before Adyen is asked, so an
   * answer lost on the way is still found by the notification. The request body is never logged.
   */
  async authoriseWith(request: AdyenPaymentRequest): Promise<CardOutcome> {
    const first = await this.byReference(request.reference);
    if (first?.outcome) return first.outcome;
    if (first && (first.amount !== request.amount || first.currency !== request.currency))
      return { status: "error", message: "This payment reference was used for another amount." };

    // Kept before Adyen is asked: an answer lost on the way is then found by the notification
    await this.db
      .insert(cardAcquirerPayments)
      .values({
        reference: request.reference,
        state: "sent",
        amount: request.amount,
        currency: request.currency,
      })
      .onConflictDoNothing();

    const returnUrl = new URL(request.returnUrl);
    returnUrl.searchParams.set(adyenReturnReference, request.reference);
    const reply = await this.call(
      "/payments",
      {
        merchantAccount: this.settings.merchantAccount,
        reference: request.reference,
        amount: { value: request.amount, currency: request.currency },
        paymentMethod: request.paymentMethod,
        shopperInteraction: "Ecommerce",
        channel: "Web",
        returnUrl: returnUrl.toString(),
        authenticationData: { threeDSRequestData: { nativeThreeDS: "disabled" } },
        ...(request.browserInfo
          ? {
              browserInfo: {
                screenHeight: request.browserInfo.screenHeight,
                screenWidth: request.browserInfo.screenWidth,
              },
            }
          : {}),
        // Adyen's field for a device fingerprint (at most 5000 characters; the checkout bounds it to 2000)
        ...(request.fraudCheckToken ? { deviceFingerprint: request.fraudCheckToken } : {}),
      },
      request.reference,
    );
    if (reply.status >= 400) {
      const outcome = this.rejected(reply, "/payments", request.method);
      await this.record(request.reference, null, "error", outcome);
      return outcome;
    }
    const answer = paymentResponseSchema.safeParse(reply.body);
    if (!answer.success || !answer.data.pspReference) {
      this.logger.error({ reference: request.reference }, "Adyen's answer to a payment could not be read");
      throw new CardGatewayUnavailable("Adyen's answer could not be read");
    }
    let outcome = this.outcomeOf(answer.data, request.card ?? null);
    this.logger.info(
      {
        reference: request.reference,
        method: request.method,
        pspReference: answer.data.pspReference,
        resultCode: answer.data.resultCode,
        status: outcome?.status ?? "pending",
      },
      "Adyen authorisation",
    );
    if (!outcome) {
      // Received or Pending: Adyen decides later and says so by notification
      await this.db
        .update(cardAcquirerPayments)
        .set({ pspReference: answer.data.pspReference, updatedAt: sql`now()` })
        .where(eq(cardAcquirerPayments.reference, request.reference));
      throw new CardGatewayUnavailable("Adyen has not decided yet");
    }
    if (outcome.status === "challenge" && request.method !== "card") {
      // A wallet's sheet has no page to follow 3-D Secure on: the payment stays unfinished at Adyen,
      // which takes no money for it, and the shopper is asked to pay another way
      this.logger.warn(
        { reference: request.reference, method: request.method },
        "Adyen asked for 3-D Secure on a wallet payment",
      );
      outcome = {
        status: "error",
        message: `${walletNames[request.method]} could not confirm this card with your bank. Please pay by card or choose another payment method.`,
      };
      return this.record(request.reference, answer.data.pspReference, "error", outcome);
    }
    return this.record(request.reference, answer.data.pspReference, outcome.status, outcome);
  }

  /**
   * Writes Adyen's answer onto a payment still waiting for one (a notification may have come first: then
   * the payment stays as the notification left it) and answers the payment's outcome as it stands.
   */
  private async record(
    reference: string,
    pspReference: string | null,
    state: PaymentRow["state"],
    outcome: CardOutcome,
  ): Promise<CardOutcome> {
    const [written] = await this.db
      .update(cardAcquirerPayments)
      .set({ ...(pspReference ? { pspReference } : {}), state, outcome, updatedAt: sql`now()` })
      .where(
        and(
          eq(cardAcquirerPayments.reference, reference),
          sql`${cardAcquirerPayments.state} in ('sent', 'challenge')`,
        ),
      )
      .returning();
    if (written?.outcome) return written.outcome;
    const current = await this.byReference(reference);
    return current?.outcome ?? outcome;
  }

  /** Adyen's resultCode as the store's outcome; null for Received and Pending (not decided yet). */
  private outcomeOf(
    answer: PaymentResponse,
    fromNumber: { last4: string; scheme: CardScheme } | null,
  ): CardOutcome | null {
    const pspReference = answer.pspReference ?? "";
    switch (answer.resultCode) {
      case "Authorised": {
        const summary = answer.additionalData?.cardSummary;
        const last4 = summary && /^\d{4}$/.test(summary) ? summary : fromNumber?.last4;
        return {
          status: "authorised",
          pspReference,
          card: {
            last4: last4 ?? "????",
            scheme: schemeOf(answer.additionalData?.paymentMethod, fromNumber?.scheme),
          },
        };
      }
      case "Refused":
        return {
          status: "refused",
          pspReference,
          refusalReason: answer.refusalReason ?? "Refused",
          errorCode: answer.refusalReasonCode ?? "refused",
        };
      case "Cancelled":
        return { status: "refused", pspReference, refusalReason: "Cancelled", errorCode: "cancelled" };
      case "RedirectShopper":
      case "ChallengeShopper":
      case "IdentifyShopper": {
        const action = answer.action;
        if (action?.type !== "redirect" || !action.url)
          return { status: "error", message: "The card's 3-D Secure check could not be started." };
        // The browser posts the form (checkout s.7): Adyen's POST data as given; a GET redirect's URL
        // keeps its query in the form's action
        return {
          status: "challenge",
          pspReference,
          secure3DResponse: {
            htmlFormAction: action.url,
            htmlFormToPost: action.method === "POST" ? (action.data ?? {}) : {},
          },
        };
      }
      case "Received":
      case "Pending":
        return null;
      default:
        return {
          status: "error",
          message: "The card payment could not be processed. Please try again or use another card.",
        };
    }
  }

  async completeChallenge(
    posted: Record<string, string>,
  ): Promise<{ reference: string; outcome: CardOutcome }> {
    const forged = new AppError("invalid", "The 3-D Secure result could not be verified. Please try again.");
    const redirectResult = posted.redirectResult;
    const reference = posted[adyenReturnReference];
    if (!redirectResult || !reference) throw forged;
    const row = await this.byReference(reference);
    if (!row?.outcome) throw forged;
    // Completed before (a repeated return), or voided meanwhile: the payment's outcome as it stands
    if (row.state !== "challenge") return { reference, outcome: row.outcome };
    const reply = await this.call("/payments/details", { details: { redirectResult } }, undefined);
    if (reply.status >= 400) {
      this.logger.warn({ reference, status: reply.status }, "Adyen refused a 3-D Secure result");
      throw forged;
    }
    const answer = paymentResponseSchema.safeParse(reply.body);
    // Adyen's answer names the payment: a result from another payment cannot complete this one
    if (
      !answer.success ||
      (answer.data.merchantReference !== undefined && answer.data.merchantReference !== reference) ||
      (answer.data.pspReference !== undefined && answer.data.pspReference !== row.pspReference)
    )
      throw forged;
    const outcome = this.outcomeOf({ ...answer.data, pspReference: row.pspReference ?? "" }, null);
    if (!outcome || outcome.status === "challenge") return { reference, outcome: row.outcome };
    const final = await this.record(reference, null, outcome.status, outcome);
    this.logger.info(
      { reference, pspReference: row.pspReference, status: final.status },
      "Adyen 3-D Secure completed",
    );
    return { reference, outcome: final };
  }

  async void(pspReference: string): Promise<CardModification> {
    const row = await this.byPspReference(pspReference);
    if (!row) return { status: "refused", pspReference, message: "There is no such payment" };
    if (row.state === "voided") return { status: "voided", pspReference };
    if (row.state === "challenge") {
      // Never completed at Adyen: the store forgets it, and a late return finds it cancelled
      await this.db
        .update(cardAcquirerPayments)
        .set({
          state: "voided",
          outcome: { status: "refused", pspReference, refusalReason: "Cancelled", errorCode: "cancelled" },
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(cardAcquirerPayments.reference, row.reference), eq(cardAcquirerPayments.state, "challenge")),
        );
      return this.void(pspReference);
    }
    if (row.state !== "authorised")
      return {
        status: "refused",
        pspReference,
        message: `A payment that is ${row.state.replace("_", " ")} cannot be voided`,
      };
    const reply = await this.call(
      `/payments/${encodeURIComponent(pspReference)}/cancels`,
      { merchantAccount: this.settings.merchantAccount, reference: `${row.reference}:void` },
      `${row.reference}:void`,
    );
    if (reply.status >= 400)
      return { status: "refused", pspReference, message: this.rejected(reply, "/cancels").message };
    // Adyen takes the cancel ('received') and confirms it by a CANCELLATION notification
    await this.db
      .update(cardAcquirerPayments)
      .set({ state: "voided", updatedAt: sql`now()` })
      .where(
        and(eq(cardAcquirerPayments.reference, row.reference), eq(cardAcquirerPayments.state, "authorised")),
      );
    this.logger.info({ reference: row.reference, pspReference }, "Adyen cancel requested");
    const after = await this.byPspReference(pspReference);
    return after?.state === "voided"
      ? { status: "voided", pspReference }
      : { status: "refused", pspReference, message: `The payment is ${after?.state ?? "unknown"}` };
  }

  async refund(
    pspReference: string,
    amount: number,
    refundReference = `refund-${amount}`,
  ): Promise<CardModification> {
    if (!Number.isSafeInteger(amount) || amount < 1)
      return { status: "refused", pspReference, message: "A refund is a whole number of cents above 0" };
    const row = await this.byPspReference(pspReference);
    if (!row) return { status: "refused", pspReference, message: "There is no such payment" };
    const earlier = row.refunds[refundReference];
    if (earlier && earlier.state !== "failed") {
      if (earlier.amount !== amount)
        return {
          status: "refused",
          pspReference,
          message: "That refund reference was used for another amount",
        };
      return {
        status: "refunded",
        pspReference,
        refundPspReference: earlier.pspReference ?? "",
        amount,
        refundedTotal: row.refundedAmount,
      };
    }
    if (row.state !== "authorised" && row.state !== "partly_refunded")
      return {
        status: "refused",
        pspReference,
        message: `A payment that is ${row.state.replace("_", " ")} cannot be refunded`,
      };
    if (row.refundedAmount + amount > row.amount)
      return {
        status: "refused",
        pspReference,
        message: `At most ${row.amount - row.refundedAmount} cents are left to refund`,
      };
    const reply = await this.call(
      `/payments/${encodeURIComponent(pspReference)}/refunds`,
      {
        merchantAccount: this.settings.merchantAccount,
        reference: refundReference,
        amount: { value: amount, currency: row.currency },
      },
      // A refund reference names a refund within its payment: the key names both
      `${row.reference}:${refundReference}`,
    );
    if (reply.status >= 400)
      return { status: "refused", pspReference, message: this.rejected(reply, "/refunds").message };
    const refundPspReference = typeof reply.body.pspReference === "string" ? reply.body.pspReference : null;
    const refundedTotal = await this.countRefund(row.reference, refundReference, {
      amount,
      pspReference: refundPspReference,
      state: "received",
    });
    this.logger.info(
      { reference: row.reference, pspReference, amount, refundedTotal },
      "Adyen refund requested",
    );
    return {
      status: "refunded",
      pspReference,
      refundPspReference: refundPspReference ?? "",
      amount,
      refundedTotal,
    };
  }

  /**
   * Counts a refund once against its payment (locked, so two at once cannot both count it) and answers the
   * refunded total; a refund already counted is left as it is.
   */
  private async countRefund(
    reference: string,
    refundReference: string,
    refund: CardAcquirerRefund,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(cardAcquirerPayments)
        .where(eq(cardAcquirerPayments.reference, reference))
        .for("update");
      if (!payment) return 0;
      const earlier = payment.refunds[refundReference];
      if (earlier && earlier.state !== "failed") {
        if (!earlier.pspReference && refund.pspReference)
          await tx
            .update(cardAcquirerPayments)
            .set({
              refunds: {
                ...payment.refunds,
                [refundReference]: { ...earlier, pspReference: refund.pspReference },
              },
            })
            .where(eq(cardAcquirerPayments.reference, reference));
        return payment.refundedAmount;
      }
      const refundedAmount = Math.min(payment.amount, payment.refundedAmount + refund.amount);
      await tx
        .update(cardAcquirerPayments)
        .set({
          refunds: { ...payment.refunds, [refundReference]: refund },
          refundedAmount,
          state: refundedAmount >= payment.amount ? "refunded" : "partly_refunded",
          updatedAt: sql`now()`,
        })
        .where(eq(cardAcquirerPayments.reference, reference));
      return refundedAmount;
    });
  }

  async status(reference: string): Promise<CardPaymentStatus | null> {
    const row = await this.byReference(reference);
    // Asked but never answered (nor notified): the store cannot say what Adyen did yet
    if (!row?.outcome || !row.pspReference) return null;
    return {
      reference: row.reference,
      pspReference: row.pspReference,
      state: row.state === "sent" ? "error" : row.state,
      amount: row.amount,
      currency: row.currency,
      refundedAmount: row.refundedAmount,
      outcome: row.outcome,
    };
  }

  /**
   * Adyen's standard webhook (ADR 076): every item's HMAC signature must hold (else 401 and nothing is
   * applied; Adyen sends it again). Each item is applied once and only forward: AUTHORISATION settles a
   * payment still waiting, CANCELLATION voids an authorised one, REFUND and REFUND_FAILED settle a refund.
   * Answers the applied items that name a payment of the store, for checkout to settle its order.
   */
  async takeNotifications(body: unknown): Promise<AppliedNotification[]> {
    const parsed = adyenNotificationSchema.safeParse(body);
    if (!parsed.success) throw new AppError("invalid", "The notification is not one of Adyen's.");
    const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
    for (const item of items) {
      const given = Buffer.from(item.additionalData?.hmacSignature ?? "", "base64");
      const expected = Buffer.from(adyenSignature(this.settings.hmacKey, item), "base64");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError("unauthorized", "The notification's HMAC signature is missing or wrong.");
      if (item.merchantAccountCode !== this.settings.merchantAccount)
        throw new AppError("unauthorized", "The notification is for another merchant account.");
    }
    const applied: AppliedNotification[] = [];
    for (const item of items) {
      const result = await this.apply(item);
      if (result) applied.push(result);
    }
    return applied;
  }

  /** Applies one verified notification once; answers it when it moved a payment of the store. */
  private async apply(item: AdyenNotificationItem): Promise<AppliedNotification | null> {
    const success = item.success === "true";
    const key = `${item.eventCode}:${item.pspReference}:${item.success}`;
    const moved = await this.db.transaction(async (tx) => {
      const byPayment =
        item.eventCode === "AUTHORISATION"
          ? eq(cardAcquirerPayments.reference, item.merchantReference)
          : eq(cardAcquirerPayments.pspReference, item.originalReference ?? "");
      const [payment] = await tx.select().from(cardAcquirerPayments).where(byPayment).for("update");
      if (!payment || payment.notifications.includes(key)) return null;
      const notifications = [...payment.notifications, key];
      let change: Partial<PaymentRow> = {};
      const waiting = payment.state === "sent" || payment.state === "challenge";
      switch (item.eventCode) {
        case "AUTHORISATION": {
          if (!waiting) break;
          const outcome: CardOutcome = success
            ? {
                status: "authorised",
                pspReference: item.pspReference,
                card: {
                  last4: item.additionalData?.cardSummary ?? "????",
                  scheme: schemeOf(item.additionalData?.paymentMethod),
                },
              }
            : {
                status: "refused",
                pspReference: item.pspReference,
                refusalReason: item.reason || "Refused",
                errorCode: "refused",
              };
          change = {
            state: outcome.status === "authorised" ? "authorised" : "refused",
            outcome,
            pspReference: item.pspReference,
          };
          break;
        }
        case "CANCELLATION":
          if (success && (waiting || payment.state === "authorised")) change = { state: "voided" };
          if (!success)
            this.logger.error(
              { reference: payment.reference, reason: item.reason },
              "Adyen could not cancel a payment: refund it instead",
            );
          break;
        case "REFUND":
        case "REFUND_FAILED": {
          const name = item.merchantReference;
          const earlier = payment.refunds[name];
          const refundSucceeded = item.eventCode === "REFUND" && success;
          if (refundSucceeded) {
            if (earlier?.state === "refunded") break;
            // A refund made elsewhere (Adyen's Customer Area) is counted too
            const counted = earlier && earlier.state === "received" ? 0 : item.amount.value;
            const refundedAmount = Math.min(payment.amount, payment.refundedAmount + counted);
            change = {
              refunds: {
                ...payment.refunds,
                [name]: { amount: item.amount.value, pspReference: item.pspReference, state: "refunded" },
              },
              refundedAmount,
              ...(payment.state === "authorised" ||
              payment.state === "partly_refunded" ||
              payment.state === "refunded"
                ? { state: refundedAmount >= payment.amount ? "refunded" : "partly_refunded" }
                : {}),
            };
          } else if (earlier && earlier.state !== "failed") {
            // The refund did not happen after all: no longer counted
            const refundedAmount = Math.max(0, payment.refundedAmount - earlier.amount);
            change = {
              refunds: { ...payment.refunds, [name]: { ...earlier, state: "failed" } },
              refundedAmount,
              ...(payment.state === "partly_refunded" || payment.state === "refunded"
                ? { state: refundedAmount === 0 ? "authorised" : "partly_refunded" }
                : {}),
            };
            this.logger.error(
              { reference: payment.reference, refund: name, reason: item.reason },
              "an Adyen refund failed",
            );
          }
          break;
        }
      }
      await tx
        .update(cardAcquirerPayments)
        .set({ ...change, notifications, updatedAt: sql`now()` })
        .where(eq(cardAcquirerPayments.reference, payment.reference));
      this.logger.info(
        { reference: payment.reference, eventCode: item.eventCode, success, moved: change.state ?? null },
        "Adyen notification",
      );
      return item.eventCode === "AUTHORISATION" && change.state ? payment.reference : null;
    });
    return moved ? { reference: moved, eventId: key } : null;
  }
}
