import { describe, expect, it } from "vitest";
import {
  type AttemptEvent,
  type AttemptMoney,
  type AttemptStatus,
  applyAttemptEvent,
  attemptStatuses,
  orderPaymentState,
} from "./payment-attempt.ts";

const attempt = (status: AttemptStatus, extra: Partial<AttemptMoney> = {}): AttemptMoney => ({
  status,
  amount: 100_00,
  capturedAmount: 0,
  refundedAmount: 0,
  ...extra,
});

/** Applies events in order, failing on anything but a move. */
function walk(start: AttemptMoney, events: AttemptEvent[]): AttemptMoney {
  let current = start;
  for (const event of events) {
    const next = applyAttemptEvent(current, event);
    if (next.result !== "moved") throw new Error(`${event.kind}: ${next.reason}`);
    current = next.attempt;
  }
  return current;
}

describe("applyAttemptEvent (ADR 034)", () => {
  it("walks the happy path: action, authorised, captured in parts, refunded in parts", () => {
    const end = walk(attempt("created"), [
      { kind: "requires_action" },
      { kind: "authorised" },
      { kind: "captured", amount: 30_00 },
      { kind: "captured", amount: 70_00 },
      { kind: "refunded", amount: 10_00 },
      { kind: "refunded", amount: 90_00 },
    ]);
    expect(end).toEqual({
      status: "refunded",
      amount: 100_00,
      capturedAmount: 100_00,
      refundedAmount: 100_00,
    });
  });

  it("authorises less than asked when the provider says so, never more", () => {
    const less = applyAttemptEvent(attempt("created"), { kind: "authorised", amount: 60_00 });
    expect(less).toMatchObject({ result: "moved", attempt: { status: "authorised", amount: 60_00 } });
    expect(applyAttemptEvent(attempt("created"), { kind: "authorised", amount: 100_01 }).result).toBe(
      "invalid",
    );
    expect(applyAttemptEvent(attempt("created"), { kind: "authorised", amount: 0 }).result).toBe("invalid");
  });

  it("ignores late and repeated events instead of moving backwards", () => {
    const captured = attempt("captured", { capturedAmount: 100_00 });
    expect(applyAttemptEvent(captured, { kind: "authorised" }).result).toBe("ignored");
    expect(applyAttemptEvent(captured, { kind: "requires_action" }).result).toBe("ignored");
    expect(applyAttemptEvent(captured, { kind: "refused" }).result).toBe("ignored");
    expect(applyAttemptEvent(captured, { kind: "expired" }).result).toBe("ignored");
    expect(applyAttemptEvent(attempt("authorised"), { kind: "authorised" }).result).toBe("ignored");
    expect(applyAttemptEvent(attempt("requires_action"), { kind: "requires_action" }).result).toBe("ignored");
    for (const ended of ["refused", "error", "voided", "expired"] as const) {
      expect(applyAttemptEvent(attempt(ended), { kind: "authorised" }).result, ended).toBe("ignored");
      expect(applyAttemptEvent(attempt(ended), { kind: "captured", amount: 1 }).result, ended).toBe(
        "ignored",
      );
    }
  });

  it("never captures more than was authorised, nor refunds more than was captured", () => {
    const part = attempt("captured", { capturedAmount: 90_00 });
    expect(applyAttemptEvent(part, { kind: "captured", amount: 10_01 })).toMatchObject({ result: "invalid" });
    expect(applyAttemptEvent(part, { kind: "captured", amount: 10_00 })).toMatchObject({ result: "moved" });
    expect(applyAttemptEvent(part, { kind: "refunded", amount: 90_01 })).toMatchObject({ result: "invalid" });
    expect(applyAttemptEvent(attempt("authorised"), { kind: "refunded", amount: 1 })).toMatchObject({
      result: "invalid",
    });
    expect(applyAttemptEvent(attempt("authorised"), { kind: "captured", amount: -5 })).toMatchObject({
      result: "invalid",
    });
    expect(applyAttemptEvent(part, { kind: "refunded", amount: 1.5 })).toMatchObject({ result: "invalid" });
  });

  it("voids an authorisation but refunds a capture; expires a shopper who never finished or an old authorisation", () => {
    expect(applyAttemptEvent(attempt("authorised"), { kind: "voided" })).toMatchObject({
      attempt: { status: "voided" },
    });
    expect(applyAttemptEvent(attempt("requires_action"), { kind: "voided" })).toMatchObject({
      result: "moved",
    });
    expect(applyAttemptEvent(attempt("captured", { capturedAmount: 1 }), { kind: "voided" }).result).toBe(
      "invalid",
    );
    expect(applyAttemptEvent(attempt("requires_action"), { kind: "expired" })).toMatchObject({
      result: "moved",
    });
    expect(applyAttemptEvent(attempt("authorised"), { kind: "expired" })).toMatchObject({ result: "moved" });
    expect(applyAttemptEvent(attempt("voided"), { kind: "voided" }).result).toBe("ignored");
  });

  it("refuses or fails only an attempt not yet authorised", () => {
    expect(applyAttemptEvent(attempt("created"), { kind: "refused" })).toMatchObject({
      attempt: { status: "refused" },
    });
    expect(applyAttemptEvent(attempt("requires_action"), { kind: "error" })).toMatchObject({
      attempt: { status: "error" },
    });
    expect(applyAttemptEvent(attempt("authorised"), { kind: "refused" }).result).toBe("ignored");
  });

  it("answers every state and event with a result (no state is a dead end it cannot explain)", () => {
    const events: AttemptEvent[] = [
      { kind: "requires_action" },
      { kind: "authorised" },
      { kind: "captured", amount: 1 },
      { kind: "refunded", amount: 1 },
      { kind: "refused" },
      { kind: "error" },
      { kind: "voided" },
      { kind: "expired" },
    ];
    for (const status of attemptStatuses)
      for (const event of events) {
        const result = applyAttemptEvent(attempt(status, { capturedAmount: 1 }), event);
        expect(["moved", "ignored", "invalid"]).toContain(result.result);
        if (result.result !== "moved") expect(result.reason.length).toBeGreaterThan(0);
      }
  });
});

