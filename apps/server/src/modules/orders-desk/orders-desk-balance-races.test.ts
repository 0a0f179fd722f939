import { randomUUID } from "node:crypto";
import { deskPaymentWaitSchema } from "@store/domain/orders-desk.schema";
import { orderPaymentState } from "@store/domain/payment-attempt";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { zipSandboxPurchases } from "../../payments/payments.tables.ts";
import { placedCardOrder, staffBrowser, takeBalance, zipBalanceWaiting } from "../../testing/desk-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import type { browserOf, TestStore } from "../../testing/test-store.ts";
import { answerInZipApp } from "../../testing/zip-in-store-kit.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * Taking a deposit order's balance in store under concurrency, on PostgreSQL (PGlite has one
 * connection, so its row locks never meet): a double submit with one Idempotency-Key takes the balance
 * once, and two staff members taking it at the same moment with their own keys never take more than is
 * left (ADR 038, amended); a Zip in store balance approved while many polls, a webhook and a cancel
 * arrive together is recorded once, or cancelled and given back, never both (ADR 093). Skipped only
 * when no PostgreSQL answers.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let colleague: ReturnType<typeof browserOf>;

useRaceStore(async (opened) => {
  store = opened;
  staff = await staffBrowser(opened);
  colleague = await staffBrowser(opened, "staff2@example.com");
});

async function moneyOf(orderId: number) {
  const db = store.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const attempts = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return {
    amountPaid: order?.amountPaid,
    state: orderPaymentState(order?.total ?? 0, attempts),
    balances: attempts.filter((a) => a.purpose === "balance"),
  };
}

describe.runIf(racesRun)("taking a balance in store under concurrency (PostgreSQL)", () => {
  it("takes a double-submitted balance once: 10 copies of one key", async () => {
    const order = (await placedCardOrder(store, { deposit: true, skip: 0 })).order;
    const due = order.total - order.amountPaid;
    const key = randomUUID();
    const body = { method: "Cash", amount: due, cashTendered: due + 500 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => takeBalance(staff, order.reference, body, key)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const ids = new Set(
      await Promise.all(
        answers.map(async (a) => ((await a.json()) as { balance: { paymentId: string } }).balance.paymentId),
      ),
    );
    expect(ids.size).toBe(1);
    const money = await moneyOf(order.id);
    expect(money.balances).toHaveLength(1);
    expect(money.amountPaid).toBe(order.total);
    expect(money.state).toMatchObject({ status: "paid", paid: order.total });
    const events = await store.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, "staff"), eq(paymentEvents.eventId, key)));
    expect(events).toHaveLength(1);
  });

  it("never takes more than the balance when two staff take it at once with their own keys", async () => {
    const order = (await placedCardOrder(store, { deposit: true, skip: 1 })).order;
    const due = order.total - order.amountPaid;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        takeBalance(i % 2 === 0 ? staff : colleague, order.reference, {
          method: "Cash",
          amount: due,
          cashTendered: due,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const money = await moneyOf(order.id);
    expect(money.balances).toHaveLength(1);
    expect(money.amountPaid).toBe(order.total);
    expect(money.state.paid).toBe(order.total);
  });

  const zipWaiting = (skip: number, code: string) => zipBalanceWaiting(store, staff, skip, code);
  const poll = async (paymentId: string, as = staff) =>
    deskPaymentWaitSchema.parse(await (await as(`/api/orders-desk/payments/${paymentId}/status`)).json());

  it("records a Zip approval once when 10 polls from two desks see it at the same moment", async () => {
    const { order, paymentId } = await zipWaiting(2, "420001");
    await answerInZipApp(store, "420001", "approve");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => poll(paymentId, i % 2 === 0 ? staff : colleague)),
    );
    expect(answers.every((a) => a.paymentStatus === "Approved")).toBe(true);
    const money = await moneyOf(order.id);
    expect(money.amountPaid).toBe(order.total);
    expect(money.state).toMatchObject({ status: "paid", paid: order.total });
    const captures = await store.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.result, "moved")));
    expect(captures.map((e) => e.kind).sort()).toEqual(["balance", "captured"]);
  });

  it("never keeps a Zip payment the order does not record when a cancel meets the approval", async () => {
    for (const [skip, code] of [
      [3, "420002"],
      [4, "420003"],
      [5, "420004"],
    ] as const) {
      const { order, paymentId } = await zipWaiting(skip, code);
      await answerInZipApp(store, code, "approve");
      const cancel = staff(`/api/orders-desk/payments/${paymentId}/cancel`, { method: "POST", body: "{}" });
      const polls = Array.from({ length: 5 }, () => poll(paymentId, colleague));
      const [cancelled] = await Promise.all([cancel, ...polls]);
      expect(cancelled.status).toBe(200);
      const money = await moneyOf(order.id);
      const [purchase] = await store.database.db
        .select()
        .from(zipSandboxPurchases)
        .where(eq(zipSandboxPurchases.reference, paymentId));
      const [attempt] = money.balances;
      if (attempt?.status === "captured") {
        // The approval was recorded first: the cancel withdrew nothing
        expect(purchase?.state).toBe("approved");
        expect(money.amountPaid).toBe(order.total);
      } else {
        // The cancel claimed it first: Zip gave the money back and the order records none of it
        expect(attempt?.status).toBe("voided");
        expect(purchase?.state).toBe("cancelled");
        expect(money.amountPaid).toBe(order.amountPaid);
      }
    }
  });
});
