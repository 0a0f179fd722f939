import { z } from "zod";
import { paymentProviderSchema, paymentStatusSchema } from "./checkout.schema.ts";
import { handOffLinkStatuses, handOffMessages, handOffReturnOutcomes } from "./payment-handoff.ts";

/**
 * The QR hand-off's calls under /api/payment-handoff (ADR 043): staff create and withdraw a hand-off of
 * a redirect payment waiting for the customer; the customer's phone reads the link, starts it (the
 * provider's page) and comes back to it. Money is cents.
 */

/** A hand-off link's token: 32 random bytes, base64url (43 characters). */
export const handOffTokenSchema = z
  .string({ message: handOffMessages.unknown })
  .regex(/^[A-Za-z0-9_-]{43}$/, handOffMessages.unknown);

/** POST /api/payment-handoff: hand this waiting payment of the staff member's checkout to a phone. */
export const handOffCreateSchema = z.strictObject({
  cartId: z.uuid({ message: "The cart id is not valid" }),
  paymentReference: z.uuid({ message: "The payment reference is not valid" }),
});
export type HandOffCreate = z.infer<typeof handOffCreateSchema>;

/** What staff get: the link to show as a QR code and as text, and when it stops working. */
export const handOffSchema = z.object({
  id: z.uuid(),
  url: z.url(),
  expiresAt: z.iso.datetime(),
  method: paymentProviderSchema,
  amount: z.number().int(),
  currency: z.enum(["AUD", "NZD"]),
});
export type HandOff = z.infer<typeof handOffSchema>;

/** A hand-off's id, in a path. */
export const handOffIdSchema = z.uuid({ message: "The hand-off id is not valid" });

/** POST /api/payment-handoff/:id/withdraw: staff cancel it, or its time ran out. */
export const handOffWithdrawSchema = z.strictObject({
  reason: z.enum(["cancelled", "expired"], { message: "The reason is cancelled or expired" }),
});
export type HandOffWithdraw = z.infer<typeof handOffWithdrawSchema>;

/** Whether this call withdrew the payment (false: it had ended, or was paid, first) and where it stands. */
export const handOffWithdrawAnswerSchema = z.object({
  withdrawn: z.boolean(),
  paymentStatus: paymentStatusSchema,
});
export type HandOffWithdrawAnswer = z.infer<typeof handOffWithdrawAnswerSchema>;

/** POST /api/payment-handoff/link and /link/start: the token in the body, never in the API's path. */
export const handOffLinkRequestSchema = z.strictObject({ token: handOffTokenSchema });

/** What the customer's phone shows before going on to the provider. */
export const handOffLinkSchema = z.object({
  status: z.enum(handOffLinkStatuses),
  merchant: z.string(),
  amount: z.number().int(),
  currency: z.enum(["AUD", "NZD"]),
  method: paymentProviderSchema,
  orderReference: z.string(),
  expiresAt: z.iso.datetime(),
  /** Why the link cannot be used, in words for the customer; null while it can. */
  message: z.string().nullable(),
});
export type HandOffLink = z.infer<typeof handOffLinkSchema>;

/** Where the phone goes next: the provider's page, as a link or a form to post. */
export const handOffStartSchema = z.object({
  redirectUrl: z.url(),
  form: z.record(z.string(), z.string()).nullable(),
});
export type HandOffStart = z.infer<typeof handOffStartSchema>;

/** The phone back from the provider: what happened, in words, and where to go if it must go back. */
export const handOffReturnSchema = z.object({
  outcome: z.enum(handOffReturnOutcomes),
  message: z.string(),
  orderReference: z.string().nullable(),
  redirect: handOffStartSchema.nullable(),
});
export type HandOffReturn = z.infer<typeof handOffReturnSchema>;
