import type { CardDetails } from "@store/domain/checkout-rules";

/**
 * The card encryption the checkout uses (checkout s.7: the card as a JWE per key, lib/card-encryption).
 * It loads the encryption code (jose) only when a card is paid, so the page does not carry it.
 */
export async function encryptCardForCheckout(
  keys: Record<string, string>,
  card: CardDetails,
): Promise<Record<string, string>> {
  const { encryptCard } = await import("~/lib/card-encryption");
  return encryptCard(keys, card);
}
