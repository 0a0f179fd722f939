import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout.schema.ts";
import {
  deskAmountFormSchema,
  deskBalanceSchema,
  deskCaptureSchema,
  deskRefundSchema,
} from "./orders-desk.schema.ts";
import {
  type DeskActionKind,
  deskActionProblem,
  deskAttemptSummary,
  deskBalanceMethodLabels,
  deskBalanceMethods,
  deskEventSourceName,
  deskLimits,
  deskMoney,
} from "./orders-desk.ts";
import type { AttemptMoney, AttemptStatus } from "./payment-attempt.ts";

const attempt = (status: AttemptStatus, extra: Partial<AttemptMoney> = {}): AttemptMoney => ({
  status,
  amount: 100_00,
  capturedAmount: 0,
  refundedAmount: 0,
  ...extra,
});
const all = new Set<DeskActionKind>(["capture", "void", "refund"]);

describe("deskLimits", () => {
  it("captures what is authorised and not captured, never more than the order lacks", () => {
    expect(deskLimits(attempt("authorised"), 500_00, [], all)).toEqual({
      capture: 100_00,
      refund: 0,
      void: true,
    });
    expect(deskLimits(attempt("authorised"), 60_00, [], all).capture).toBe(60_00);
    const part = attempt("captured", { capturedAmount: 30_00 });
    expect(deskLimits(part, 500_00, [], all)).toEqual({ capture: 70_00, refund: 30_00, void: false });
  });

  it("refunds what was captured less refunds and refunds in flight", () => {
    const captured = attempt("captured", { capturedAmount: 100_00 });
    expect(deskLimits(captured, 0, [], all).refund).toBe(100_00);
    const refunded = attempt("refunded", { capturedAmount: 100_00, refundedAmount: 40_00 });
    expect(deskLimits(refunded, 0, [{ kind: "refund", amount: 25_00 }], all).refund).toBe(35_00);
    expect(deskLimits(refunded, 0, [{ kind: "refund", amount: 60_00 }], all).refund).toBe(0);
  });

  it("holds everything while a void is in flight, and voids only with nothing in flight", () => {
    expect(deskLimits(attempt("authorised"), 100_00, [{ kind: "void", amount: null }], all)).toEqual({
      capture: 0,
      refund: 0,
      void: false,
    });
    expect(deskLimits(attempt("authorised"), 100_00, [{ kind: "capture", amount: 10_00 }], all)).toEqual({
      capture: 90_00,
      refund: 0,
      void: false,
    });
  });

  it("offers only what the method's adapter can do, and nothing on an attempt that ended", () => {
    const refundOnly = new Set<DeskActionKind>(["refund"]);
    expect(deskLimits(attempt("authorised"), 100_00, [], refundOnly)).toEqual({
      capture: 0,
      refund: 0,
      void: false,
    });
    for (const status of ["created", "requires_action", "refused", "error", "voided", "expired"] as const)
      expect(deskLimits(attempt(status), 100_00, [], all)).toEqual({ capture: 0, refund: 0, void: false });
  });
});

describe("deskActionProblem", () => {
  const limits = { capture: 50_00, refund: 1234_56, void: false };
  it("names the most that may be done", () => {
    expect(deskActionProblem("refund", 2000_00, limits, "CreditCard", all)).toBe(
      "At most $1,234.56 can be refunded on this payment.",
    );
    expect(deskActionProblem("capture", 60_00, limits, "CreditCard", all)).toBe(
      "At most $50 can be captured on this payment.",
    );
    expect(deskActionProblem("refund", 1234_56, limits, "CreditCard", all)).toBeNull();
    expect(deskActionProblem("capture", null, limits, "CreditCard", all)).toBeNull();
  });

  it("says when nothing is left, a void is not possible, or the method cannot do it", () => {
    const none = { capture: 0, refund: 0, void: false };
    expect(deskActionProblem("refund", 1, none, "CreditCard", all)).toBe(
      "Nothing is left to refund on this payment.",
    );
    expect(deskActionProblem("capture", null, none, "CreditCard", all)).toBe(
      "Nothing is left to capture on this payment.",
    );
    expect(deskActionProblem("void", null, none, "CreditCard", all)).toMatch(
      /^Only a payment that is authorised/,
    );
    expect(deskActionProblem("void", null, none, "Cash", new Set(["refund"]))).toBe(
      "Cash payments cannot be voided from the orders desk.",
    );
  });
});

describe("the desk's words and forms", () => {
  it("writes money and an attempt's state", () => {
    expect(deskMoney(0)).toBe("$0");
    expect(deskMoney(129_950)).toBe("$1,299.50");
    expect(deskMoney(100_000_000)).toBe("$1,000,000");
    expect(deskAttemptSummary(attempt("refunded", { capturedAmount: 120_00, refundedAmount: 40_00 }))).toBe(
      "Refunded $40 of $120",
    );
    expect(deskAttemptSummary(attempt("refunded", { capturedAmount: 120_00, refundedAmount: 120_00 }))).toBe(
      "Refunded in full",
    );
    expect(deskAttemptSummary(attempt("captured", { capturedAmount: 100_00 }))).toBe("Captured");
  });

  it("turns dollars typed into cents, and refuses what is not an amount", () => {
    expect(deskAmountFormSchema.parse({ amount: "$1,234.5" })).toEqual({ amount: 123_450 });
    expect(deskAmountFormSchema.safeParse({ amount: "12.345" }).success).toBe(false);
    expect(deskAmountFormSchema.safeParse({ amount: "" }).success).toBe(false);
    expect(deskRefundSchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(deskRefundSchema.safeParse({ amount: 10.5 }).success).toBe(false);
    expect(deskRefundSchema.safeParse({ amount: 10, extra: 1 }).success).toBe(false);
    expect(deskCaptureSchema.parse({})).toEqual({});
  });

  it("names who sent a recorded event, and keeps an unknown sender's id", () => {
    expect(deskEventSourceName("zip-in-store")).toBe("Zip in store");
    expect(deskEventSourceName("card")).toBe("the card acquirer");
    expect(deskEventSourceName("wallet")).toBe("Apple Pay or Google Pay");
    expect(deskEventSourceName("klarna")).toBe("Klarna");
    expect(deskEventSourceName("acme-pay")).toBe("acme-pay");
    expect(deskEventSourceName("toString")).toBe("toString");
  });
});

describe("taking a balance by Zip in store (ADR 093)", () => {
  it("is one of the desk's balance methods, named for staff", () => {
    expect(deskBalanceMethods).toEqual([
      "Cash",
      "COD",
      "CRAccount",
      "StaffOnlyOtherPaymentMethod",
      "ZipInStore",
    ]);
    expect(deskBalanceMethodLabels.ZipInStore).toMatch(/^Zip in store/);
  });

  it("takes the code from the customer's app as exactly 6 digits", () => {
    const zip = (devicePaymentCode: unknown) =>
      deskBalanceSchema.safeParse({ method: "ZipInStore", amount: 100, devicePaymentCode });
    expect(zip("424242").success).toBe(true);
    expect(zip(null).success).toBe(true);
    for (const bad of ["42424", "4242420", "42 424", "abcdef", 424242]) {
      const parsed = zip(bad);
      expect(parsed.success, String(bad)).toBe(false);
    }
    expect(zip("42424").error?.issues[0]?.message).toBe(checkoutMessages.devicePaymentCode);
    expect(deskBalanceSchema.safeParse({ method: "Zip", amount: 100 }).success).toBe(false);
  });
});
