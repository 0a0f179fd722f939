import { type HandOffProvider, handOffProviders } from "@store/domain/payment-handoff";
import type { PaymentProviders } from "./payment-providers.ts";
import type { RedirectPayments } from "./redirect-payments.ts";

/**
 * What the QR hand-off needs of a provider (ADR 043): where to send the customer's phone for a payment
 * still waiting for them. The phone's return is read as the shopper's return is
 * (`redirectReturnSchemas`) and settled by checkout, as a shopper's return would be.
 */
export interface HandOffAdapter {
  /** The provider's page for the payment while it waits for its customer (a link, or a form to post), else null. */
  page(paymentId: string): Promise<{ url: string; form: Record<string, string> | null } | null>;
}

/** The adapter of each provider a phone can pay through. */
export type HandOffPlan = Partial<Record<HandOffProvider, HandOffAdapter>>;

/**
 * A redirect provider's checkout page while it waits for the shopper: a link (Afterpay, Zip, PayPal,
 * Klarna's hosted widget) or Humm's signed form, as its checkout answered it.
 */
function redirectHandOff(provider: RedirectPayments): HandOffAdapter {
  return {
    async page(paymentId) {
      const state = await provider.status(paymentId);
      return state?.status === "awaiting_shopper" && state.redirect ? state.redirect : null;
    },
  };
}

/** The providers of this process a phone can pay through (the domain's `handOffMethods` names them). */
export function handOffPlan(providers: PaymentProviders): HandOffPlan {
  const plan: HandOffPlan = {};
  for (const name of handOffProviders) {
    const provider = providers.redirects[name];
    if (provider) plan[name] = redirectHandOff(provider);
  }
  return plan;
}
