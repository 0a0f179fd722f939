import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookPath } from "../../payments/sandbox-webhooks.ts";
import {
  sandboxWebhookSecret,
  signWebhook,
  webhookSignatureHeader,
} from "../../payments/webhook-signature.ts";
import { answerApproval, confirmReturn, webhooksFor } from "../../testing/redirect-kit.ts";
import { paymentSandboxStore } from "../../testing/sandbox-store.ts";
import { browserOf, requestAs, testSessionSecret } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";
import { challengeMinutes } from "./payment-holds.service.ts";

/**
 * Every redirect provider's sandbox tells the store of each decision by a signed webhook (ADR 039, 042):
 * Afterpay, Zip online, PayPal, PayPal Pay Later and Klarna as the sandboxes' JSON (Humm's is its signed
 * callback, checkout-humm.test.ts). The store asks the provider where the payment stands and settles it
 * once: copies and reordered events are harmless and a late event never moves an attempt backwards.
 */

const { store, startRedirect, paymentHolds, deliverWebhooks: deliver } = paymentSandboxStore();

const methods = ["AfterPay", "Zip", "PayPal", "PayPalBnpl", "Klarna"] as const;
const providerOf = {
  AfterPay: "afterpay",
  Zip: "zip",
  PayPal: "paypal",
  PayPalBnpl: "paypal",
  Klarna: "klarna",
};

/** A new shopper sent to the provider's page (the Klarna sandbox's test email approves there). */
const start = (method: (typeof methods)[number]) =>
  startRedirect(method, { email: "customer+au@klarna.com" });

async function state(cartId: string, reference: string) {
  const db = store().database.db;
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  const [attempt] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${order?.reference}%`}`));
  const rows = await db.execute(
    sql`select state, captured_amount from redirect_sandbox_checkouts where reference = ${reference}`,
  );
  const provider =
    (rows as unknown as { rows?: Record<string, unknown>[] }).rows?.[0] ??
    (rows as unknown as Record<string, unknown>[])[0];
  return {
    order: order?.status,
    attempt: attempt?.status,
    captured: attempt?.capturedAmount,
    mails: mails.length,
    provider: { state: provider?.state, captured: provider?.captured_amount },
  };
}

