import type { PaymentProvider } from "./checkout.schema.ts";
import { type CheckoutOptions, hasCheckoutOption } from "./checkout-options.ts";

/**
 * Payment methods staff take at the counter without a provider (checkout s.3, s.6; reference/payments.md
 * 'Cash and staff-only methods'; ADR 037): cash, cash on delivery, the customer's charge account and
 * another method staff record.
 */
export const staffPaymentMethods = ["Cash", "COD", "CRAccount", "StaffOnlyOtherPaymentMethod"] as const;
export type StaffPaymentMethod = (typeof staffPaymentMethods)[number];

/** Whether a method is one staff take without a provider. */
export function isStaffPaymentMethod(method: PaymentProvider): method is StaffPaymentMethod {
  return (staffPaymentMethods as readonly string[]).includes(method);
}

/** What the page and the receipt call each staff method. */
export const staffPaymentLabels: Record<StaffPaymentMethod, string> = {
  Cash: "Cash",
  COD: "Cash on delivery",
  CRAccount: "Customer account",
  StaffOnlyOtherPaymentMethod: "Other payment method (recorded by staff)",
};

/**
 * The staff methods a checkout offers (checkout s.6; ADR 037), each by its option flag: COD, CRAccount
 * and StaffOnlyOtherPaymentMethod by their own; cash, which has no flag, where the checkout is at the
 * counter, i.e. with CashAndCarry (for a collected or a delivered order alike).
 */
export function staffPaymentMethodsFor(options: CheckoutOptions): StaffPaymentMethod[] {
  const flagOf: Record<StaffPaymentMethod, Parameters<typeof hasCheckoutOption>[1]> = {
    Cash: "CashAndCarry",
    COD: "COD",
    CRAccount: "CRAccount",
    StaffOnlyOtherPaymentMethod: "StaffOnlyOtherPaymentMethod",
  };
  return staffPaymentMethods.filter((method) => hasCheckoutOption(options, flagOf[method]));
}

/**
 * What a staff method leaves the payment as (ADR 037): cash is captured at once; cash on delivery,
 * the charge account and the other method are authorised (accepted by staff, nothing taken yet), and
 * captured on the orders desk when the money arrives, or voided if the arrangement is called off.
 */
export function staffPaymentSettles(method: StaffPaymentMethod): "captured" | "authorised" {
  return method === "Cash" ? "captured" : "authorised";
}

/** The longest reference staff record for another payment method. */
export const otherPaymentReferenceMax = 100;

/**
 * Another payment method says how the customer pays and where to find it (e.g. 'Bank transfer,
 * invoice 1234'), so whoever captures it on the orders desk can match the money (ADR 072): required
 * for that method, at least three characters. Answers the problem, or null.
 */
export function otherPaymentReferenceProblem(
  method: string,
  reference: string | null | undefined,
): string | null {
  if (method !== "StaffOnlyOtherPaymentMethod") return null;
  return (reference ?? "").trim().length >= 3
    ? null
    : "Please say how the customer pays and its reference, e.g. 'Bank transfer, invoice 1234'.";
}

/** The cash taken for an amount due: the change in cents, or why it cannot be taken. */
export type CashCount = { ok: true; tendered: number; change: number } | { ok: false; message: string };

/**
 * The change for cash handed over (reference/payments.md: staff record the amount tendered and the
 * change): tendered at least the amount due, both whole cents. `money` formats the amounts of a message.
 */
export function cashChange(
  due: number,
  tendered: number | null | undefined,
  money: (cents: number) => string = (cents) => `$${(cents / 100).toFixed(2)}`,
): CashCount {
  if (tendered === null || tendered === undefined)
    return { ok: false, message: `Please enter the cash tendered (at least ${money(due)}).` };
  if (!Number.isInteger(tendered) || tendered < 0)
    return { ok: false, message: "The cash tendered is an amount in dollars and cents." };
  if (tendered < due)
    return {
      ok: false,
      message: `The cash tendered (${money(tendered)}) is less than the amount due (${money(due)}).`,
    };
  return { ok: true, tendered, change: tendered - due };
}

/**
 * How a counter payment reads on the confirmation and in the mail (ADR 037): cash with what was
 * tendered and the change; the methods on account with when they are paid. null for other methods.
 */
export function staffPaymentNote(
  payment: {
    method: string;
    cashTendered: number | null;
    cashChange: number | null;
    staffReference?: string | null;
  },
  money: (cents: number) => string,
): string | null {
  switch (payment.method) {
    case "Cash":
      return payment.cashTendered !== null && payment.cashChange !== null
        ? `Paid in cash: ${money(payment.cashTendered)} tendered, ${money(payment.cashChange)} change.`
        : "Paid in cash.";
    case "COD":
      return "Cash on delivery: the amount is paid when the order is delivered.";
    case "CRAccount":
      return "Charged to the customer's account, payable on the account's terms.";
    case "StaffOnlyOtherPaymentMethod":
      return payment.staffReference
        ? `To be paid by another method arranged with our staff: ${payment.staffReference}.`
        : "To be paid by another method arranged with our staff.";
    default:
      return null;
  }
}
