import { createHash } from "node:crypto";
import { type CardPayload, cardPayloadSchema } from "@store/domain/card-payment.schema";
import { eq } from "drizzle-orm";
import { compactDecrypt, decodeProtectedHeader } from "jose";
import type { Db } from "../db/client.ts";
import { type CardEncryptionKeys, cardJweAlgorithm, cardJweEncryption } from "./card-encryption-keys.ts";
import { cardPayloadsSeen } from "./payments.tables.ts";

/** How old an encrypted card may be (reference/payments.md: refuse payloads older than 24 hours). */
export const cardPayloadMaxAgeMs = 24 * 3600 * 1000;
/** How far ahead of the server's clock a browser's clock may run. */
const clockSkewMs = 10 * 60 * 1000;

/** A decrypted card, or why there is none. The card never leaves the gateway that asked for it. */
export type DecryptedCard =
  | { ok: true; card: CardPayload; keyName: string; digest: string }
  | { ok: false; reason: string };

/**
 * Decrypts the checkout's encryptedValues with the first key the store holds (ADR 028): one algorithm pair
 * only (RSA-OAEP-256 with A256GCM), the key id must be the entry's name, the payload the card JSON, made
 * within the last 24 hours. `digest` (SHA-256 of the JWE) lets the caller refuse a replayed payload.
 */
export async function decryptCard(
  encryptedValues: Record<string, string>,
  keys: CardEncryptionKeys,
  now: Date,
): Promise<DecryptedCard> {
  for (const [name, jwe] of Object.entries(encryptedValues)) {
    const key = await keys.decryptionKey(name);
    if (!key) continue;
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(jwe);
    } catch {
      return { ok: false, reason: "The encrypted card is not a compact JWE" };
    }
    if (header.alg !== cardJweAlgorithm || header.enc !== cardJweEncryption)
      return { ok: false, reason: `Only ${cardJweAlgorithm} with ${cardJweEncryption} is accepted` };
    if (header.kid !== name) return { ok: false, reason: "The encrypted card names another key" };
    let plaintext: Uint8Array;
    try {
      ({ plaintext } = await compactDecrypt(jwe, key, {
        keyManagementAlgorithms: [cardJweAlgorithm],
        contentEncryptionAlgorithms: [cardJweEncryption],
      }));
    } catch {
      return { ok: false, reason: "The encrypted card could not be decrypted" };
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(plaintext));
    } catch {
      json = undefined;
    }
    const parsed = cardPayloadSchema.safeParse(json);
    // Never the issues themselves: they could quote the card
    if (!parsed.success) return { ok: false, reason: "The encrypted card is not a card" };
    const generated = Date.parse(parsed.data.generationtime);
    if (generated < now.getTime() - cardPayloadMaxAgeMs)
      return { ok: false, reason: "The encrypted card is stale: it was made more than 24 hours ago" };
    if (generated > now.getTime() + clockSkewMs)
      return { ok: false, reason: "The encrypted card was made in the future" };
    const digest = createHash("sha256").update(jwe).digest("base64url");
    return { ok: true, card: parsed.data, keyName: name, digest };
  }
  return { ok: false, reason: "The card was not encrypted with a key of this store" };
}

/**
 * True when the same encrypted card (its `digest`) was used for another payment: the first use claims it
 * (ADR 028), so a card payload copied from one checkout cannot pay for another.
 */
export async function cardPayloadReplayed(db: Db, digest: string, reference: string): Promise<boolean> {
  const claimed = await db
    .insert(cardPayloadsSeen)
    .values({ digest, reference })
    .onConflictDoNothing()
    .returning({ reference: cardPayloadsSeen.reference });
  if (claimed.length > 0) return false;
  const [seen] = await db
    .select({ reference: cardPayloadsSeen.reference })
    .from(cardPayloadsSeen)
    .where(eq(cardPayloadsSeen.digest, digest));
  return seen?.reference !== reference;
}
