import { z } from "zod";
import { textSchema } from "./input.schema.ts";

/**
 * Card payment shapes shared by the browser and the card gateway (checkout s.7, ADR 028): what the
 * browser encrypts, and the forms of the sandbox acquirer's 3-D Secure challenge.
 */

/** Key names of x509EncryptionKeys and encryptedValues: a brand or manufacturer name, or 'default'. */
export const encryptionKeyNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$/,
    "An encryption key name is 1 to 40 letters, digits or - _ . and spaces",
  );

/** encryptedValues of a checkout post: one compact JWE per key name (at most a few keys, each a few kB). */
export const encryptedValuesSchema = z
  .record(encryptionKeyNameSchema, z.string().max(8192, "An encrypted card value is at most 8192 characters"))
  .refine((values) => Object.keys(values).length >= 1, "The card details were not encrypted")
  .refine((values) => Object.keys(values).length <= 8, "At most 8 encrypted card values are accepted");
export type EncryptedValues = z.infer<typeof encryptedValuesSchema>;

/**
 * What each JWE carries (JSON): the card as typed, and when it was encrypted, so the gateway refuses a
 * stale payload. Bounds are loose on purpose: a wrong number is the acquirer's refusal, not a 400.
 */
export const cardPayloadSchema = z.object({
  number: z.string().max(32),
  expiryMonth: z.string().regex(/^\d{1,2}$/),
  expiryYear: z.string().regex(/^\d{4}$/),
  cvc: z.string().max(8),
  holderName: z.string().max(200),
  generationtime: z.iso.datetime({ offset: true }),
});
export type CardPayload = z.infer<typeof cardPayloadSchema>;

/** A sandbox payment's reference at the acquirer: 'SBX' and 20 upper-case letters and digits. */
export const sandboxPspReferenceSchema = z
  .string()
  .regex(/^SBX[0-9A-Z]{20}$/, "Not a sandbox payment reference");

/**
 * The 3-D Secure form the checkout page posts to the sandbox's challenge page (MD: the payment at the
 * acquirer, PaReq: the request, as a real access control server receives them).
 */
export const sandboxChallengeStartSchema = z.object({
  MD: sandboxPspReferenceSchema,
  PaReq: textSchema("PaReq", 200).optional(),
});

/** The challenge page's own form: the password (the issuer's one-time code) or Cancel. */
export const sandboxChallengeAnswerSchema = z.object({
  action: z.enum(["continue", "cancel"], { message: "Choose Continue or Cancel" }),
  password: textSchema("The password", 100, { trim: false }).default(""),
});

/**
 * What the challenge page posts back to the store's return URL: the payment at the acquirer and the
 * signed result (a secret only that post knows; completeChallenge checks it).
 */
export const cardChallengeReturnSchema = z.object({
  MD: sandboxPspReferenceSchema,
  PaRes: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a 3-D Secure result"),
});
export type CardChallengeReturn = z.infer<typeof cardChallengeReturnSchema>;
