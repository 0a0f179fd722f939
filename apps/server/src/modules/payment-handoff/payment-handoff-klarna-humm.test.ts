import { readApiError } from "@store/domain/api-error.schema";
import { handOffMessages } from "@store/domain/payment-handoff";
import { handOffLinkSchema, handOffWithdrawAnswerSchema } from "@store/domain/payment-handoff.schema";
import { redirectMessages } from "@store/domain/redirect-payment";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hummProfile } from "../../payments/humm-sandbox.ts";
import { klarnaProfile } from "../../payments/klarna-sandbox.ts";
import {
  fillCart,
  orderMails,
  orderOfCart,
  paymentAttempt,
  placeOrder,
  stockedProduct,
  stockOf,
} from "../../testing/checkout-kit.ts";
import {
  handedToPhone,
  linkOf,
  handOffOrigin as origin,
  phoneAnswers,
  phoneReturns,
  providerCheckout,
  useHandOffStore,
  withdrawHandOff,
} from "../../testing/handoff-kit.ts";
import { forgedHummReturns, redirectForm, webhookSender, webhooksFor } from "../../testing/redirect-kit.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { paymentEvents } from "../order/order.tables.ts";

/**
 * Klarna and Humm handed to the customer's phone (issue 16 'Staff in store', ADR 043 amended): the phone
 * authorises in Klarna's sandbox widget (the test email convention: approved, denied) or posts Humm's
 * signed form and comes back with Humm's signed answer, while Humm's server calls back (before, after,
 * twice) and Klarna's webhooks arrive (twice); the staff screen's poll sees the outcome. One order, one
 * capture, one mail whatever arrives how often; a bad Humm signature on the phone's return is refused;
 * customers and guests cannot hand a payment off.
 */

const approvedEmail = "customer+au@klarna.com";
const deniedEmail = "customer+au+denied@klarna.com";
let store: TestStore;
let skip = 0;

useHandOffStore((opened) => {
  store = opened;
});

/** A staff member's checkout paid by Klarna or Humm, handed to a phone that has gone on to the provider. */
const handed = (method: "Klarna" | "Humm") => handedToPhone(store, method, skip++ % 12);
type Sale = Awaited<ReturnType<typeof handed>>;

/** What the provider's server sent the store for a payment, delivered as its queue does (Humm's callback, Klarna's webhooks). */
async function deliverProviderMessages(paymentId: string) {
  const sender = webhookSender(store);
  const messages = await webhooksFor(store.database.db, paymentId);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) await sender.deliver(message.id);
}

/** One order placed and paid, one attempt captured once (one event moved it), one mail, one capture at the provider. */
async function paidOnce(sale: { cartId: string; paymentId: string; handOff: { amount: number } }) {
  const db = store.database.db;
  const order = await orderOfCart(db, sale.cartId);
  expect(order).toMatchObject({ status: "placed", amountPaid: sale.handOff.amount });
  expect(await paymentAttempt(db, sale.paymentId)).toMatchObject({
    status: "captured",
    capturedAmount: sale.handOff.amount,
  });
  const moved = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, sale.paymentId), eq(paymentEvents.result, "moved")));
  expect(moved).toHaveLength(1);
  expect(await orderMails(db, order.reference)).toHaveLength(1);
  expect(await providerCheckout(store, sale.paymentId)).toMatchObject({
    state: "captured",
    captured_amount: sale.handOff.amount,
    refunded_amount: 0,
  });
  return order;
}

/**
 * The provider refused: the phone's return (twice) says so with the provider's reason, as does the staff
 * screen's poll; the order is cancelled, its stock given back, nothing captured at the provider.
 */
