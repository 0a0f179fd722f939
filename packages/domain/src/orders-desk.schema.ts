import { z } from "zod";
import { checkoutMessages, paymentProviderSchema, paymentStatusSchema } from "./checkout.schema.ts";
import { dollarsFieldSchema } from "./delivery-admin.schema.ts";
import { textSchema, wholeNumberSchema } from "./input.schema.ts";
import { orderLineSchema, orderStatusSchema } from "./order.schema.ts";
import { deskActionKinds, deskBalanceMethods } from "./orders-desk.ts";
import { attemptStatuses, orderPaymentStatuses } from "./payment-attempt.ts";
import { otherPaymentReferenceMax } from "./staff-payment.ts";

/**
 * The orders desk (issue 16, ADR 038): the staff calls under /api/orders-desk and the forms of the
 * /staff/orders page. Money is cents in the API; the forms take dollars and give cents.
 */

/** The most one capture or refund may be: $1,000,000 (more than any order the store takes). */
export const deskAmountMax = 1_000_000_00;

/** GET /api/orders-desk/orders?q=&page=&perPage=: newest first; q finds a reference or an email. */
export const deskOrdersQuerySchema = z.object({
  q: textSchema("The search", 100).optional(),
  page: wholeNumberSchema("page is a whole number from 0 to 10000", 0, 10_000).default(0),
  perPage: wholeNumberSchema("perPage is a whole number from 1 to 50", 1, 50).default(20),
});
export type DeskOrdersQuery = z.infer<typeof deskOrdersQuerySchema>;

/** An order reference as customers quote it ('AOL-100042'), in a path. */
export const deskReferenceSchema = textSchema("The order reference", 40).regex(
  /^[A-Za-z]{1,10}-\d{1,12}$/,
  "An order reference is letters, a dash and digits, such as AOL-100042",
);

/** A payment attempt's id, in a path. */
export const deskPaymentIdSchema = z.uuid({ message: "The payment id is not valid" });

const orderPaymentStatusSchema = z.enum(orderPaymentStatuses);
const currencySchema = z.enum(["AUD", "NZD"]);

/** One order in the desk's list. */
export const deskOrderRowSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  /** ISO date-time the order was placed, else when it was started. */
  at: z.string(),
  placed: z.boolean(),
  name: z.string(),
  email: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  paymentStatus: orderPaymentStatusSchema,
  methods: z.array(paymentProviderSchema),
  currency: currencySchema,
});
export type DeskOrderRow = z.infer<typeof deskOrderRowSchema>;

export const deskOrderPageSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  totalItems: z.number().int(),
  items: z.array(deskOrderRowSchema),
});
export type DeskOrderPage = z.infer<typeof deskOrderPageSchema>;

/** One payment attempt of an order, with what staff may still do to it. */
export const deskAttemptSchema = z.object({
  id: z.string(),
  method: paymentProviderSchema,
  purpose: z.enum(["order", "balance"]),
  status: z.enum(attemptStatuses),
  amount: z.number().int(),
  capturedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  cardSummary: z.string().nullable(),
  /** Another method: how the customer pays and its reference, as staff recorded it (ADR 072). */
  staffReference: z.string().nullable(),
  pspReference: z.string().nullable(),
  providerStatus: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  /** The most that may be captured or refunded now (0: none), and whether it may be voided. */
  can: z.object({ capture: z.number().int(), refund: z.number().int(), void: z.boolean() }),
});
export type DeskAttempt = z.infer<typeof deskAttemptSchema>;

/** What a staff action or a provider's event did, as recorded in payment_events. */
export const deskEventResults = [
  "pending",
  "failed",
  "refused",
  "moved",
  "ignored",
  "invalid",
  "duplicate",
] as const;