describe("redirect providers' webhooks (ADR 042)", () => {
  for (const method of methods) {
    it(`${method}: the approval's webhook captures and places the order when the shopper never comes back; copies change nothing`, async () => {
      const { browser, cartId, answer, reference } = await start(method);
      const back = await answerApproval(browser, answer, "approve");
      const [approved] = await webhooksFor(store().database.db, reference);
      expect(approved).toMatchObject({ provider: providerOf[method], type: "checkout.approved" });
      expect((await state(cartId, reference)).order).toBe("awaiting_payment");

      await deliver([approved?.id ?? ""]);
      const placed = await state(cartId, reference);
      expect(placed).toMatchObject({ order: "placed", attempt: "captured", mails: 1 });
      expect(placed.provider).toEqual({ state: "captured", captured: placed.captured });
      // The capture was announced too; every event delivered again, twice: nothing moves, nothing is sent
      const all = await webhooksFor(store().database.db, reference);
      expect(all.map((w) => w.type)).toEqual(["checkout.approved", "checkout.captured"]);
      await deliver([...all, ...all].map((w) => w.id));
      expect(await state(cartId, reference)).toEqual(placed);
      // The shopper's late return: the same order
      expect(await confirmReturn(browser, back)).toMatchObject({
        status: 200,
        body: { orderCompleted: true },
      });
      expect(await state(cartId, reference)).toEqual(placed);
      const db = store().database.db;
      const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, reference));
      expect(events.filter((e) => e.result === "moved").map((e) => e.eventId)).toEqual([approved?.id]);
    });

    it(`${method}: events delivered out of order after the return leave the captured payment as it is`, async () => {
      const { browser, cartId, answer, reference } = await start(method);
      const back = await answerApproval(browser, answer, "approve");
      expect((await confirmReturn(browser, back)).body.orderCompleted).toBe(true);
      const placed = await state(cartId, reference);
      const [first, second] = await webhooksFor(store().database.db, reference);
      // The capture's event first, then the older approval's: neither moves the attempt back
      await deliver([second?.id ?? "", first?.id ?? "", second?.id ?? ""]);
      expect(await state(cartId, reference)).toEqual(placed);
      const db = store().database.db;
      const recorded = await db
        .select()
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.paymentId, reference),
            inArray(paymentEvents.eventId, [first?.id ?? "", second?.id ?? ""]),
          ),
        );
      expect(recorded.map((e) => e.result).sort()).toEqual(["ignored", "ignored"]);
    });
  }

  it("never moves an attempt back: an approval's webhook arriving after the sweep ended the payment captures nothing", async () => {
    const db = store().database.db;
    const { browser, cartId, answer, reference } = await start("AfterPay");
    await answerApproval(browser, answer, "approve");
    const [approved] = await webhooksFor(db, reference);
    // The webhook is late: meanwhile the sweep ends the payment and cancels it at Afterpay
    await db.execute(
      sql`update order_payments set updated_at = now() - ${`${challengeMinutes + 1} minutes`}::interval where id = ${reference}`,
    );
    const holds = paymentHolds();
    expect(await holds.sweep()).toBeGreaterThanOrEqual(1);
    expect(await state(cartId, reference)).toMatchObject({ order: "cancelled", attempt: "expired" });
    await deliver([approved?.id ?? ""]);
    expect(await state(cartId, reference)).toMatchObject({
      order: "cancelled",
      attempt: "expired",
      mails: 0,
      provider: { state: "cancelled", captured: 0 },
    });
  });

  it("settles a Zip referral the reviewer decides, from Zip's webhook alone", async () => {
    const db = store().database.db;
    const { browser, cartId, answer, reference } = await start("Zip");
    await confirmReturn(browser, await answerApproval(browser, answer, "refer"));
    const token = answer.secure3DResponse?.htmlFormToPost.checkoutId ?? "";
    const desk = browserOf(store().app);
    const reviewed = await desk(`/sandbox/zip-online/review/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=approve",
    });
    expect(reviewed.status).toBe(200);
    const all = await webhooksFor(db, reference);
    expect(all.map((w) => w.type)).toEqual(["checkout.referred", "checkout.approved"]);
    await deliver(all.map((w) => w.id));
    expect(await state(cartId, reference)).toMatchObject({ order: "placed", attempt: "captured", mails: 1 });
  });

  it("takes the redirect providers' webhooks signed, refuses them unsigned (401) and for another provider's payment (404)", async () => {
    const { reference } = await start("Klarna");
    const secret = sandboxWebhookSecret(testSessionSecret);
    const body = JSON.stringify({
      id: "evt_klarna_test",
      type: "checkout.approved",
      reference,
      createdAt: new Date().toISOString(),
    });
    const post = (provider: string, signature: string | null) =>
      requestAs(store().app, "aol", webhookPath(provider), {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          ...(signature ? { [webhookSignatureHeader]: signature } : {}),
        },
      });
    expect((await post("klarna", null)).status).toBe(401);
    expect((await post("klarna", signWebhook(Buffer.alloc(32, 1), body, new Date()))).status).toBe(401);
    expect((await post("afterpay", signWebhook(secret, body, new Date()))).status).toBe(404);
    expect((await post("nobody", signWebhook(secret, body, new Date()))).status).toBe(404);
    // Signed, for its own provider: taken (the checkout still waits for the shopper, so nothing moves)
    const taken = await post("klarna", signWebhook(secret, body, new Date()));
    expect(taken.status).toBe(200);
    const db = store().database.db;
    const [attempt] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
    expect(attempt?.status).toBe("requires_action");
  });
});