describe("orderPaymentState", () => {
  const total = 1000_00;
  it("is unpaid with no attempts, or only failed ones", () => {
    expect(orderPaymentState(total, [])).toEqual({
      status: "unpaid",
      paid: 0,
      authorised: 0,
      remaining: total,
    });
    expect(orderPaymentState(total, [attempt("refused"), attempt("expired")]).status).toBe("unpaid");
  });

  it("counts authorisations apart from money captured", () => {
    expect(orderPaymentState(total, [attempt("authorised", { amount: 300_00 })]).status).toBe(
      "partly_authorised",
    );
    expect(orderPaymentState(total, [attempt("authorised", { amount: total })])).toMatchObject({
      status: "authorised",
      authorised: total,
      paid: 0,
    });
  });

  it("is partly paid after a deposit, paid when the balance follows, overpaid past the total", () => {
    const deposit = attempt("captured", { amount: 300_00, capturedAmount: 300_00 });
    expect(orderPaymentState(total, [deposit])).toMatchObject({
      status: "partly_paid",
      paid: 300_00,
      remaining: 700_00,
    });
    const balance = attempt("captured", { amount: 700_00, capturedAmount: 700_00 });
    expect(orderPaymentState(total, [deposit, balance])).toMatchObject({ status: "paid", remaining: 0 });
    const twice = attempt("captured", { amount: 700_00, capturedAmount: 700_00 });
    expect(orderPaymentState(total, [deposit, balance, twice])).toMatchObject({
      status: "overpaid",
      remaining: 0,
    });
  });

  it("is refunded when every captured cent went back, partly paid after a part refund", () => {
    const whole = attempt("refunded", { amount: total, capturedAmount: total, refundedAmount: total });
    expect(orderPaymentState(total, [whole]).status).toBe("refunded");
    const part = attempt("refunded", { amount: total, capturedAmount: total, refundedAmount: 100_00 });
    expect(orderPaymentState(total, [part])).toMatchObject({ status: "partly_paid", paid: 900_00 });
  });

  it("calls a free order paid", () => {
    expect(orderPaymentState(0, []).status).toBe("paid");
  });
});
