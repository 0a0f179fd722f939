import type { PaymentProvider } from "@store/domain/checkout.schema";
import type { DeskActionKind } from "@store/domain/orders-desk";
import { redirectMethodsOf, redirectProviderNames, redirectProviders } from "@store/domain/redirect-payment";
import type { InStorePayments } from "./in-store-payments.ts";
import type { CardGateway } from "./payment-gateway.ts";
import type { PaymentProviders } from "./payment-providers.ts";
import type { RedirectPayments } from "./redirect-payments.ts";

/**
 * The orders desk's provider dispatch (ADR 038): for each payment method, the provider calls that
 * capture, void or refund one of its attempts. A method without an entry, or an entry without an action,
 * is not offered on the desk. Every call takes the staff action's Idempotency-Key as the provider's own
 * idempotency key (refund reference, request id), so a retry after a lost answer is the first call again.
 *
 * A call that throws means the provider did not answer: the action stays 'failed' and may be retried
 * with the same key. `refused` is the provider's definite no, in words staff can act on.
 */
export type StaffPaymentPlan = Partial<Record<PaymentProvider, StaffPaymentAdapter>>;

export interface StaffPaymentAdapter {
  capture?(target: StaffPaymentTarget, amount: number, key: string): Promise<StaffProviderAnswer>;
  void?(target: StaffPaymentTarget, key: string): Promise<StaffProviderAnswer>;
  refund?(target: StaffPaymentTarget, amount: number, key: string): Promise<StaffProviderAnswer>;
}

/** The attempt a staff action is for, as the provider knows it. */
export interface StaffPaymentTarget {
  /** The store's payment id: the reference every provider call of the attempt was keyed by. */
  reference: string;
  /** The provider's own reference, once it gave one. */
  pspReference: string | null;
  amount: number;
}

/** What the provider said: done (with its own word for the state, if any), or refused. */
export type StaffProviderAnswer =
  | { status: "done"; providerStatus: string | null }
  | { status: "refused"; message: string };

/** The actions an adapter offers. */
export function actionsOf(adapter: StaffPaymentAdapter | undefined): Set<DeskActionKind> {
  const kinds = new Set<DeskActionKind>();
  if (adapter?.capture) kinds.add("capture");
  if (adapter?.void) kinds.add("void");
  if (adapter?.refund) kinds.add("refund");
  return kinds;
}

const noReference: StaffProviderAnswer = {
  status: "refused",
  message: "The provider gave this payment no reference, so it cannot be changed there.",
};

/**
 * The card acquirer: voids and refunds by its reference. It captures automatically as it authorises
 * (ADR 034), so a card attempt still 'authorised' (written before migration 0016) is captured by asking
 * the acquirer whether it still holds the money.
 */
function cardAdapter(card: Pick<CardGateway, "status" | "void" | "refund">): StaffPaymentAdapter {
  return {
    async capture(target) {
      const status = await card.status(target.reference);
      if (!status) return { status: "refused", message: "The card acquirer has no such payment." };
      return status.state === "authorised" || status.state === "partly_refunded"
        ? { status: "done", providerStatus: status.state }
        : {
            status: "refused",
            message: `The card acquirer says this payment is ${status.state.replace("_", " ")}.`,
          };
    },
    async void(target) {
      if (!target.pspReference) return noReference;
      const answer = await card.void(target.pspReference);
      return answer.status === "voided"
        ? { status: "done", providerStatus: "voided" }
        : {
            status: "refused",
            message: answer.status === "refused" ? answer.message : "The acquirer refused.",
          };
    },
    async refund(target, amount, key) {
      if (!target.pspReference) return noReference;
      const answer = await card.refund(target.pspReference, amount, key);
      if (answer.status === "refunded")
        return {
          status: "done",
          providerStatus: answer.refundedTotal >= target.amount ? "refunded" : "partly_refunded",
        };
      return {
        status: "refused",
        message: answer.status === "refused" ? answer.message : "The acquirer refused.",
      };
    },
  };
}

/**
 * Zip in store: an approval is a capture (ADR 035), so capturing one still 'authorised' asks Zip whether it
 * is approved; void withdraws it (Zip reverses an approved purchase); refunds are Zip's, keyed by the action.
 */
function zipInStoreAdapter(zip: InStorePayments): StaffPaymentAdapter {
  return {
    async capture(target) {
      const status = await zip.status(target.reference);
      return status?.status === "Approved"
        ? { status: "done", providerStatus: "Approved" }
        : { status: "refused", message: `Zip says this purchase is ${status?.status ?? "unknown"}.` };
    },
    async void(target) {
      const answer = await zip.cancel(target.reference);
      return answer?.status === "Cancelled"
        ? { status: "done", providerStatus: "Cancelled" }
        : { status: "refused", message: `Zip says this purchase is ${answer?.status ?? "unknown"}.` };
    },
    async refund(target, amount, key) {
      const answer = await zip.refund(target.reference, amount, key);
      return answer.status === "refunded"
        ? {
            status: "done",
            providerStatus: answer.refundedTotal >= target.amount ? "Refunded" : "PartlyRefunded",
          }
        : { status: "refused", message: answer.message };
    },
  };
}

