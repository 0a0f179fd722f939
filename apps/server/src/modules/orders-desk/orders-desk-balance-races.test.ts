import { randomUUID } from "node:crypto";
import { orderPaymentState } from "@store/domain/payment-attempt";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placedCardOrder, staffBrowser, takeBalance } from "../../testing/desk-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import type { browserOf, TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * Taking a deposit order's balance in store under concurrency, on PostgreSQL (PGlite has one
 * connection, so its row locks never meet): a double submit with one Idempotency-Key takes the balance
 * once, and two staff members taking it at the same moment with their own keys never take more than is
 * left (ADR 038, amended). Skipped only when no PostgreSQL answers.
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
});
