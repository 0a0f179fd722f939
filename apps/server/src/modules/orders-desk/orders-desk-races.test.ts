import { randomUUID } from "node:crypto";
import { orderPaymentState } from "@store/domain/payment-attempt";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardSandboxRefunds } from "../../payments/payments.tables.ts";
import {
  deskAction,
  deskOrder,
  placedCardOrder,
  staffBrowser,
  statusAndErrors,
} from "../../testing/desk-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import type { browserOf, TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * The orders desk under concurrency, on PostgreSQL (row locks behave differently on PGlite, which has
 * one connection): concurrent refunds never give back more than was captured, a retried action (the
 * same Idempotency-Key) acts once at the provider and in the database, and a capture and a void of one
 * authorisation never both happen (ADR 038). Skipped only when no PostgreSQL answers.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let colleague: ReturnType<typeof browserOf>;

useRaceStore(async (opened) => {
  store = opened;
  staff = await staffBrowser(opened);
  colleague = await staffBrowser(opened, "staff2@example.com");
});

/** What the database, the cache and the sandbox acquirer say about one order's money now. */
async function moneyOf(orderId: number, paymentId: string) {
  const db = store.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const attempts = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const refunds = await db
    .select()
    .from(cardSandboxRefunds)
    .where(eq(cardSandboxRefunds.paymentReference, paymentId));
  return {
    amountPaid: order?.amountPaid,
    state: orderPaymentState(order?.total ?? 0, attempts),
    attempt: attempts.find((a) => a.id === paymentId),
    refundedAtAcquirer: refunds.reduce((sum, r) => sum + r.amount, 0),
    refundsAtAcquirer: refunds.length,
  };
}

describe.runIf(racesRun)("the orders desk under concurrency (PostgreSQL)", () => {
  it("never refunds more than was captured, whoever refunds at the same moment", async () => {
    const { order, payment } = await placedCardOrder(store, { skip: 0 });
    const share = Math.ceil(order.total * 0.3);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        statusAndErrors(deskAction(i % 2 === 0 ? staff : colleague, "refund", payment.id, { amount: share })),
      ),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const done = answers.filter((a) => a.status === 200).length;
    expect(done).toBe(3);
    const money = await moneyOf(order.id, payment.id);
    expect(money.attempt?.refundedAmount).toBe(done * share);
    expect(money.refundedAtAcquirer).toBe(done * share);
    expect(money.attempt?.refundedAmount).toBeLessThanOrEqual(money.attempt?.capturedAmount ?? 0);
    expect(money.amountPaid).toBe(order.total - done * share);
    expect(money.amountPaid).toBe(money.state.paid);
    const shown = await deskOrder(staff, order.reference);
    expect(shown.events.filter((e) => e.result === "moved")).toHaveLength(done);
    // The store held the money itself: the acquirer was never asked for a refund it had to refuse
    expect(shown.events.filter((e) => e.result !== "moved")).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.errors?.[0]).toMatch(
        /^(At most \$[\d,.]+ can be refunded|Nothing is left to refund)/,
      );
  }, 120_000);

  it("acts once for 20 retries of one refund sent at once", async () => {
    const { order, payment } = await placedCardOrder(store, { skip: 1 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        statusAndErrors(deskAction(staff, "refund", payment.id, { amount: 1234 }, key)),
      ),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.errors).toEqual(["This action is in progress. Reload the order in a moment."]);
    const money = await moneyOf(order.id, payment.id);
    expect(money.attempt?.refundedAmount).toBe(1234);
    expect(money.refundsAtAcquirer).toBe(1);
    expect(money.amountPaid).toBe(order.total - 1234);
    // And once more afterwards: the stored answer
    expect(
      (await statusAndErrors(deskAction(staff, "refund", payment.id, { amount: 1234 }, key))).status,
    ).toBe(200);
    expect((await moneyOf(order.id, payment.id)).refundsAtAcquirer).toBe(1);
  }, 120_000);

  it("a lost refund retried from two places at once is made once", async () => {
    const { order, payment } = await placedCardOrder(store, { skip: 2 });
    const key = randomUUID();
    expect(
      (await statusAndErrors(deskAction(staff, "refund", payment.id, { amount: 6670 }, key))).status,
    ).toBe(502);
    const retries = await Promise.all(
      Array.from({ length: 10 }, () =>
        statusAndErrors(deskAction(staff, "refund", payment.id, { amount: 6670 }, key)),
      ),
    );
    for (const answer of retries) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const money = await moneyOf(order.id, payment.id);
    expect([money.attempt?.refundedAmount, money.refundsAtAcquirer]).toEqual([6670, 1]);
    expect(money.amountPaid).toBe(order.total - 6670);
  }, 120_000);

  it("lets a capture or a void of one authorisation through, never both", async () => {
    const { order, payment } = await placedCardOrder(store, { skip: 3 });
    await store.database.db
      .update(orderPayments)
      .set({ status: "authorised", capturedAmount: 0 })
      .where(eq(orderPayments.id, payment.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        statusAndErrors(
          deskAction(i % 3 ? staff : colleague, i % 2 === 0 ? "capture" : "void", payment.id, {}),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const money = await moneyOf(order.id, payment.id);
    expect(["captured", "voided"]).toContain(money.attempt?.status);
    expect(money.amountPaid).toBe(money.attempt?.status === "captured" ? order.total : 0);
    expect(money.amountPaid).toBe(money.state.paid);
  }, 120_000);
});
