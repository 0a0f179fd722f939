import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { raceServerUrl, racesRun } from "../../testing/race-postgres.ts";
import {
  answerApproval,
  confirmReturn,
  redirectForm,
  webhookSender,
  webhooksFor,
} from "../../testing/redirect-kit.ts";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * Klarna and Humm racing on PostgreSQL (ADR 042): the shopper's return (twice, from two tabs), the
 * provider's server (Humm's callback; Klarna's webhook, delivered more than once) and the page's polls
 * all at once place one order, create one Klarna order (one capture), take one payment and send one mail.
 */

let store: TestStore;

beforeAll(async () => {
  if (!racesRun) return;
  store = await createTestStore({ postgresUrl: raceServerUrl, env: { PAYMENT_SANDBOX: "true" } });
  expect(store.database.kind).toBe("postgres");
}, 120_000);
afterAll(async () => {
  await store?.close();
});

async function started(method: "Klarna" | "Humm", skip: number) {
  const db = store.database.db;
  const browser = browserOf(store.app);
  const product = await stockedProduct(db, 5, skip);
  const cartId = await fillCart(browser, product.sku);
  const answer = await placeOrder(
    browser,
    await redirectForm(browser, method, { email: "customer+au@klarna.com" }),
  );
  if (!answer.body) throw new Error(JSON.stringify(answer.raw));
  const reference = answer.body.paymentReference ?? "";
  const back = await answerApproval(browser, answer.body, "approve");
  const poll = () =>
    browser(
      `/api/payment/status?cartId=${cartId}&paymentReference=${reference}&selectedPaymentOption=${method}`,
    ).then(async (res) => ({ status: res.status, body: await res.json() }));
  return { browser, cartId, reference, back, poll };
}

/** One order placed, one attempt captured once, one mail; the provider's side counted by the caller. */
async function placedOnce(cartId: string) {
  const db = store.database.db;
  const rows = await db.select().from(orders).where(eq(orders.cartId, cartId));
  expect(rows.map((r) => r.status)).toEqual(["placed"]);
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, rows[0]?.id ?? 0));
  expect(payments.map((p) => [p.status, p.capturedAmount])).toEqual([["captured", payments[0]?.amount]]);
  expect(rows[0]?.amountPaid).toBe(payments[0]?.amount);
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${rows[0]?.reference}%`}`));
  expect(mails).toHaveLength(1);
  const moved = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, payments[0]?.id ?? ""), eq(paymentEvents.result, "moved")));
  expect(moved).toHaveLength(1);
  return payments[0]?.amount ?? 0;
}

describe.runIf(racesRun)("Klarna and Humm under concurrency (PostgreSQL)", () => {
  it("Humm: returns, callbacks and polls at once place one order and take the payment once", async () => {
    const { browser, cartId, reference, back, poll } = await started("Humm", 8);
    const sender = webhookSender(store);
    const [callback] = await webhooksFor(store.database.db, reference);
    const fields = Object.fromEntries(back.searchParams);
    const postCallback = async () => {
      const res = await requestAs(store.app, "aol", "/api/payment/webhook/humm", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
      return res.status;
    };
    const [returns, callbacks, queued, polls] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => confirmReturn(browser, back))),
      Promise.all(Array.from({ length: 3 }, postCallback)),
      Promise.all(Array.from({ length: 2 }, () => sender.deliver(callback?.id ?? ""))),
      Promise.all(Array.from({ length: 2 }, poll)),
    ]);
    for (const answer of returns)
      expect(answer, JSON.stringify(answer.body)).toMatchObject({
        status: 200,
        body: { orderCompleted: true, cartId },
      });
    expect(callbacks).toEqual([200, 200, 200]);
    expect(queued).toHaveLength(2);
    for (const answer of polls) expect(answer.status).toBe(200);
    const amount = await placedOnce(cartId);
    const provider = await store.database.db.execute(
      sql`select count(*)::int as n, sum(captured_amount)::int as captured, sum(refunded_amount)::int as refunded from redirect_sandbox_checkouts where reference = ${reference}`,
    );
    expect(JSON.stringify(provider)).toContain(`"n":1,"captured":${amount},"refunded":0`);
  }, 60_000);

  it("Klarna: returns, webhooks and polls at once create one Klarna order, captured once", async () => {
    const { browser, cartId, reference, back, poll } = await started("Klarna", 9);
    const sender = webhookSender(store);
    const [approved] = await webhooksFor(store.database.db, reference);
    expect(approved?.type).toBe("checkout.approved");
    const [returns, , polls] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => confirmReturn(browser, back))),
      Promise.all(Array.from({ length: 3 }, () => sender.deliver(approved?.id ?? ""))),
      Promise.all(Array.from({ length: 2 }, poll)),
    ]);
    for (const answer of returns)
      expect(answer, JSON.stringify(answer.body)).toMatchObject({
        status: 200,
        body: { orderCompleted: true, cartId },
      });
    for (const answer of polls) expect(answer.status).toBe(200);
    const amount = await placedOnce(cartId);
    const provider = await store.database.db.execute(
      sql`select count(*)::int as n, count(distinct capture_id)::int as orders, sum(captured_amount)::int as captured from redirect_sandbox_checkouts where reference = ${reference}`,
    );
    expect(JSON.stringify(provider)).toContain(`"n":1,"orders":1,"captured":${amount}`);
    const captures = await webhooksFor(store.database.db, reference);
    expect(captures.filter((w) => w.type === "checkout.captured")).toHaveLength(1);
  }, 60_000);
});
