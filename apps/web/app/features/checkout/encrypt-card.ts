import type { CardDetails } from "@store/domain/checkout-rules";

/**
 * The card encryption the checkout uses (checkout s.7: each card field as a JWE with each key). It
 * loads the encryption code only when a card is paid, so the page does not carry it.
 */
export async function encryptCardForCheckout(
  keys: Record<string, string>,
  card: CardDetails,
): Promise<Record<string, string>> {
  // Until the payments branch lands its encryption (apps/web/app/lib/card-encryption.ts), a card cannot be sent
  void keys;
  void card;
  throw new Error("Card encryption is not available yet");
}
