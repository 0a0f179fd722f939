import type { PaymentProvider } from "./checkout.schema.ts";

/**
 * The redirect payment methods (issue 16, ADR 036): the shopper leaves for the provider's page
 * (Afterpay, Zip, PayPal), approves or cancels there and comes back to the store, which checks the
 * return with the provider before anything is settled.
 */
export const redirectProviders = ["afterpay", "zip", "paypal"] as const;
export type RedirectProviderName = (typeof redirectProviders)[number];

/** The checkout's payment values (checkout s.3) each provider serves: PayPal Pay Later is PayPal's flow. */
export const redirectMethodsOf: Record<RedirectProviderName, readonly PaymentProvider[]> = {
  afterpay: ["AfterPay"],
  zip: ["Zip"],
  paypal: ["PayPal", "PayPalBnpl"],
};

/** The provider that serves a payment method, or null for a method that does not redirect. */
export function redirectProviderOf(method: PaymentProvider): RedirectProviderName | null {
  for (const provider of redirectProviders) if (redirectMethodsOf[provider].includes(method)) return provider;
  return null;
}

/** What the shopper reads for each redirect method (the payment section, the receipt). */
export const redirectMethodLabels = {
  AfterPay: "Afterpay",
  Zip: "Zip",
  PayPal: "PayPal",
  PayPalBnpl: "PayPal Pay Later",
} as const satisfies Partial<Record<PaymentProvider, string>>;

/** The provider's name as a shopper knows it. */
export const redirectProviderNames: Record<RedirectProviderName, string> = {
  afterpay: "Afterpay",
  zip: "Zip",
  paypal: "PayPal",
};

/** The smallest and largest order a provider takes, in cents (Afterpay's configured limits). */
export interface RedirectLimits {
  minimum: number;
  maximum: number;
}

/**
 * Why an amount cannot be paid with a provider, in words the shopper can act on, or null when it can
 * (reference/payments.md: orders must lie between the merchant's minimum and maximum). Checked before the
 * shopper is sent away, so nobody approves a payment the provider will refuse.
 */
export function redirectAmountProblem(
  amount: number,
  limits: RedirectLimits | null,
  provider: string,
  money: (cents: number) => string,
): string | null {
  if (!limits) return null;
  if (amount >= limits.minimum && amount <= limits.maximum) return null;
  return `${provider} is available for orders from ${money(limits.minimum)} to ${money(limits.maximum)}. Please choose another payment method.`;
}

/** Messages of the redirect payments the spec does not word (ADR 036). */
export const redirectMessages = {
  /** Zip referred the application to a person: the order waits for their decision. */
  referred: (reference: string) =>
    `Zip is reviewing your application. Your order ${reference} is held while they decide, usually within a few hours. This page updates when Zip answers, and we email your order confirmation once it is approved.`,
  /** A return the provider does not confirm as approved: the shopper is sent back to finish. */
  notApproved: "Your payment was not approved yet. Please finish it with the provider.",
  /** The provider answered neither way (the return arrived but the check with the provider failed). */
  providerDown: "We could not confirm your payment with the provider. Please try again in a moment.",
} as const;

/** How long a referred Zip application keeps its order's stock and day before the store gives up. */
export const referredHoldHours = 48;
