import type { PaymentProvider } from "./checkout.schema.ts";

/**
 * The QR hand-off (issue 16 'Staff in store', ADR 043): from the staff checkout, a redirect payment is
 * handed to the customer's own phone by a short-lived, single-use link shown as a QR code; the customer
 * pays on the provider's pages there while the staff screen waits for the answer.
 */

/** How long a hand-off link may be opened, and the staff screen waits, before it is withdrawn. */
export const handOffMinutes = 10;

/**
 * The methods staff can hand to the customer's phone, each with the provider whose pages and return it
 * goes through (the phone comes back to /pay/return/{provider}, read as that provider's own return):
 * every redirect method of the store (ADR 043).
 */
export const handOffMethods = {
  AfterPay: "afterpay",
  Zip: "zip",
  PayPal: "paypal",
  PayPalBnpl: "paypal",
  Klarna: "klarna",
  Humm: "humm",
} as const satisfies Partial<Record<PaymentProvider, string>>;

export type HandOffMethod = keyof typeof handOffMethods;
export type HandOffProvider = (typeof handOffMethods)[HandOffMethod];

/** The providers a phone comes back from, once each. */
export const handOffProviders: readonly HandOffProvider[] = [...new Set(Object.values(handOffMethods))];

/** Whether staff can hand this method to the customer's phone. */
export function canHandOff(method: PaymentProvider): method is HandOffMethod {
  return Object.hasOwn(handOffMethods, method);
}

/** The provider of a hand-off return path's segment, or null for any other text. */
export function handOffProviderNamed(name: string): HandOffProvider | null {
  return handOffProviders.find((p) => p === name) ?? null;
}

/** The path of a hand-off link (its token is the whole secret). */
export const handOffPath = (token: string) => `/pay/${token}`;

/** The page the provider sends the customer's phone back to. */
export const handOffReturnPath = (provider: HandOffProvider) => `/pay/return/${provider}`;

/** Where a hand-off link stands, as the customer's phone is told. */
export const handOffLinkStatuses = [
  /** Ready: the customer can go on to the provider. */
  "open",
  /** Opened on this phone already: going on again is allowed (a reload, the Back button). */
  "started",
  /** Opened on another phone: single use. */
  "in_use",
  "paid",
  /** Withdrawn by staff, cancelled or declined: nothing to pay here any more. */
  "ended",
  "expired",
] as const;
export type HandOffLinkStatus = (typeof handOffLinkStatuses)[number];

/** What the phone reads for a link that cannot be used (the staff screen has its own words). */
export const handOffMessages = {
  unknown: "This payment link is not valid. Ask the staff member to show you a new QR code.",
  expired: "This payment link has expired. Ask the staff member to show you a new QR code.",
  inUse: "This payment link was already opened on another phone. Ask the staff member for a new one.",
  paid: "This order is paid. Thank you: the staff member's screen shows your order.",
  withdrawn: "The staff member cancelled this payment. Nothing was charged.",
  ended: "This payment is no longer waiting. Nothing more is charged here; please ask the staff member.",
  notYetExpired: "The payment link has not expired yet.",
  cannotHandOff: (label: string) =>
    `${label} cannot be handed to the customer's phone. Choose Afterpay, Zip, PayPal, PayPal Pay Later, Klarna or Humm.`,
  notWaiting: "This payment is no longer waiting for the customer, so it cannot be handed to their phone.",
  alreadyStarted:
    "The customer has already opened the link on their phone. Wait for them, or cancel the payment.",
} as const;

/** What the phone shows once it is back from the provider. */
export const handOffReturnOutcomes = [
  "paid",
  /** Not approved yet: back to the provider's page. */
  "continue",
  /** The provider reviews the application (Zip's referred): the order waits. */
  "waiting",
  "cancelled",
  "declined",
  "expired",
  "error",
] as const;
export type HandOffReturnOutcome = (typeof handOffReturnOutcomes)[number];

/** '9:05' for the seconds left on a hand-off link (never below 0:00). */
export function handOffTimeLeft(expiresAt: Date, now: Date): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { seconds, text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}` };
}