/**
 * A redirect provider (Afterpay, Zip online, PayPal and its Pay Later; ADR 043), as the real one allows:
 * capture of an approved authorisation before it lapses (in parts for Afterpay and PayPal, once for Zip)
 * and void of one with nothing captured, each asked of the provider's own state first; refund of what was
 * captured. Capture and refund carry the action's key as the provider's capture and refund reference.
 */
function redirectAdapter(provider: RedirectPayments): StaffPaymentAdapter {
  const name = redirectProviderNames[provider.provider];
  // The provider's word after an action, for the attempt's record; a lost answer here loses only the word
  const wordOf = async (reference: string) =>
    (await provider.status(reference).catch(() => null))?.providerStatus ?? null;
  return {
    async capture(target, amount, key) {
      const answer = await provider.capture(target.reference, amount, key);
      if (answer.status === "refused") return answer;
      return { status: "done", providerStatus: await wordOf(target.reference) };
    },
    async void(target) {
      const now = await provider.status(target.reference);
      if (!now) return { status: "refused", message: `${name} has no such payment.` };
      // Voided by the store before (a retry whose first answer was lost): done
      if (now.status === "cancelled" && now.cancelledBy === "merchant")
        return { status: "done", providerStatus: now.providerStatus };
      if (now.status !== "approved")
        return {
          status: "refused",
          message:
            now.status === "captured" || now.status === "refunded"
              ? `${name} says this payment is ${now.providerStatus}: money was captured, so refund it instead.`
              : `${name} says this payment is ${now.providerStatus}: there is no authorisation to void.`,
        };
      const voided = await provider.void(target.reference);
      return voided?.status === "cancelled"
        ? { status: "done", providerStatus: voided.providerStatus }
        : {
            status: "refused",
            message: `${name} says this payment is ${voided?.providerStatus ?? "unknown"}.`,
          };
    },
    async refund(target, amount, key) {
      const answer = await provider.refund(target.reference, amount, key);
      if (answer.status === "refused") return answer;
      return { status: "done", providerStatus: await wordOf(target.reference) };
    },
  };
}

/**
 * Cash (ADR 037): captured at the counter as the order is placed, so the desk only refunds it, as cash
 * out of the till; the staff member who does it is the action's record.
 */
const cashAdapter: StaffPaymentAdapter = {
  async refund() {
    return { status: "done", providerStatus: "cash_out" };
  },
};

/**
 * Cash on delivery, the customer account and the other staff method (ADR 037): authorised when staff
 * take the order, nothing is held anywhere; staff capture it when the money arrives (the driver's cash,
 * the account paid, the other method settled), void it when the arrangement is called off, and refund
 * what was captured by hand.
 */
const counterAdapter = (received: string): StaffPaymentAdapter => ({
  async capture() {
    return { status: "done", providerStatus: received };
  },
  async void() {
    return { status: "done", providerStatus: "called_off" };
  },
  async refund() {
    return { status: "done", providerStatus: "refunded_by_staff" };
  },
});

/**
 * The plan of this process's providers. A new method plugs in here: one entry that maps its adapter's
 * calls onto the three actions (ADR 038 says how).
 */
export function staffPaymentPlan(providers: PaymentProviders): StaffPaymentPlan {
  // The counter methods need no provider: staff are it
  const plan: StaffPaymentPlan = {
    Cash: cashAdapter,
    COD: counterAdapter("collected_on_delivery"),
    CRAccount: counterAdapter("account_paid"),
    StaffOnlyOtherPaymentMethod: counterAdapter("received"),
  };
  if (providers.card) plan.CreditCard = cardAdapter(providers.card);
  if (providers.inStore) plan.ZipInStore = zipInStoreAdapter(providers.inStore);
  // Afterpay, Zip online, PayPal and PayPal Pay Later: each method through its provider (ADR 043)
  for (const name of redirectProviders) {
    const provider = providers.redirects[name];
    if (provider) for (const method of redirectMethodsOf[name]) plan[method] = redirectAdapter(provider);
  }
  // Klarna takes the redirect entry (capture in parts through order management, cancel before capture,
  // refund); Humm charges as the customer completes and offers no capture or cancel: refunds only (ADR 042)
  if (providers.redirects.humm) plan.Humm = { refund: redirectAdapter(providers.redirects.humm).refund };
  // A wallet's payment is its acquirer's, voided and refunded as a card's (ADR 040)
  if (providers.wallets) {
    plan.ApplePay = cardAdapter(providers.wallets);
    plan.GooglePay = cardAdapter(providers.wallets);
  }
  return plan;
}
