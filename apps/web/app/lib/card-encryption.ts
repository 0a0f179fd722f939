import { parseCardExpiry } from "@store/domain/card-number";
import type { CardPayload } from "@store/domain/card-payment.schema";
import { CompactEncrypt, importX509 } from "jose";

/** The card fields of the checkout form (checkout s.3 cardDetails). */
export interface CardDetails {
  cardNo: string;
  /** 'MM/YY' or 'MM/YYYY'. */
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
}

/**
 * The checkout's encryptedValues (checkout s.7, ADR 028): the card as one compact JWE per key of the
 * checkout view's x509EncryptionKeys (RSA-OAEP-256 with A256GCM, the key's name as `kid`), each carrying
 * the time it was made so the gateway can refuse a stale one. Throws on an expiry that is not MM/YY or
 * MM/YYYY (the form's validation comes first) or a key that is not an RSA certificate.
 */
export async function encryptCard(
  keys: Record<string, string>,
  card: CardDetails,
  now: Date = new Date(),
): Promise<Record<string, string>> {
  const expiry = parseCardExpiry(card.expiryDate);
  if (!expiry) throw new Error("The card expiry date is not MM/YY or MM/YYYY");
  const payload: CardPayload = {
    number: card.cardNo.replace(/[\s-]/g, ""),
    expiryMonth: String(expiry.month).padStart(2, "0"),
    expiryYear: String(expiry.year),
    cvc: card.cvv.trim(),
    holderName: card.nameOnCard.trim(),
    generationtime: now.toISOString(),
  };
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const entries = await Promise.all(
    Object.entries(keys).map(async ([name, certificate]) => {
      const key = await importX509(certificate, "RSA-OAEP-256");
      const jwe = await new CompactEncrypt(plaintext)
        .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: name })
        .encrypt(key);
      return [name, jwe] as const;
    }),
  );
  return Object.fromEntries(entries);
}
