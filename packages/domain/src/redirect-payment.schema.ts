import { z } from "zod";
import { textSchema } from "./input.schema.ts";

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
