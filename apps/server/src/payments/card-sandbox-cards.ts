import { cardExpired, cardScheme, cvcLength, luhnValid } from "@store/domain/card-number";
import type { CardPayload } from "@store/domain/card-payment.schema";

/** What the sandbox acquirer does with a card (ADR 028). */
export type SandboxScenario =
  | { kind: "approve" }
  | { kind: "refuse"; refusalReason: string; errorCode: string }
  | { kind: "error"; message: string }
  | { kind: "challenge"; afterwards: "approve" | "decline" };

/** The issuer's one-time password on the sandbox's 3-D Secure page (Adyen's sandbox convention). */
export const challengePassword = "password";

/** The sandbox acquirer's amount that commits a payment and then drops the answer (reference/payments.md). */
export const infrastructureFaultAmount = 6670;

export const refusals = {
  declined: { refusalReason: "Refused", errorCode: "card_declined" },
  insufficientFunds: { refusalReason: "Not enough balance", errorCode: "insufficient_funds" },
  lostCard: { refusalReason: "Card reported lost", errorCode: "lost_card" },
  expired: { refusalReason: "Expired Card", errorCode: "expired_card" },
  incorrectCvc: { refusalReason: "CVC Declined", errorCode: "incorrect_cvc" },
  invalidNumber: { refusalReason: "Invalid Card Number", errorCode: "incorrect_number" },
  notTestCard: { refusalReason: "Not a sandbox test card", errorCode: "card_not_supported" },
  notAuthenticated: { refusalReason: "3D Not Authenticated", errorCode: "authentication_failed" },
  declinedAfterChallenge: { refusalReason: "Refused", errorCode: "card_declined" },
  unreadable: { refusalReason: "Unable to decrypt card data", errorCode: "invalid_encryption" },
} as const;

/** A test card of the sandbox: its number, what it is, and what the sandbox does with it. */
export interface SandboxTestCard {
  number: string;
  label: string;
  scenario: SandboxScenario;
}

const refuse = (refusal: { refusalReason: string; errorCode: string }): SandboxScenario => ({
  kind: "refuse",
  ...refusal,
});

/** The test cards (Stripe's numbers, reference/payments.md), listed on /sandbox/card and in the README. */
export const sandboxTestCards: readonly SandboxTestCard[] = [
  { number: "4242424242424242", label: "Visa: approved", scenario: { kind: "approve" } },
  { number: "5555555555554444", label: "Mastercard: approved", scenario: { kind: "approve" } },
  {
    number: "378282246310005",
    label: "American Express (4-digit CVC): approved",
    scenario: { kind: "approve" },
  },
  { number: "4000000000000002", label: "Declined (Refused)", scenario: refuse(refusals.declined) },
  {
    number: "4000000000009995",
    label: "Declined: insufficient funds",
    scenario: refuse(refusals.insufficientFunds),
  },
  { number: "4000000000009987", label: "Declined: lost card", scenario: refuse(refusals.lostCard) },
  { number: "4000000000000069", label: "Declined: expired card", scenario: refuse(refusals.expired) },
  { number: "4000000000000127", label: "Declined: incorrect CVC", scenario: refuse(refusals.incorrectCvc) },
  {
    number: "4000000000000119",
    label: "Processing error",
    scenario: { kind: "error", message: "Processing error: the acquirer could not process the payment" },
  },
  {
    number: "4242424242424241",
    label: "Invalid number (fails the Luhn check)",
    scenario: refuse(refusals.invalidNumber),
  },
  {
    number: "4000000000003220",
    label: "3-D Secure challenge, then approved",
    scenario: { kind: "challenge", afterwards: "approve" },
  },
  {
    number: "4000008400001629",
    label: "3-D Secure challenge, then declined",
    scenario: { kind: "challenge", afterwards: "decline" },
  },
  {
    number: "4000000000003055",
    label: "3-D Secure supported, not required: approved",
    scenario: { kind: "approve" },
  },
];

const byNumber = new Map(sandboxTestCards.map((card) => [card.number, card.scenario]));

/**
 * What the sandbox does with a decrypted card on `now`: a number that fails Luhn, a past expiry or a
 * security code of the wrong length is refused whatever the number; then the test card decides; any
 * other number is refused as not a test card (a real card typed into the sandbox goes nowhere).
 */
export function sandboxScenario(card: CardPayload, now: Date): SandboxScenario {
  const number = card.number.replace(/[\s-]/g, "");
  if (!luhnValid(number)) return refuse(refusals.invalidNumber);
  const month = Number(card.expiryMonth);
  if (month < 1 || month > 12 || cardExpired({ month, year: Number(card.expiryYear) }, now))
    return refuse(refusals.expired);
  if (!new RegExp(`^\\d{${cvcLength(cardScheme(number))}}$`).test(card.cvc))
    return refuse(refusals.incorrectCvc);
  return byNumber.get(number) ?? refuse(refusals.notTestCard);
}
