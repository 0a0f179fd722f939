import { randomUUID } from "node:crypto";
import { orderPaymentState } from "@store/domain/payment-attempt";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fillCart, placeWithDeposit, stockedProduct } from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
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
  staff = browserOf(opened.app);
  await signInAs(opened, staff, "staff@example.com");
  colleague = browserOf(opened.app);
  await signInAs(opened, colleague, "staff2@example.com");
});

async function depositOrder(skip: number) {
  const browser = browserOf(store.app);
  const cartId = await fillCart(browser, (await stockedProduct(store.database.db, 3, skip)).sku);
  await placeWithDeposit(browser);
  const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!order) throw new Error("no order");
  return order;
}

function take(reference: string, body: unknown, key: string, browser = staff) {
  return browser(`/api/orders-desk/orders/${reference}/balance`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "idempotency-key": key },
  });
}

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
    const order = await depositOrder(0);
    const due = order.total - order.amountPaid;
    const key = randomUUID();
    const body = { method: "Cash", amount: due, cashTendered: due + 500 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => take(order.reference, body, key)));
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
    const order = await depositOrder(1);
    const due = order.total - order.amountPaid;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        take(
          order.reference,
          { method: "Cash", amount: due, cashTendered: due },
          randomUUID(),
          i % 2 === 0 ? staff : colleague,
        ),
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
