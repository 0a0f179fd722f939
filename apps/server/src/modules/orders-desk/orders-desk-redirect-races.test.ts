import { orderPaymentState } from "@store/domain/payment-attempt";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { redirectSandboxCheckouts, redirectSandboxRefunds } from "../../payments/payments.tables.ts";
import { deskAction, staffBrowser, statusAndErrors } from "../../testing/desk-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { redirectPaidOrder } from "../../testing/redirect-kit.ts";
import type { browserOf, TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * The orders desk's redirect adapters under concurrency, on PostgreSQL (ADR 043): two staff members
 * refunding one Afterpay order at the same moment never give back more than was captured, at the
 * provider or in the store, and a capture and a void of one PayPal authorisation never both happen.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let colleague: ReturnType<typeof browserOf>;

useRaceStore(async (opened) => {
  store = opened;
  staff = await staffBrowser(opened);
  colleague = await staffBrowser(opened, "staff2@example.com");
});

/** The store's and the provider's record of one order's money. */
async function moneyOf(orderId: number, paymentId: string) {
  const db = store.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const attempts = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const [provider] = await db
    .select()
    .from(redirectSandboxCheckouts)
    .where(eq(redirectSandboxCheckouts.reference, paymentId));
  const refunds = await db
    .select()
    .from(redirectSandboxRefunds)
    .where(eq(redirectSandboxRefunds.paymentReference, paymentId));
  return {
    amountPaid: order?.amountPaid,
    state: orderPaymentState(order?.total ?? 0, attempts),
    attempt: attempts.find((a) => a.id === paymentId),
    provider,
    refundedAtProvider: refunds.reduce((sum, r) => sum + r.amount, 0),
  };
}

describe.runIf(racesRun)("the orders desk's redirect adapters under concurrency (PostgreSQL)", () => {
  it("two staff refunding one Afterpay order at once never give back more than was captured", async () => {
    const { order, paymentId } = await redirectPaidOrder(store, "AfterPay", "captured", 0);
    const share = Math.ceil(order.total * 0.3);
    // Each asks for 30% four times, interleaved: at most three can be done
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        statusAndErrors(deskAction(i % 2 ? staff : colleague, "refund", paymentId, { amount: share })),
      ),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const done = answers.filter((a) => a.status === 200).length;
    expect(done).toBe(3);
    const money = await moneyOf(order.id, paymentId);
    expect(money.attempt?.refundedAmount).toBe(done * share);
    expect(money.refundedAtProvider).toBe(done * share);
    expect(money.provider?.refundedAmount).toBe(done * share);
    expect(money.refundedAtProvider).toBeLessThanOrEqual(money.provider?.capturedAmount ?? 0);
    expect(money.amountPaid).toBe(order.total - done * share);
    expect(money.amountPaid).toBe(money.state.paid);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.errors?.[0]).toMatch(
        /^(At most \$[\d,.]+ can be refunded|Nothing is left to refund)/,
      );
  }, 120_000);

  it("lets a capture or a void of one PayPal authorisation through, never both", async () => {
    const { order, paymentId } = await redirectPaidOrder(store, "PayPal", "authorised", 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        statusAndErrors(
          deskAction(i % 3 ? staff : colleague, i % 2 === 0 ? "capture" : "void", paymentId, {}),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const money = await moneyOf(order.id, paymentId);
    if (money.attempt?.status === "captured") {
      expect(money.provider).toMatchObject({ state: "captured", capturedAmount: order.total });
      expect(money.amountPaid).toBe(order.total);
    } else {
      expect(money.attempt?.status).toBe("voided");
      expect(money.provider).toMatchObject({ state: "cancelled", capturedAmount: 0 });
      expect(money.amountPaid).toBe(0);
    }
    expect(money.amountPaid).toBe(money.state.paid);
  }, 120_000);
});
