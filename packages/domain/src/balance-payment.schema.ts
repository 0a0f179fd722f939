import { z } from "zod";
import { apiErrorSchema } from "./api-error.schema.ts";
import { balanceMessages } from "./balance-payment.ts";
import { encryptedValuesSchema } from "./card-payment.schema.ts";
import { checkoutMessages } from "./checkout.schema.ts";
import { textSchema, wholeNumberSchema } from "./input.schema.ts";

/**
 * GET /api/account/order/invoiced/{id}/balance (ADR 031): what is left to pay on one of the customer's
 * orders and, when it can be paid, the card encryption keys (checkout s.7's x509EncryptionKeys).
 */
export const balanceViewSchema = z.object({
  /** The order's id (the checkout's cart id). */
  id: z.string(),
  reference: z.string(),
  currency: z.enum(["AUD", "NZD"]),
  total: z.number().int(),
  amountPaid: z.number().int(),
  amountRemaining: z.number().int(),
  payable: z.boolean(),
  /** Why it cannot be paid (balanceMessages), or null when it can. */
  message: z.string().nullable(),
  /** Empty when the order cannot be paid or the store takes no card payments. */
  x509EncryptionKeys: z.record(z.string(), z.string()),
  supportNumber: z.string(),
});
export type BalanceView = z.infer<typeof balanceViewSchema>;

/**
 * POST /api/account/order/invoiced/{id}/balance: the card, encrypted in the browser. The amount is the
 * server's (total less paid, from the database); `expectedAmount`, what the page showed, only guards
 * against paying a figure the shopper did not see.
 */
export const balancePaymentPostSchema = z.strictObject({
  // A missing card reads as the person's message, not as a type error
  encryptedValues: z
    .unknown()
    .refine((value) => typeof value === "object" && value !== null && Object.keys(value).length > 0, {
      message: balanceMessages.cardDetails,
      abort: true,
    })
    .pipe(encryptedValuesSchema),
  cardHolderName: textSchema("The name on the card", 200, { missing: checkoutMessages.cardName }).min(
    1,
    checkoutMessages.cardName,
  ),
  browserInfo: z
    .object({
      screenHeight: wholeNumberSchema("screenHeight is a whole number", 0, 100_000),
      screenWidth: wholeNumberSchema("screenWidth is a whole number", 0, 100_000),
    })
    .nullish(),
  expectedAmount: wholeNumberSchema(
    "The expected amount is a whole number of cents",
    1,
    100_000_000,
  ).optional(),
});
export type BalancePaymentPost = z.infer<typeof balancePaymentPostSchema>;

/** A 200 answer of the POST: paid, or a 3-D Secure check to pass first (the form the page posts). */
export const balancePaymentAnswerSchema = z.object({
  status: z.enum(["paid", "challenge"]),
  paymentReference: z.string(),
  amountPaid: z.number().int(),
  amountRemaining: z.number().int(),
  message: z.string().nullable(),
  secure3DResponse: z
    .object({ htmlFormAction: z.string(), htmlFormToPost: z.record(z.string(), z.string()) })
    .nullable(),
});
export type BalancePaymentAnswer = z.infer<typeof balancePaymentAnswerSchema>;

/**
 * A refusal of the POST: the API's error body (ADR 002), plus the payment attempt and the acquirer's
 * reason when a card was declined (402) or the acquirer failed (502).
 */
export const balancePaymentRefusalSchema = apiErrorSchema.extend({
  paymentReference: z.string().nullable().optional(),
  refusalReason: z.string().nullable().optional(),
});
export type BalancePaymentRefusal = z.infer<typeof balancePaymentRefusalSchema>;
