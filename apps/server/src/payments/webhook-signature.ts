import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** The header a sandbox signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (ADR 039). */
export const webhookSignatureHeader = "x-sandbox-signature";

/** How old a signed webhook may be: an older copy is a replay, refused. */
export const webhookToleranceSeconds = 300;

/**
 * The secret the sandboxes sign webhooks with and the store checks them with, derived from the session
 * key every process shares (ADR 019), so no new secret needs configuring for a sandbox. A real
 * provider's adapter reads the secret its dashboard gives from its own environment variable.
 */
export function sandboxWebhookSecret(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "payment-sandbox-webhooks", 32));
}

const signatureOf = (secret: Buffer, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The signature header for `body` sent at `now` (Stripe's scheme: the timestamp is signed with it). */
export function signWebhook(secret: Buffer, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * Whether `header` signs `body` with the secret within the tolerance: compared in constant time, and a
 * copy older (or newer) than `webhookToleranceSeconds` is refused as a replay.
 */
export function verifyWebhook(secret: Buffer, body: string, header: string | undefined, now: Date): boolean {
  const parts = new Map(
    (header ?? "").split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > webhookToleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(signatureOf(secret, timestamp, body), "hex"), Buffer.from(given, "hex"));
}