/** One recorded event of an order's payments: a provider's, or a staff action with who did it. */
export const deskEventSchema = z.object({
  id: z.number().int(),
  paymentId: z.string().nullable(),
  /** 'staff' for the desk's actions, else the provider that sent it. */
  source: z.string(),
  kind: z.string(),
  amount: z.number().int().nullable(),
  result: z.enum(deskEventResults).nullable(),
  reason: z.string().nullable(),
  /** The staff member's name and email; null for a provider's event. */
  who: z.string().nullable(),
  at: z.string(),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

/** GET /api/orders-desk/orders/:reference: an order with its money, attempts and record. */
export const deskOrderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  placedAt: z.string().nullable(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  currency: currencySchema,
  lines: z.array(orderLineSchema),
  total: z.number().int(),
  /** orders.amount_paid, the cache the account pages read; equal to `payment.paid` (a test checks). */
  amountPaid: z.number().int(),
  /** Computed from the attempts (ADR 034). */
  payment: z.object({
    status: orderPaymentStatusSchema,
    paid: z.number().int(),
    authorised: z.number().int(),
    remaining: z.number().int(),
  }),
  /** A deposit order's balance staff may take in store now (0 when none is left); null for other orders. */
  balanceDue: z.number().int().nullable(),
  /** How this store can take it: the counter methods, and Zip in store where Zip is configured (ADR 093). */
  balanceMethods: z.array(z.enum(deskBalanceMethods)),
  attempts: z.array(deskAttemptSchema),
  events: z.array(deskEventSchema),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

const amountSchema = wholeNumberSchema(
  `The amount is a whole number of cents from 1 to ${deskAmountMax}`,
  1,
  deskAmountMax,
);

/** POST /api/orders-desk/payments/:id/capture: `amount` cents, or all that may be captured. */
export const deskCaptureSchema = z.strictObject({ amount: amountSchema.optional() });
/** POST /api/orders-desk/payments/:id/refund: `amount` cents. */
export const deskRefundSchema = z.strictObject({ amount: amountSchema });
/** POST /api/orders-desk/payments/:id/void: no body but {}. */
export const deskVoidSchema = z.strictObject({});

/** The action dialog's form: dollars typed, cents out. */
export const deskAmountFormSchema = z.object({ amount: dollarsFieldSchema("Amount", deskAmountMax) });

/** One staff action as recorded: the key it was sent with and what became of it. */
export const deskActionSchema = z.object({
  key: z.string(),
  kind: z.enum(deskActionKinds),
  paymentId: z.string(),
  amount: z.number().int().nullable(),
  result: z.enum(deskEventResults),
  /** Words for staff: what happened, or why not. */
  message: z.string(),
});
export type DeskAction = z.infer<typeof deskActionSchema>;

/**
 * The answer to an action, also for a refusal the provider gave (409) and a provider that did not
 * answer (502: retry with the same Idempotency-Key): the action as recorded and the order as it now is.
 */
export const deskActionAnswerSchema = z.object({
  action: deskActionSchema,
  order: deskOrderSchema,
});
export type DeskActionAnswer = z.infer<typeof deskActionAnswerSchema>;

/**
 * POST /api/orders-desk/orders/:reference/balance (ADR 038 amended, ADR 093): take `amount` cents of a
 * deposit order's balance in store by a staff method; cash with what was handed over, another method
 * with how the customer pays, Zip in store with the 6-digit code the customer's app shows.
 */
export const deskBalanceSchema = z.strictObject({
  method: z.enum(deskBalanceMethods, { message: "Choose how the customer pays the balance" }),
  amount: amountSchema,
  cashTendered: amountSchema.nullish(),
  otherPaymentReference: textSchema("The payment reference", otherPaymentReferenceMax).nullish(),
  devicePaymentCode: textSchema("The payment code", 20)
    .regex(/^\d{6}$/, checkoutMessages.devicePaymentCode)
    .nullish(),
});
export type DeskBalance = z.infer<typeof deskBalanceSchema>;

/** The balance dialog's form: dollars typed, cents out. */
export const deskBalanceFormSchema = z.object({
  method: z.enum(deskBalanceMethods),
  amount: dollarsFieldSchema("Amount", deskAmountMax),
  cashTendered: dollarsFieldSchema("Cash tendered", deskAmountMax, null),
  otherPaymentReference: z.string(),
  devicePaymentCode: z.string(),
});

/** The answer to taking a balance: the payment recorded (the same one for a repeated key) and the order now. */
export const deskBalanceAnswerSchema = z.object({
  balance: z.object({
    key: z.string(),
    paymentId: z.string(),
    method: z.enum(deskBalanceMethods),
    amount: z.number().int(),
    cashTendered: z.number().int().nullable(),
    cashChange: z.number().int().nullable(),
    /** Pending while a Zip in store payment waits for the customer (ADR 093); Approved for the counter methods. */
    paymentStatus: paymentStatusSchema,
    message: z.string(),
  }),
  order: deskOrderSchema,
});
export type DeskBalanceAnswer = z.infer<typeof deskBalanceAnswerSchema>;

/**
 * GET /api/orders-desk/payments/:id/status and POST /api/orders-desk/payments/:id/cancel (ADR 093): where
 * a Zip in store balance payment stands, asked of Zip while it waits; the desk polls it every 2 s.
 */
export const deskPaymentWaitSchema = z.object({
  paymentId: z.string(),
  paymentStatus: paymentStatusSchema,
  /** Words for staff once it ends; null while it waits. */
  message: z.string().nullable(),
});
export type DeskPaymentWait = z.infer<typeof deskPaymentWaitSchema>;