async function refusedOnBothScreens(sale: Sale, back: URL, stockBefore: number, reason: string) {
  for (let i = 0; i < 2; i++)
    expect((await phoneReturns(sale.phone, back)).body).toMatchObject({
      outcome: "declined",
      message: `${reason} Nothing was charged; tell the staff member.`,
    });
  expect(await sale.poll()).toEqual({ paymentStatus: "Declined", message: reason });
  expect((await orderOfCart(store.database.db, sale.cartId)).status).toBe("cancelled");
  expect(await stockOf(store.database.db, sale.product.id)).toBe(stockBefore + 1);
  expect((await providerCheckout(store, sale.paymentId))?.captured_amount).toBe(0);
}

/** The hand-off as the phone's link page shows it. */
const linkShown = async (phone: Sale["phone"], token: string) =>
  handOffLinkSchema.parse((await linkOf(phone, token)).body);

/**
 * The phone's return says paid, and again on a reload; the provider's own messages arrive twice; the
 * staff screen's poll says Approved: one order paid once, the one the return named.
 */
async function paidHoweverOftenTold(sale: Sale, back: URL) {
  const returned = await phoneReturns(sale.phone, back);
  expect(returned.status, JSON.stringify(returned.raw)).toBe(200);
  expect(returned.body).toMatchObject({ outcome: "paid", redirect: null });
  expect((await phoneReturns(sale.phone, back)).body?.outcome).toBe("paid");
  await deliverProviderMessages(sale.paymentId);
  await deliverProviderMessages(sale.paymentId);
  expect(await sale.poll()).toEqual({ paymentStatus: "Approved", message: null });
  const order = await paidOnce(sale);
  expect(returned.body?.orderReference).toBe(order.reference);
}

describe("Klarna on the customer's phone", () => {
  it("authorises in Klarna's widget (customer+au@klarna.com): paid once, however often the phone and Klarna tell", async () => {
    const sale = await handed("Klarna");
    // Klarna's hosted widget sends the phone back to the hand-off's return page, on the configured origin
    expect((await providerCheckout(store, sale.paymentId))?.return_url).toBe(`${origin}/pay/return/klarna`);
    expect(sale.start.redirectUrl).toMatch(
      new RegExp(`^${origin}/sandbox/klarna/checkout/KLARNA[0-9A-Z]{20}$`),
    );
    expect(sale.start.form).toBeNull();
    expect(await linkShown(sale.phone, sale.token)).toMatchObject({ status: "started", method: "Klarna" });

    const back = await phoneAnswers(sale.phone, sale.start, "approve", { email: approvedEmail });
    expect(back.pathname).toBe("/pay/return/klarna");
    expect(back.searchParams.get("authorization_token")).toMatch(/^[0-9a-f-]{36}$/);
    // An authorization token Klarna did not issue for this session: not this payment, nothing taken
    const forged = new URL(back);
    forged.searchParams.set("authorization_token", crypto.randomUUID());
    expect((await phoneReturns(sale.phone, forged)).status).toBe(404);
    expect((await paymentAttempt(store.database.db, sale.paymentId)).status).toBe("requires_action");

    // Back on the return page, reloaded, and Klarna's webhooks (each delivered twice): paid once
    await paidHoweverOftenTold(sale, back);
    expect((await linkShown(sale.phone, sale.token)).status).toBe("paid");
  });

  it("is placed by the staff screen's poll when the phone authorised and never came back; the late return agrees", async () => {
    const sale = await handed("Klarna");
    const back = await phoneAnswers(sale.phone, sale.start, "approve", { email: approvedEmail });
    expect(await sale.poll()).toEqual({ paymentStatus: "Approved", message: null });
    const order = await paidOnce(sale);
    const late = await phoneReturns(sale.phone, back);
    expect(late.body).toMatchObject({ outcome: "paid", orderReference: order.reference });
    await paidOnce(sale);
  });

  it("is denied for customer+au+denied@klarna.com: both screens say so, the stock goes back", async () => {
    const sale = await handed("Klarna");
    const stock = await stockOf(store.database.db, sale.product.id);
    const back = await phoneAnswers(sale.phone, sale.start, "approve", { email: deniedEmail });
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ status: "failure" });
    await deliverProviderMessages(sale.paymentId);
    await refusedOnBothScreens(sale, back, stock, klarnaProfile.declinedReason);
    expect(await linkShown(sale.phone, sale.token)).toMatchObject({ status: "ended" });
  });

  it("is cancelled when the customer goes 'Back to store' from the widget", async () => {
    const sale = await handed("Klarna");
    const back = await phoneAnswers(sale.phone, sale.start, "cancel");
    expect(back.searchParams.get("status")).toBe("cancel");
    expect((await phoneReturns(sale.phone, back)).body).toMatchObject({ outcome: "cancelled" });
    expect((await sale.poll()).paymentStatus).toBe("Cancelled");
  });
});

