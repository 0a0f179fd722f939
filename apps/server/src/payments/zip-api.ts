import type { Logger } from "pino";
import { callProvider, type ProviderFetch, type ProviderReply } from "./provider-call.ts";

/** How a Zip adapter reaches Zip: `fetch` in the app, a scripted stand-in in the tests. */
export type ZipFetch = ProviderFetch;

/** One Zip answer: its HTTP status and JSON body (empty when it has none). */
export type ZipReply = ProviderReply;

/** The API version the adapters are written against (Zip's `Zip-Version` header). */
export const zipApiVersion = "2021-08-25";

export const zipText = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;

/** Zip's amounts are dollars ("100.00" or 100): in cents, 0 when absent. */
export const zipCents = (value: unknown): number => {
  const dollars = typeof value === "string" ? Number(value) : value;
  return typeof dollars === "number" && Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;
};

/** Cents as the dollars Zip takes, to two places. */
export const zipDollars = (cents: number): number => Number((cents / 100).toFixed(2));

/** What a shopper or staff member is told for each of Zip's refusals (its 402 codes). */
const refusalReasons: Record<string, string> = {
  insufficient_funds:
    "Zip declined the charge: the account has insufficient funds. Please choose another payment method.",
  account_inoperative:
    "Zip declined the charge: the Zip account is not active. Please choose another payment method.",
  account_locked:
    "Zip declined the charge: the Zip account is locked. Please contact Zip or choose another payment method.",
  amount_invalid: "Zip cannot take this amount. Please choose another payment method.",
  fraud_check: "Zip could not approve this purchase. Please choose another payment method.",
};

/** The code of a Zip error body (`{error: {code, message}}`, or the code at the top). */
export function zipErrorCode(reply: ZipReply): string | null {
  const error = reply.body.error;
  const nested = error && typeof error === "object" ? (error as Record<string, unknown>).code : undefined;
  return zipText(nested) ?? zipText(reply.body.code);
}

/**
 * Zip's refusal in words a person can act on: a payment's 402 codes by name (the shopper's next step),
 * anything else (and any refusal of a refund, read by staff) by Zip's own message.
 */
export function zipRefusal(reply: ZipReply, of: "payment" | "refund" = "payment"): string {
  const code = zipErrorCode(reply);
  if (of === "payment" && code && refusalReasons[code]) return refusalReasons[code];
  const error = reply.body.error;
  const message =
    (error && typeof error === "object" ? zipText((error as Record<string, unknown>).message) : null) ??
    zipText(reply.body.message);
  return message ? `Zip refused: ${message}` : `Zip answered ${reply.status}.`;
}

/**
 * Calls to Zip with the merchant's API key (Bearer) and `Zip-Version`; a write carries its
 * `Idempotency-Key`. No answer (a dropped connection, the 15 s timeout) or a 5xx throws the adapter's
 * 'did not answer' error, so the store asks again with the same key and finds the first answer.
 */
export class ZipApi {
  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly logger: Logger,
    private readonly unavailable: () => Error,
    private readonly send: ZipFetch = (url, init) => fetch(url, init),
  ) {}

  call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<ZipReply> {
    return callProvider(
      this.send,
      this.logger,
      "Zip",
      `${this.apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          accept: "application/json",
          "Zip-Version": zipApiVersion,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { unavailable: this.unavailable },
    );
  }
}
