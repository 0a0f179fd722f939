import { createHmac, timingSafeEqual } from "node:crypto";
import { hummSigningString } from "@store/domain/redirect-payment";

/**
 * Humm's signature over its x_ fields (reference/payments.md "Humm", ADR 042): the store signs its
 * checkout form and refunds, and checks Humm's answers, with the merchant's key; the sandbox does the
 * same as Humm. The signing string is the domain's rule (`hummSigningString`).
 */

/** `x_signature` of the fields: HMAC-SHA256 of Humm's signing string, in hex (reference/payments.md). */
export function signHummFields(key: Buffer | string, fields: Readonly<Record<string, string>>): string {
  return createHmac("sha256", key).update(hummSigningString(fields), "utf8").digest("hex");
}

/** The fields with their `x_signature`. */
export function signedHumm(key: Buffer | string, fields: Record<string, string>): Record<string, string> {
  const { x_signature: _old, ...unsigned } = fields;
  return { ...unsigned, x_signature: signHummFields(key, unsigned) };
}

/** Whether `x_signature` signs the other `x_` fields with the key, compared in constant time. */
export function verifyHummFields(key: Buffer | string, fields: Readonly<Record<string, string>>): boolean {
  const given = fields.x_signature ?? "";
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signHummFields(key, fields), "hex"), Buffer.from(given, "hex"));
}
