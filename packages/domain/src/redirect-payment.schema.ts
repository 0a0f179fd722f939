import { z } from "zod";
import { textSchema } from "./input.schema.ts";
import type { RedirectProviderName } from "./redirect-payment.ts";

/**
 * The query parameters each provider appends when it sends the shopper back (checkout s.7: the
 * confirmations take query parameters and no body; reference/payments.md names them). The store reads
 * them only to know which checkout to ask the provider about: their result is never trusted (ADR 036).
 */

/** Afterpay: `orderToken` and `status=SUCCESS|CANCELLED`. */
export const afterpayReturnSchema = z.object({
  orderToken: textSchema("The Afterpay order token", 100, { missing: "The Afterpay order token is missing" })
    .min(1, "The Afterpay order token is missing")
    .regex(/^[0-9A-Za-z._-]+$/, "The Afterpay order token is not valid"),
  status: z
    .string({ message: "The Afterpay status is missing" })
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(["SUCCESS", "CANCELLED"], { message: "The Afterpay status is SUCCESS or CANCELLED" })),
});

/** Zip: `result=approved|declined|cancelled|referred` and the checkout id. */
export const zipReturnSchema = z.object({
  checkoutId: textSchema("The Zip checkout id", 100, { missing: "The Zip checkout id is missing" })
    .min(1, "The Zip checkout id is missing")
    .regex(/^[0-9A-Za-z._-]+$/, "The Zip checkout id is not valid"),
  result: z
    .string({ message: "The Zip result is missing" })
    .transform((s) => s.toLowerCase())
    .pipe(
      z.enum(["approved", "declined", "cancelled", "referred"], {
        message: "The Zip result is approved, declined, cancelled or referred",
      }),
    ),
});

/** PayPal: the order id as `token`, and `PayerID` once the buyer approved (a cancel brings the token only). */
export const paypalReturnSchema = z.object({
  token: textSchema("The PayPal order id", 100, { missing: "The PayPal order id is missing" })
    .min(1, "The PayPal order id is missing")
    .regex(/^[0-9A-Za-z-]+$/, "The PayPal order id is not valid"),
  PayerID: textSchema("The PayPal payer id", 40)
    .regex(/^[0-9A-Za-z]+$/, "The PayPal payer id is not valid")
    .optional(),
});

export type AfterpayReturn = z.infer<typeof afterpayReturnSchema>;
export type ZipReturn = z.infer<typeof zipReturnSchema>;
export type PaypalReturn = z.infer<typeof paypalReturnSchema>;

/**
 * Klarna (the hosted payment page's merchant URLs, ADR 042): the session id `sid` always; on success the
 * `authorization_token` the widget issued (valid 60 minutes); `status=cancel|back` when the shopper left,
 * `status=failure|error` when Klarna refused.
 */
export const klarnaReturnSchema = z.object({
  sid: textSchema("The Klarna session id", 100, { missing: "The Klarna session id is missing" })
    .min(1, "The Klarna session id is missing")
    .regex(/^[0-9A-Za-z-]+$/, "The Klarna session id is not valid"),
  authorization_token: textSchema("The Klarna authorization token", 100)
    .regex(/^[0-9A-Za-z-]+$/, "The Klarna authorization token is not valid")
    .optional(),
  status: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(
      z.enum(["cancel", "back", "failure", "error"], {
        message: "The Klarna status is cancel, back, failure or error",
      }),
    )
    .optional(),
});

/** How many fields a Humm answer may carry, and how long each may be: a bound on what is read. */
const hummLimits = { fields: 30, name: 40, value: 500 } as const;

/**
 * Humm (ADR 042): its answer is a set of `x_` fields signed with `x_signature` (the shopper's return
 * to the complete URL, and the server-to-server callback, alike); the cancel URL is the store's own and
 * carries `cancelled=true` and the store's `x_reference`. Other parameters (a campaign tag) are dropped.
 * The signature is checked by the Humm adapter, which holds the key.
 */
export const hummReturnSchema = z
  .record(
    z
      .string()
      .max(hummLimits.name, "A Humm field's name is too long")
      .regex(/^[A-Za-z0-9_]+$/, "A Humm field's name is not valid"),
    textSchema("A Humm field", hummLimits.value),
  )
  .superRefine((fields, ctx) => {
    if (Object.keys(fields).length > hummLimits.fields)
      ctx.addIssue({ code: "custom", message: `A Humm answer has at most ${hummLimits.fields} fields` });
    const reference = fields.x_reference;
    if (reference === undefined) ctx.addIssue({ code: "custom", message: "The Humm reference is missing" });
    else if (!z.uuid().safeParse(reference).success)
      ctx.addIssue({ code: "custom", message: "The Humm reference is not valid" });
    if (fields.cancelled === "true") return;
    if (fields.x_signature === undefined)
      ctx.addIssue({ code: "custom", message: "Humm's answer is not signed (x_signature is missing)" });
    else if (!/^[0-9a-fA-F]{64}$/.test(fields.x_signature))
      ctx.addIssue({ code: "custom", message: "Humm's signature is not valid" });
    if (!["completed", "failed", "pending"].includes(fields.x_result ?? ""))
      ctx.addIssue({ code: "custom", message: "The Humm result is completed, failed or pending" });
  })
  .transform((fields) => ({
    reference: fields.x_reference ?? "",
    cancelled: fields.cancelled === "true",
    /** Every `x_` field as it came: what the signature covers. */
    fields: Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith("x_"))),
  }));

export type KlarnaReturn = z.infer<typeof klarnaReturnSchema>;
export type HummReturn = z.infer<typeof hummReturnSchema>;

/**
 * What a provider's return names, as the store reads it (ADR 036, 042): the provider's token (Humm: the
 * store's reference, its answer being signed), whether the shopper cancelled, Klarna's authorization
 * token, and Humm's signed fields. The store asks the provider about it; nothing else of it is trusted.
 */
export type RedirectReturn = ({ token: string } | { reference: string }) & {
  cancelled: boolean;
  authorizationToken?: string | undefined;
  signed?: Readonly<Record<string, string>> | undefined;
};

/**
 * Each provider's return query read as a `RedirectReturn`: one reading for the shopper's return
 * (/api/checkout/{provider}confirmation) and the customer's phone after a hand-off (ADR 043).
 */
export const redirectReturnSchemas = {
  afterpay: afterpayReturnSchema.transform(
    (r): RedirectReturn => ({ token: r.orderToken, cancelled: r.status === "CANCELLED" }),
  ),
  zip: zipReturnSchema.transform(
    (r): RedirectReturn => ({ token: r.checkoutId, cancelled: r.result === "cancelled" }),
  ),
  // PayPal's cancel URL brings the order id alone; an approval adds the PayerID
  paypal: paypalReturnSchema.transform(
    (r): RedirectReturn => ({ token: r.token, cancelled: r.PayerID === undefined }),
  ),
  klarna: klarnaReturnSchema.transform(
    (r): RedirectReturn => ({
      token: r.sid,
      cancelled: r.status === "cancel" || r.status === "back",
      authorizationToken: r.authorization_token,
    }),
  ),
  // Humm's answer names the store's reference and is signed; its cancel URL is the store's own (unsigned)
  humm: hummReturnSchema.transform(
    (r): RedirectReturn => ({
      reference: r.reference,
      cancelled: r.cancelled,
      signed: r.cancelled ? undefined : r.fields,
    }),
  ),
} as const satisfies Record<RedirectProviderName, z.ZodType<RedirectReturn>>;
