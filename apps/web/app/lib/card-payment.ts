import { checkoutMessages } from "@store/domain/checkout.schema";
import { type CardDetails, cardDetailsProblems } from "@store/domain/checkout-rules";
import { z } from "zod";

/**
 * What every card form of the store shares (the checkout and the account's balance payment, ADR 031):
 * the typed fields, which field each card message belongs to, the encryption and the 3-D Secure form.
 */

/** The card fields as typed; they never leave the browser unencrypted. */
export const cardFieldsSchema = z.object({
  nameOnCard: z.string(),
  cardNo: z.string(),
  expiryDate: z.string(),
  cvv: z.string(),
});
export type CardFieldName = keyof z.infer<typeof cardFieldsSchema>;

/** The card fields before anything is typed. */
export const emptyCardFields: CardDetails = { nameOnCard: "", cardNo: "", expiryDate: "", cvv: "" };

// Which card field each card message of checkout s.5 belongs to
const cardFieldOf: Record<string, CardFieldName> = {
  [checkoutMessages.cardName]: "nameOnCard",
  [checkoutMessages.cardNumber]: "cardNo",
  [checkoutMessages.cardExpiry]: "expiryDate",
  [checkoutMessages.cvc]: "cvv",
};

/** The card field a card message is about. */
export function cardFieldOfMessage(message: string): CardFieldName | null {
  return cardFieldOf[message] ?? null;
}

/** The card's problems (checkout s.5's messages), each on its field; empty when it may be sent. */
export function cardFieldIssues(card: CardDetails, now: Date): { field: CardFieldName; message: string }[] {
  return cardDetailsProblems(card, now).flatMap((message) => {
    const field = cardFieldOfMessage(message);
    return field ? [{ field, message }] : [];
  });
}

/**
 * Encrypts the card with each public key (checkout s.7, lib/card-encryption). It loads the encryption
 * code (jose) only when a card is paid, so pages do not carry it.
 */
export async function encryptCardLazily(
  keys: Record<string, string>,
  card: CardDetails,
): Promise<Record<string, string>> {
  const { encryptCard } = await import("~/lib/card-encryption");
  return encryptCard(keys, card);
}

/** Builds and submits a POST form to the payment provider's page (3-D Secure). */
export function postProviderForm(action: string, fields: Record<string, string>, doc: Document = document) {
  const form = doc.createElement("form");
  form.method = "post";
  form.action = action;
  form.style.display = "none";
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
