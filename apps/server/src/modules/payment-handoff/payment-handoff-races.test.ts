import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../db/sql-rows.ts";
import { orderMails } from "../../testing/checkout-kit.ts";
import {
  handedToPhone,
  phoneAnswers,
  phoneReturns,
  providerCheckout,
  staffPolls,
  withdrawHandOff,
} from "../../testing/handoff-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { webhookSender, webhooksFor } from "../../testing/redirect-kit.ts";
import { requestAs, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * The QR hand-off racing on PostgreSQL (ADR 043): the customer's phone comes back from the provider
 * (twice: a double load) while the staff screen polls GET /api/payment/status, all at the same moment,
 * and a staff cancel lands beside them: the payment is captured once at the provider, one order is
 * placed, one mail is sent, and the cancel withdraws nothing that was paid. Klarna and Humm add the
 * provider's own server to the crowd: Klarna's webhooks and Humm's signed callback, each more than once.
 */

let store: TestStore;

useRaceStore((opened) => {
  store = opened;
});

/** One order placed and paid by one captured attempt, and one confirmation mail. */
async function onePaidOrder(sale: { cartId: string; handOff: { amount: number } }) {
  const db = store.database.db;
  const rows = await db.select().from(orders).where(eq(orders.cartId, sale.cartId));
  expect(rows.map((r) => r.status)).toEqual(["placed"]);
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, rows[0]?.id ?? 0));
  expect(payments.map((p) => [p.status, p.capturedAmount])).toEqual([["captured", sale.handOff.amount]]);
  expect(rows[0]?.amountPaid).toBe(sale.handOff.amount);
  expect(await orderMails(db, rows[0]?.reference ?? "?")).toHaveLength(1);
}

type Sale = Awaited<ReturnType<typeof handedToPhone>>;

/**
 * Every one of the phone's returns said paid; every poll said Approved or Pending (a poll that ran before
 * the capture says Pending; none says anything else), and the staff screen's next poll says Approved.
 */
async function allSawItPaid(
  sale: Sale,
  returns: Awaited<ReturnType<typeof phoneReturns>>[],
  polls: Awaited<ReturnType<typeof staffPolls>>[],
) {
  for (const answer of returns)
    expect(answer, JSON.stringify(answer.raw)).toMatchObject({ status: 200, body: { outcome: "paid" } });
  for (const poll of polls) {
    expect(poll.status).toBe(200);
    expect(["Approved", "Pending"]).toContain(poll.body.paymentStatus);
  }
  expect((await sale.poll()).paymentStatus).toBe("Approved");
}

describe.runIf(racesRun)("the hand-off under concurrency (PostgreSQL)", () => {
  for (const [method, skip] of [
    ["AfterPay", 2],
    ["Zip", 3],
    ["PayPalBnpl", 4],
  ] as const)
    it(`${method}: the phone's returns and the staff screen's polls at once pay once`, async () => {
      const db = store.database.db;
      const sale = await handedToPhone(store, method, skip);
      const back = await phoneAnswers(sale.phone, sale.start, "approve");

      const [returns, polls] = await Promise.all([
        Promise.all(Array.from({ length: 3 }, () => phoneReturns(sale.phone, back))),
        Promise.all(
          Array.from({ length: 5 }, () => staffPolls(sale.staff, sale.cartId, sale.paymentId, method)),
        ),
      ]);
      await allSawItPaid(sale, returns, polls);

      await onePaidOrder(sale);
      const { state, captured_amount, refunded_amount } =
        (await providerCheckout(store, sale.paymentId)) ?? {};
      expect({ state, captured_amount, refunded_amount }).toEqual({
        state: "captured",
        captured_amount: sale.handOff.amount,
        refunded_amount: 0,
      });
      // The provider's capture was applied once
      const applied = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, sale.paymentId), eq(paymentEvents.result, "moved")));
      const captured = { AfterPay: ":CAPTURED", Zip: ":captured", PayPalBnpl: ":COMPLETED/COMPLETED" }[
        method
      ];
      expect(applied.filter((e) => e.eventId.endsWith(captured))).toHaveLength(1);
    }, 120_000);

  for (const [method, skip] of [
    ["Klarna", 6],
    ["Humm", 7],
  ] as const)
    it(`${method}: the phone's returns, the provider's own messages and the staff screen's polls at once pay once`, async () => {
      const db = store.database.db;
      const sale = await handedToPhone(store, method, skip);
      const back = await phoneAnswers(sale.phone, sale.start, "approve", { email: "customer+au@klarna.com" });
      const sender = webhookSender(store);
      const [queued] = await webhooksFor(db, sale.paymentId);
      if (!queued) throw new Error(`${method} queued nothing`);
      // Humm's callback as its server posts it (the same signed answer as the return); Klarna's webhook
      const providerSays = async () => {
        if (method !== "Humm") {
          await sender.deliver(queued.id);
          return 200;
        }
        const res = await requestAs(store.app, "aol", "/api/payment/webhook/humm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(Object.fromEntries(back.searchParams)).toString(),
        });
        return res.status;
      };

      const [returns, told, polls] = await Promise.all([
        Promise.all(Array.from({ length: 3 }, () => phoneReturns(sale.phone, back))),
        Promise.all(Array.from({ length: 3 }, providerSays)),
        Promise.all(
          Array.from({ length: 4 }, () => staffPolls(sale.staff, sale.cartId, sale.paymentId, method)),
        ),
      ]);
      expect(told).toEqual([200, 200, 200]);
      await allSawItPaid(sale, returns, polls);

      await onePaidOrder(sale);
      const moved = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, sale.paymentId), eq(paymentEvents.result, "moved")));
      expect(moved).toHaveLength(1);
      // One Klarna order (one capture id), one Humm purchase: captured once, nothing given back
      const [provider] = sqlRows(
        await db.execute(
          sql`select count(*)::int as n, count(distinct capture_id)::int as captures, sum(captured_amount)::int as captured, sum(refunded_amount)::int as refunded from redirect_sandbox_checkouts where reference = ${sale.paymentId}`,
        ),
        z.object({
          n: z.coerce.number(),
          captures: z.coerce.number(),
          captured: z.coerce.number(),
          refunded: z.coerce.number(),
        }),
      );
      expect(provider).toEqual({ n: 1, captures: 1, captured: sale.handOff.amount, refunded: 0 });
    }, 120_000);

  it("a staff cancel landing with the phone's return either withdraws the payment or leaves it paid, never both", async () => {
    const db = store.database.db;
    const sale = await handedToPhone(store, "AfterPay", 5);
    const back = await phoneAnswers(sale.phone, sale.start, "approve");
    const [returned, cancelled] = await Promise.all([
      phoneReturns(sale.phone, back),
      withdrawHandOff(sale.staff, sale.handOff.id, "cancelled").then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { withdrawn: boolean },
      })),
    ]);
    expect(cancelled.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.cartId, sale.cartId));
    const provider = await providerCheckout(store, sale.paymentId);
    if (cancelled.body.withdrawn) {
      // Withdrawn first: no order, and whatever the provider took is given back
      expect(order?.status).toBe("cancelled");
      expect(provider?.captured_amount).toBe(provider?.refunded_amount);
      expect(returned.body?.outcome).not.toBe("paid");
    } else {
      expect(order?.status).toBe("placed");
      expect(provider).toMatchObject({ state: "captured", refunded_amount: 0 });
      expect(returned.body?.outcome).toBe("paid");
    }
  }, 120_000);
});