describe("Humm on the customer's phone", () => {
  it("posts Humm's signed form and completes; the signed return first, then Humm's callback twice: paid once", async () => {
    const sale = await handed("Humm");
    // The phone posts the form the store signed; Humm answers to the hand-off's pages and the callback URL
    expect(sale.start.redirectUrl).toBe(`${origin}/sandbox/humm/checkout`);
    expect(sale.start.form).toMatchObject({
      x_reference: sale.paymentId,
      x_url_complete: `${origin}/pay/return/humm`,
      x_url_cancel: `${origin}/pay/return/humm?cancelled=true&x_reference=${sale.paymentId}`,
      x_url_callback: `${origin}/api/payment/webhook/humm`,
      x_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const back = await phoneAnswers(sale.phone, sale.start, "approve");
    expect(back.pathname).toBe("/pay/return/humm");
    expect(back.searchParams.get("x_result")).toBe("completed");

    await paidHoweverOftenTold(sale, back);
  });

  it("is placed by Humm's callback before the phone is back: the staff screen sees it, the late returns agree", async () => {
    const sale = await handed("Humm");
    const back = await phoneAnswers(sale.phone, sale.start, "approve");
    await deliverProviderMessages(sale.paymentId);
    // The callback alone placed it, before the staff screen asked
    expect((await orderOfCart(store.database.db, sale.cartId)).status).toBe("placed");
    await deliverProviderMessages(sale.paymentId);
    expect(await sale.poll()).toEqual({ paymentStatus: "Approved", message: null });
    const order = await paidOnce(sale);
    for (let i = 0; i < 2; i++)
      expect((await phoneReturns(sale.phone, back)).body).toMatchObject({
        outcome: "paid",
        orderReference: order.reference,
      });
    await paidOnce(sale);
  });

  it("refuses a return whose signature does not hold (401) and changes nothing; another phone's is not its own (404)", async () => {
    const sale = await handed("Humm");
    const back = await phoneAnswers(sale.phone, sale.start, "approve");
    for (const { tamper, forged } of forgedHummReturns(back)) {
      const refused = await phoneReturns(sale.phone, forged);
      expect(refused.status, JSON.stringify(tamper)).toBe(401);
      expect(readApiError(401, refused.raw).messages).toEqual([redirectMessages.notVerified("Humm")]);
    }
    // Unsigned: refused as malformed before anything is looked up
    const unsigned = new URL(back);
    unsigned.searchParams.delete("x_signature");
    expect((await phoneReturns(sale.phone, unsigned)).status).toBe(400);
    expect((await paymentAttempt(store.database.db, sale.paymentId)).status).toBe("requires_action");
    expect((await orderOfCart(store.database.db, sale.cartId)).status).toBe("awaiting_payment");
    // Humm's genuine answer, from a browser the link was not opened on
    expect((await phoneReturns(browserOf(store.app), back)).status).toBe(404);
    expect((await phoneReturns(sale.staff, back)).status).toBe(404);
    expect((await phoneReturns(sale.phone, back)).body?.outcome).toBe("paid");
    await paidOnce(sale);
  });

  it("is declined with Humm's reason on both screens; the callback agrees and the stock goes back", async () => {
    const sale = await handed("Humm");
    const stock = await stockOf(store.database.db, sale.product.id);
    const back = await phoneAnswers(sale.phone, sale.start, "decline");
    expect(back.searchParams.get("x_result")).toBe("failed");
    await deliverProviderMessages(sale.paymentId);
    await refusedOnBothScreens(sale, back, stock, hummProfile.declinedReason);
    // Humm's callback again, after it all: nothing changes
    await deliverProviderMessages(sale.paymentId);
    expect((await orderOfCart(store.database.db, sale.cartId)).status).toBe("cancelled");
  });

  it("is cancelled by the customer on Humm's page (its unsigned cancel URL)", async () => {
    const sale = await handed("Humm");
    const back = await phoneAnswers(sale.phone, sale.start, "cancel");
    expect(Object.fromEntries(back.searchParams)).toEqual({ cancelled: "true", x_reference: sale.paymentId });
    expect((await phoneReturns(sale.phone, back)).body).toMatchObject({
      outcome: "cancelled",
      message:
        "You cancelled the payment, and nothing was charged. Tell the staff member how you would like to pay.",
    });
    expect((await sale.poll()).paymentStatus).toBe("Cancelled");
    // Another browser cannot cancel a hand-off it did not open
    const other = await handed("Humm");
    const stranger = new URL(`${origin}/pay/return/humm?cancelled=true&x_reference=${other.paymentId}`);
    expect((await phoneReturns(browserOf(store.app), stranger)).status).toBe(404);
    expect((await other.poll()).paymentStatus).toBe("Pending");
  });
});

describe("Klarna and Humm hand-offs withdrawn and refused", () => {
  it.each(["Klarna", "Humm"] as const)(
    "%s: staff cancel withdraws the payment at the provider; its page then takes no answer",
    async (method) => {
      const sale = await handed(method);
      const res = await withdrawHandOff(sale.staff, sale.handOff.id, "cancelled");
      expect(handOffWithdrawAnswerSchema.parse(await res.json())).toEqual({
        withdrawn: true,
        paymentStatus: "Cancelled",
      });
      expect(await providerCheckout(store, sale.paymentId)).toMatchObject({
        state: "cancelled",
        cancelled_by: "merchant",
      });
      expect(await linkShown(sale.phone, sale.token)).toMatchObject({
        status: "ended",
        message: handOffMessages.withdrawn,
      });
      // The customer pressing on in the provider's page they still had open: it no longer waits
      await expect(phoneAnswers(sale.phone, sale.start, "approve", { email: approvedEmail })).rejects.toThrow(
        /answered 40\d/,
      );
      expect((await orderOfCart(store.database.db, sale.cartId)).status).not.toBe("placed");
    },
  );

  it.each(["Klarna", "Humm"] as const)(
    "%s: a customer or a guest cannot hand a payment to a phone (403, 401)",
    async (method) => {
      const customer = browserOf(store.app);
      await signInAs(store, customer, "customer@example.com");
      const guest = browserOf(store.app);
      for (const who of [customer, guest]) {
        await fillCart(who, (await stockedProduct(store.database.db, 5, skip++ % 12)).sku);
        const refused = await placeOrder(who, await redirectForm(who, method, { handOff: true }));
        expect(refused.status).toBe(403);
        expect(refused.body?.errorMessages).toEqual([
          "Only staff can choose to hand the payment to the customer's phone.",
        ]);
      }
      // Their own payment, placed as a shopper's, asked to be handed off
      const placed = await placeOrder(customer, await redirectForm(customer, method));
      expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
      const body = JSON.stringify({
        cartId: placed.body?.cartId,
        paymentReference: placed.body?.paymentReference,
      });
      expect((await customer("/api/payment-handoff", { method: "POST", body })).status).toBe(403);
      expect((await guest("/api/payment-handoff", { method: "POST", body })).status).toBe(401);
    },
  );
});
