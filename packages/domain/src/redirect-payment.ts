import type { PaymentProvider } from "./checkout.schema.ts";

/**
 * The redirect payment methods (issue 16, ADR 036, 042): the shopper leaves for the provider's page
 * (Afterpay, Zip, PayPal, Klarna's widget, Humm), approves or cancels there and comes back to the store,
 * which checks the return with the provider before anything is settled.
 */
export const redirectProviders = ["afterpay", "zip", "paypal", "klarna", "humm"] as const;
export type RedirectProviderName = (typeof redirectProviders)[number];

/** The checkout's payment values (checkout s.3) each provider serves: PayPal Pay Later is PayPal's flow. */
export const redirectMethodsOf: Record<RedirectProviderName, readonly PaymentProvider[]> = {
  afterpay: ["AfterPay"],
  zip: ["Zip"],
  paypal: ["PayPal", "PayPalBnpl"],
  klarna: ["Klarna"],
  humm: ["Humm"],
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
  Klarna: "Klarna",
  Humm: "Humm",
} as const satisfies Partial<Record<PaymentProvider, string>>;

/** The provider's name as a shopper knows it. */
export const redirectProviderNames: Record<RedirectProviderName, string> = {
  afterpay: "Afterpay",
  zip: "Zip",
  paypal: "PayPal",
  klarna: "Klarna",
  humm: "Humm",
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
  /** A signed answer (Humm's) whose signature is wrong: nothing is done with it (ADR 042). */
  notVerified: (provider: string) =>
    `We could not verify ${provider}'s answer, so nothing was changed. If you completed your payment, ${provider} confirms it to us directly and we email your confirmation.`,
} as const;

/** How long a referred Zip application keeps its order's stock and day before the store gives up. */
export const referredHoldHours = 48;

/**
 * Humm's signing string (reference/payments.md "Humm"): every `x_` field except `x_signature`, sorted by
 * name (code-unit order, as Humm's and Oxipay's plugins sort), each name followed by its value, nothing
 * between them. The HMAC-SHA256 of this with the merchant's key, in hex, is `x_signature`.
 */
export function hummSigningString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name.startsWith("x_") && name !== "x_signature")
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}${fields[name]}`)
    .join("");
}

/** A provider's amount in dollars with two decimals ('1234.50': Humm's x_amount, Afterpay's Money); the store's are cents. */
export function decimalAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents from a provider's 'dollars.cents' (Humm's, Afterpay's), or null when it is not one. */
export function centsOfDecimalAmount(text: string): number | null {
  if (!/^\d{1,9}\.\d{2}$/.test(text)) return null;
  const [dollars, cents] = text.split(".");
  return Number(dollars) * 100 + Number(cents);
}

/**
 * The Klarna sandbox's test email convention (reference/payments.md "Klarna"): an address with
 * `+denied` before the @ (`customer+au+denied@klarna.com`) is refused at authorisation; any other
 * (`customer+au@klarna.com`) is approved.
 */
export function klarnaSandboxDenies(email: string): boolean {
  return /\+denied@/i.test(email.trim());
}
