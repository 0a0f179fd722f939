import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerChallenge,
  card,
  checkoutForm,
  orderMails,
  placeOrder,
  returnFromChallenge,
  stockOf,
} from "../../testing/checkout-kit.ts";
import { webhooksFor } from "../../testing/redirect-kit.ts";
import { paymentSandboxStore } from "../../testing/sandbox-store.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * The sandbox card acquirer tells the store of a 3-D Secure challenge's result by a signed webhook (ADR
 * 039): a shopper who passes the challenge and never comes back still gets their order, placed once
 * through the same settle as the return; copies, reordered deliveries and the late return change nothing.
 */

const { store, shopper, paymentHolds, deliverWebhooks: deliver } = paymentSandboxStore();

/** A new shopper whose card order waits on a 3-D Secure challenge. */
async function challenged() {
  const { browser, product, cartId } = await shopper();
  const started = await placeOrder(browser, await checkoutForm(browser, { card: card("4000000000003220") }));
  const secure = started.body?.secure3DResponse;
  if (started.status !== 200 || !secure) throw new Error(JSON.stringify(started.raw));
  return { browser, product, cartId, secure, reference: started.body?.paymentReference ?? "" };
}

async function state(cartId: string, reference: string) {
  const db = store().database.db;
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  const [attempt] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
  const acquirer = await db.execute(
    sql`select state from card_sandbox_payments where reference = ${reference}`,
  );
  const rows =
    (acquirer as unknown as { rows?: Record<string, unknown>[] }).rows ??
    (acquirer as unknown as Record<string, unknown>[]);
  return {
    order: order?.status,
    attempt: attempt?.status,
    captured: attempt?.capturedAmount,
    paid: order?.amountPaid,
    mails: (await orderMails(db, order?.reference ?? "none")).length,
    acquirer: rows[0]?.state,
  };
}

async function eventsOf(reference: string) {
  const db = store().database.db;
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, reference), eq(paymentEvents.provider, "card")));
}

describe("the card sandbox's 3-D Secure webhook (ADR 039)", () => {
  it("places the order of a shopper who passed the challenge and never came back, once; the late return changes nothing", async () => {
    const { browser, cartId, secure, reference } = await challenged();
    const back = await answerChallenge(browser, secure, "password");
    const [authorised] = await webhooksFor(store().database.db, reference);
    expect(authorised).toMatchObject({ provider: "card", type: "payment.authorised" });
    // The acquirer decided at the answer; the store has not heard yet
    expect(await state(cartId, reference)).toMatchObject({
      order: "awaiting_payment",
      attempt: "requires_action",
      acquirer: "authorised",
    });

    await deliver([authorised?.id ?? ""]);
    const placed = await state(cartId, reference);
    expect(placed).toMatchObject({ order: "placed", attempt: "captured", mails: 1, acquirer: "authorised" });
    expect(placed.captured).toBe(placed.paid);

    // Delivered again, twice (a provider's copies): nothing moves, no second mail
    await deliver([authorised?.id ?? "", authorised?.id ?? ""]);
    expect(await state(cartId, reference)).toEqual(placed);

    // The shopper's browser finally posts the issuer's answer: the same order, nothing charged again
    expect(await returnFromChallenge(browser, back)).toBe(
      `http://aol.localhost:3000/customer/confirmation?id=${cartId}`,
    );
    expect(await state(cartId, reference)).toEqual(placed);
    expect((await webhooksFor(store().database.db, reference)).length).toBe(1);
    const events = await eventsOf(reference);
    expect(events.filter((e) => e.result === "moved").map((e) => e.eventId)).toEqual([authorised?.id]);
    expect(events.map((e) => e.result).sort()).toEqual(["ignored", "moved"]);
  });

  it("a webhook after the return, and again, is recorded and changes nothing", async () => {
    const { browser, cartId, secure, reference } = await challenged();
    const back = await answerChallenge(browser, secure, "password");
    expect(await returnFromChallenge(browser, back)).toContain("/customer/confirmation");
    const placed = await state(cartId, reference);
    expect(placed).toMatchObject({ order: "placed", attempt: "captured", mails: 1 });

    const [authorised] = await webhooksFor(store().database.db, reference);
    await deliver([authorised?.id ?? "", authorised?.id ?? ""]);
    expect(await state(cartId, reference)).toEqual(placed);
    const events = await eventsOf(reference);
    expect(events.find((e) => e.eventId === authorised?.id)?.result).toBe("ignored");
    expect(events.filter((e) => e.result === "moved").map((e) => e.eventId)).toEqual([
      `challenge-return:${reference}`,
    ]);
  });

  it("a failed challenge's webhook declines the attempt and gives the stock back; the return then agrees", async () => {
    const { browser, product, cartId, secure, reference } = await challenged();
    const before = await stockOf(store().database.db, product.id);
    const back = await answerChallenge(browser, secure, "wrong");
    const [refused] = await webhooksFor(store().database.db, reference);
    expect(refused).toMatchObject({ provider: "card", type: "payment.refused" });

    await deliver([refused?.id ?? ""]);
    const declined = await state(cartId, reference);
    expect(declined).toMatchObject({ attempt: "refused", mails: 0, acquirer: "refused" });
    expect(declined.order).not.toBe("placed");
    expect(await stockOf(store().database.db, product.id)).toBe(before + 1);

    expect(await returnFromChallenge(browser, back)).toBe(
      `http://aol.localhost:3000/customer/checkout?paymentReference=${reference}&status=REFUSED`,
    );
    await deliver([refused?.id ?? ""]);
    expect(await state(cartId, reference)).toEqual(declined);
    expect(await stockOf(store().database.db, product.id)).toBe(before + 1);
  });

  it("a late approval's webhook for a challenge the store already gave up places nothing and leaves the payment voided", async () => {
    const db = store().database.db;
    const { browser, cartId, secure, reference } = await challenged();
    const [waiting] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
    if (!waiting) throw new Error("no attempt");
    await answerChallenge(browser, secure, "password");
    // The sweep gives the attempt up before the webhook arrives (it voids at the acquirer)
    const holds = paymentHolds();
    expect(await holds.abandon(waiting, "expired")).toBe(true);
    const given = await state(cartId, reference);
    expect(given).toMatchObject({ attempt: "expired", acquirer: "voided", mails: 0 });

    const [authorised] = await webhooksFor(db, reference);
    await deliver([authorised?.id ?? ""]);
    expect(await state(cartId, reference)).toEqual(given);
  });

  it("refuses an unsigned card webhook", async () => {
    const { reference } = await challenged();
    const unsigned = await store().app.request("http://aol.localhost:3000/api/payment/webhook/card", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: "evt_x", type: "payment.authorised", reference, createdAt: new Date() }),
    });
    expect(unsigned.status).toBe(401);
  });
});
