import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { checkoutForm, fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, createTestStore, type TestStore } from "../../testing/test-store.ts";
import { OrderService, type PaymentEventKey, type PaymentUpdate } from "./order.service.ts";
import { orderPayments, orders, paymentEvents } from "./order.tables.ts";

/**
 * The payment model in the database (ADR 034): every change to an attempt goes through the state
 * machine under the attempt's row lock, and a provider event or staff action is applied once.
 */

let store: TestStore;
let service: OrderService;

beforeAll(async () => {
  store = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
  service = new OrderService(store.database.db);
});
afterAll(async () => {
  await store?.close();
});

/** A card order placed through checkout: its attempt is authorised and captured in full. */
async function placedAttempt(skip: number) {
  const browser = browserOf(store.app);
  const product = await stockedProduct(store.database.db, 3, skip);
  const cartId = await fillCart(browser, product.sku);
  const placed = await placeOrder(browser, await checkoutForm(browser));
  if (!placed.body?.orderCompleted) throw new Error(`not placed: ${JSON.stringify(placed.raw)}`);
  const [row] = await store.database.db
    .select({ payment: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orders.cartId, cartId));
  if (!row) throw new Error("no attempt");
  return row.payment;
}

function change(paymentId: string, update: PaymentUpdate, event?: PaymentEventKey) {
  return store.database.db.transaction((tx) =>
    service.changePayment(tx as unknown as Db, paymentId, update, event ? { event } : {}),
  );
}

describe("payment attempts (ADR 034)", () => {
  it("refunds in parts up to what was captured, and says why it refuses more", async () => {
    const attempt = await placedAttempt(0);
    expect([attempt.status, attempt.capturedAmount]).toEqual(["captured", attempt.amount]);

    const part = await change(attempt.id, { status: "refunded", amount: 1000 });
    expect(part.result).toBe("moved");
    expect([part.payment?.status, part.payment?.refundedAmount]).toEqual(["refunded", 1000]);

    const tooMuch = await change(attempt.id, { status: "refunded", amount: attempt.amount });
    expect(tooMuch).toMatchObject({
      result: "invalid",
      reason: "A refund cannot return more than was captured.",
    });
    const rest = await change(attempt.id, { status: "refunded", amount: attempt.amount - 1000 });
    expect(rest.payment?.refundedAmount).toBe(attempt.amount);

    const voided = await change(attempt.id, { status: "voided" });
    expect(voided).toMatchObject({
      result: "invalid",
      reason: "A captured payment is refunded, not voided.",
    });
  });

  it("applies an event once: the duplicate is recorded nowhere else and changes nothing", async () => {
    const attempt = await placedAttempt(1);
    const event = { provider: "card", eventId: `refund-${attempt.id}` };
    const first = await change(attempt.id, { status: "refunded", amount: 500 }, event);
    const second = await change(attempt.id, { status: "refunded", amount: 500 }, event);
    expect(first.result).toBe("moved");
    expect(second.result).toBe("duplicate");
    const [row] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, attempt.id));
    expect(row?.refundedAmount).toBe(500);
    const events = await store.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, attempt.id));
    expect(events.map((e) => [e.provider, e.kind, e.amount, e.result])).toEqual([
      ["card", "refunded", 500, "moved"],
    ]);
  });

  it("ignores a late authorisation after the capture, and records that it did", async () => {
    const attempt = await placedAttempt(2);
    const late = await change(
      attempt.id,
      { status: "authorised", pspReference: "LATE", cardSummary: null },
      { provider: "card", eventId: `late-${attempt.id}` },
    );
    expect(late.result).toBe("ignored");
    const [row] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, attempt.id));
    expect([row?.status, row?.pspReference]).toEqual(["captured", attempt.pspReference]);
    const [event] = await store.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `late-${attempt.id}`));
    expect(event?.result).toBe("ignored");
    expect(event?.reason).toContain("already captured");
  });

  it("refuses an amount outside the attempt in the database too (a check, not only the rule)", async () => {
    const attempt = await placedAttempt(3);
    await expect(
      store.database.db
        .update(orderPayments)
        .set({ refundedAmount: attempt.amount + 1 })
        .where(eq(orderPayments.id, attempt.id)),
    ).rejects.toThrow();
  });
});

describe.runIf(racesRun)("payment attempts under concurrency (PostgreSQL)", () => {
  let pgStore: TestStore;
  useRaceStore((opened) => {
    pgStore = opened;
  });

  it("applies 20 copies of one event once, and never refunds more than was captured", async () => {
    const pgService = new OrderService(pgStore.database.db);
    const browser = browserOf(pgStore.app);
    const product = await stockedProduct(pgStore.database.db, 3);
    const cartId = await fillCart(browser, product.sku);
    await placeOrder(browser, await checkoutForm(browser));
    const [row] = await pgStore.database.db
      .select({ payment: orderPayments })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orders.cartId, cartId));
    const attempt = row?.payment;
    if (!attempt) throw new Error("no attempt");
    const apply = (update: PaymentUpdate, event: PaymentEventKey) =>
      pgStore.database.db.transaction((tx) =>
        pgService.changePayment(tx as unknown as Db, attempt.id, update, { event }),
      );

    const copies = await Promise.all(
      Array.from({ length: 20 }, () =>
        apply({ status: "refunded", amount: 100 }, { provider: "card", eventId: "one-refund" }),
      ),
    );
    expect(copies.filter((c) => c.result === "moved")).toHaveLength(1);
    expect(copies.filter((c) => c.result === "duplicate")).toHaveLength(19);

    // Each a third of what is left: at most two fit, whatever the order they run in
    const third = Math.floor((attempt.amount - 100) / 3) + 1;
    const refunds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apply({ status: "refunded", amount: third }, { provider: "staff", eventId: `refund-${i}` }),
      ),
    );
    expect(refunds.filter((r) => r.result === "moved")).toHaveLength(2);
    const [after] = await pgStore.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, attempt.id));
    expect(after?.refundedAmount).toBe(100 + 2 * third);
  });
});
