import type { HandOffProvider } from "@store/domain/payment-handoff";
import {
  afterpayReturnSchema,
  paypalReturnSchema,
  zipReturnSchema,
} from "@store/domain/redirect-payment.schema";
import type { z } from "zod";
import type { PaymentProviders } from "./payment-providers.ts";
import type { RedirectPayments } from "./redirect-payments.ts";

/**
 * What the QR hand-off needs of a provider (ADR 043): where to send the customer's phone for a payment
 * still waiting for them, how to read the phone's return, and which of the store's payments a provider
 * token names. The payment itself is settled by checkout, as a shopper's return would be.
 */
export interface HandOffAdapter {
  /** The provider's page for the payment while it waits for its customer (a link, or a form to post), else null. */
  page(paymentId: string): Promise<{ url: string; form: Record<string, string> | null } | null>;
  /** The return's query parameters as the provider's token and whether the customer cancelled. */
  returnSchema: z.ZodType<{ token: string; cancelled: boolean }>;
  /** The store's payment id the provider's token belongs to (asked of the provider), else null. */
  paymentOf(token: string): Promise<string | null>;
}

/** The adapter of each provider a phone can pay through. */
export type HandOffPlan = Partial<Record<HandOffProvider, HandOffAdapter>>;

/** A redirect provider: its checkout page while it waits for the shopper, its token's payment. */
function redirectHandOff(
  provider: RedirectPayments,
  returnSchema: HandOffAdapter["returnSchema"],
): HandOffAdapter {
  return {
    async page(paymentId) {
      const state = await provider.status(paymentId);
      return state?.status === "awaiting_shopper" && state.redirect ? state.redirect : null;
    },
    returnSchema,
    async paymentOf(token) {
      return (await provider.lookup(token))?.reference ?? null;
    },
  };
}

/**
 * The providers of this process a phone can pay through. Klarna or Humm join with one entry here
 * (and one in the domain's `handOffMethods`).
 */
export function handOffPlan(providers: PaymentProviders): HandOffPlan {
  const plan: HandOffPlan = {};
  const { afterpay, zip, paypal } = providers.redirects;
  if (afterpay)
    plan.afterpay = redirectHandOff(
      afterpay,
      afterpayReturnSchema.transform((r) => ({ token: r.orderToken, cancelled: r.status === "CANCELLED" })),
    );
  if (zip)
    plan.zip = redirectHandOff(
      zip,
      zipReturnSchema.transform((r) => ({ token: r.checkoutId, cancelled: r.result === "cancelled" })),
    );
  if (paypal)
    plan.paypal = redirectHandOff(
      paypal,
      // PayPal's cancel brings the order id alone; an approval adds the PayerID
      paypalReturnSchema.transform((r) => ({ token: r.token, cancelled: r.PayerID === undefined })),
    );
  return plan;
}
