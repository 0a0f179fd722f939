import { randomUUID } from "node:crypto";
import { readApiError } from "@store/domain/api-error.schema";
import { deskActionAnswerSchema, deskOrderPageSchema } from "@store/domain/orders-desk.schema";
import { orderPaymentState } from "@store/domain/payment-attempt";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../db/sql-rows.ts";
import { cardSandboxRefunds, zipSandboxRefunds } from "../../payments/payments.tables.ts";
import { checkoutForm, fillCart, placeOrder, stockedProduct, stockOf } from "../../testing/checkout-kit.ts";
import { deskAction, deskOrder, doneAction, placedCardOrder, useDeskStore } from "../../testing/desk-kit.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * The orders desk through the app (issue 16, ADR 038): staff find orders, read their payments and
 * capture, void or refund them through the sandbox providers, once per Idempotency-Key, each action
 * recorded with who and when, and `amount_paid` always what the attempts say.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let skip = 0;

useDeskStore((opened, signedIn) => {
  store = opened;
  staff = signedIn;
});

/** A card order placed through checkout by a guest, each on another product. */
const cardOrder = (options: { deposit?: boolean } = {}) =>
  placedCardOrder(store, { ...options, skip: skip++ % 20 });

/** Leaves an attempt as migration 0016 left a card authorised before it: authorised, nothing captured. */
async function asAuthorisedOnly(paymentId: string) {
  await store.database.db
    .update(orderPayments)
    .set({ status: "authorised", capturedAmount: 0, refundedAmount: 0 })
    .where(eq(orderPayments.id, paymentId));
}

/** The cache agrees with the attempts (ADR 034). */
function expectPaidAgrees(order: { amountPaid: number; payment: { paid: number } }) {
  expect(order.amountPaid).toBe(order.payment.paid);
}

describe("finding orders", () => {
  it("lists orders newest first, found by reference or email, a page at a time", async () => {
    const first = await cardOrder();
    const second = await cardOrder();
    const found = await staff(`/api/orders-desk/orders?q=${second.order.reference.toLowerCase()}`);
    // The desk's answers change as staff act: no one keeps a copy
    expect(found.headers.get("cache-control")).toBe("no-store");
    const byReference = deskOrderPageSchema.parse(await found.json());
    expect(byReference.items.map((i) => i.reference)).toEqual([second.order.reference]);
    expect(byReference.items[0]).toMatchObject({
      status: "placed",
      paymentStatus: "paid",
      paid: second.order.total,
      methods: ["CreditCard"],
      email: "jo@example.com",
      name: "Jo Citizen",
    });
    const byEmail = deskOrderPageSchema.parse(
      await (await staff("/api/orders-desk/orders?q=JO@EXAMPLE")).json(),
    );
    expect(byEmail.totalItems).toBeGreaterThanOrEqual(2);
    const page = deskOrderPageSchema.parse(
      await (await staff("/api/orders-desk/orders?perPage=1&page=1")).json(),
    );
    expect(page).toMatchObject({ page: 1, perPage: 1 });
    expect(page.items).toHaveLength(1);
    const newest = deskOrderPageSchema.parse(await (await staff("/api/orders-desk/orders?perPage=2")).json());
    expect(newest.items.map((i) => i.reference)).toEqual([second.order.reference, first.order.reference]);
    const wild = deskOrderPageSchema.parse(await (await staff("/api/orders-desk/orders?q=%25_")).json());
    expect(wild.totalItems).toBe(0);
  });

  it("shows an order with its attempts, its payment status and what may be done", async () => {
    const { order, payment } = await cardOrder();
    const shown = await deskOrder(staff, order.reference.toLowerCase());
    expect(shown).toMatchObject({
      reference: order.reference,
      status: "placed",
      total: order.total,
      amountPaid: order.total,
      payment: { status: "paid", paid: order.total, remaining: 0 },
      events: [],
    });
    expect(shown.attempts).toEqual([
      expect.objectContaining({
        id: payment.id,
        method: "CreditCard",
        status: "captured",
        capturedAmount: order.total,
        cardSummary: "Visa ending 4242",
        can: { capture: 0, refund: order.total, void: false },
      }),
    ]);
    expect(shown.lines.length).toBeGreaterThan(0);
  });

  it("refuses bad input, unknown orders, anonymous callers and customers", async () => {
    const { order, payment } = await cardOrder();
    for (const query of ["page=-1", "perPage=0", "perPage=51", "page=x", `q=${"x".repeat(101)}`, "q=%00"]) {
      const res = await staff(`/api/orders-desk/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(readApiError(400, await res.json()).messages.length).toBeGreaterThan(0);
    }
    expect((await staff("/api/orders-desk/orders/not-a-reference")).status).toBe(400);
    const missing = await staff("/api/orders-desk/orders/AOL-999999");
    expect(missing.status).toBe(404);
    expect(readApiError(404, await missing.json()).messages).toEqual(["There is no order AOL-999999."]);

    const anonymous = browserOf(store.app);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    for (const [who, status] of [
      [anonymous, 401],
      [customer, 403],
    ] as const) {
      expect((await who("/api/orders-desk/orders")).status).toBe(status);
      expect((await who(`/api/orders-desk/orders/${order.reference}`)).status).toBe(status);
      for (const kind of ["capture", "void", "refund"] as const)
        expect((await deskAction(who, kind, payment.id, { amount: 100 })).status).toBe(status);
    }
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    expect((await admin(`/api/orders-desk/orders/${order.reference}`)).status).toBe(200);
    // Nothing moved
    expect((await deskOrder(staff, order.reference)).payment.status).toBe("paid");
  });
});

describe("refunds", () => {
  it("refunds part, then the rest; each recorded with who and when; amount_paid follows", async () => {
    const { order, payment, product } = await cardOrder();
    const stockBefore = await stockOf(store.database.db, product.id);
    const key = randomUUID();
    const res = await deskAction(staff, "refund", payment.id, { amount: 1000 }, key);
    expect(res.status).toBe(200);
    const first = await doneAction(res);
    expect(first.action).toEqual({
      key,
      kind: "refund",
      paymentId: payment.id,
      amount: 1000,
      result: "moved",
      message: "Refunded $10.",
    });
    expect(first.order.payment).toMatchObject({ status: "partly_paid", paid: order.total - 1000 });
    expectPaidAgrees(first.order);
    expect(first.order.attempts[0]).toMatchObject({
      status: "refunded",
      refundedAmount: 1000,
      providerStatus: "partly_refunded",
      can: { refund: order.total - 1000 },
    });
    expect(first.order.events).toEqual([
      expect.objectContaining({
        source: "staff",
        kind: "refunded",
        amount: 1000,
        result: "moved",
        who: "Sam Staff <staff@example.com>",
        paymentId: payment.id,
      }),
    ]);
    expect(Date.now() - Date.parse(first.order.events[0]?.at ?? "")).toBeLessThan(60_000);

    const rest = await doneAction(
      await deskAction(staff, "refund", payment.id, { amount: order.total - 1000 }),
    );
    expect(rest.order.payment).toMatchObject({ status: "refunded", paid: 0 });
    expect(rest.order.attempts[0]?.can).toEqual({ capture: 0, refund: 0, void: false });
    expectPaidAgrees(rest.order);
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.amountPaid).toBe(0);
    // A refund gives money back, not stock (ADR 038)
    expect(await stockOf(store.database.db, product.id)).toBe(stockBefore);

    const more = await deskAction(staff, "refund", payment.id, { amount: 1 });
    expect(more.status).toBe(409);
    expect(readApiError(409, await more.json()).messages).toEqual([
      "Nothing is left to refund on this payment.",
    ]);
  });

  it("acts once for a retried key, and refuses the key for another action", async () => {
    const { order, payment } = await cardOrder();
    const key = randomUUID();
    const first = await deskAction(staff, "refund", payment.id, { amount: 2500 }, key);
    const again = await deskAction(staff, "refund", payment.id, { amount: 2500 }, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await doneAction(again)).action).toMatchObject({ key, result: "moved", amount: 2500 });
    const shown = await deskOrder(staff, order.reference);
    expect(shown.attempts[0]?.refundedAmount).toBe(2500);
    expect(shown.events).toHaveLength(1);
    const refunds = await store.database.db
      .select()
      .from(cardSandboxRefunds)
      .where(eq(cardSandboxRefunds.paymentReference, payment.id));
    expect(refunds.map((r) => r.amount)).toEqual([2500]);

    for (const [kind, body] of [
      ["refund", { amount: 2600 }],
      ["capture", {}],
    ] as const) {
      const other = await deskAction(staff, kind, payment.id, body, key);
      expect(other.status).toBe(400);
      expect(readApiError(400, await other.json()).messages).toEqual([
        "This Idempotency-Key was used for another action. Start the action again from the order.",
      ]);
    }
    const colleague = browserOf(store.app);
    await signInAs(store, colleague, "staff2@example.com");
    expect((await deskAction(colleague, "refund", payment.id, { amount: 2500 }, key)).status).toBe(400);
    expect((await deskOrder(staff, order.reference)).attempts[0]?.refundedAmount).toBe(2500);
  });

  it("refuses more than is left, and bad input, without recording anything", async () => {
    const { order, payment } = await cardOrder();
    const tooMuch = await deskAction(staff, "refund", payment.id, { amount: order.total + 1 });
    expect(tooMuch.status).toBe(409);
    expect(readApiError(409, await tooMuch.json()).messages[0]).toMatch(/^At most \$[\d,.]+ can be refunded/);
    for (const body of [
      {},
      { amount: 0 },
      { amount: -5 },
      { amount: 10.5 },
      { amount: "12.50" },
      { amount: 1, x: 1 },
    ]) {
      const res = await deskAction(staff, "refund", payment.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(readApiError(400, await res.json()).messages.length).toBeGreaterThan(0);
    }
    const noKey = await deskAction(staff, "refund", payment.id, { amount: 100 }, null);
    expect(noKey.status).toBe(400);
    expect(readApiError(400, await noKey.json()).messages).toEqual([
      "An Idempotency-Key header is required: send the same key again to retry this action.",
    ]);
    expect((await deskAction(staff, "refund", payment.id, { amount: 100 }, "short")).status).toBe(400);
    expect((await deskAction(staff, "refund", "not-a-uuid", { amount: 100 })).status).toBe(400);
    const unknown = await deskAction(staff, "refund", randomUUID(), { amount: 100 });
    expect(unknown.status).toBe(404);
    const bad = await staff(`/api/orders-desk/payments/${payment.id}/refund`, {
      method: "POST",
      body: "{",
      headers: { "idempotency-key": randomUUID() },
    });
    expect(bad.status).toBe(400);
    const shown = await deskOrder(staff, order.reference);
    expect([shown.events, shown.payment.status]).toEqual([[], "paid"]);
  });

  it("records a refund whose answer was lost as failed, and the retry with the same key acts once", async () => {
    const { order, payment } = await cardOrder();
    const key = randomUUID();
    // $66.70: the sandbox makes the refund and the answer is lost (reference/payments.md)
    const lost = await deskAction(staff, "refund", payment.id, { amount: 6670 }, key);
    expect(lost.status).toBe(502);
    const failed = (await lost.json()) as { errors: string[] };
    const recorded = deskActionAnswerSchema.parse(failed);
    expect(recorded.action.result).toBe("failed");
    expect(failed.errors).toEqual([
      "Card did not answer. Try again: the same action is sent again and acts only once.",
    ]);
    expect(recorded.order.payment.status).toBe("paid");
    // The money is held while the action waits for its retry
    expect(recorded.order.attempts[0]?.can.refund).toBe(order.total - 6670);

    const retried = await deskAction(staff, "refund", payment.id, { amount: 6670 }, key);
    expect(retried.status).toBe(200);
    const done = await doneAction(retried);
    expect(done.action).toMatchObject({ result: "moved", message: "Refunded $66.70." });
    expect(done.order.attempts[0]?.refundedAmount).toBe(6670);
    expectPaidAgrees(done.order);
    const refunds = await store.database.db
      .select()
      .from(cardSandboxRefunds)
      .where(eq(cardSandboxRefunds.paymentReference, payment.id));
    expect(refunds).toHaveLength(1);
    expect((await deskAction(staff, "refund", payment.id, { amount: 6670 }, key)).status).toBe(200);
    expect((await deskOrder(staff, order.reference)).attempts[0]?.refundedAmount).toBe(6670);
  });

  it("says what the provider refused and records it", async () => {
    const { order, payment } = await cardOrder();
    // The acquirer's own record says the payment was voided behind the store's back
    await store.database.db.execute(
      sql`update card_sandbox_payments set state = 'voided' where reference = ${payment.id}`,
    );
    const res = await deskAction(staff, "refund", payment.id, { amount: 500 });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { errors: string[] };
    expect(body.errors).toEqual(["Card refused: A payment that is voided cannot be refunded"]);
    const shown = await deskOrder(staff, order.reference);
    expect(shown.events).toEqual([
      expect.objectContaining({ result: "refused", who: "Sam Staff <staff@example.com>" }),
    ]);
    expect(shown.payment.status).toBe("paid");
    expect(shown.attempts[0]?.can.refund).toBe(order.total);
  });
});

describe("capture and void", () => {
  it("captures an authorisation once, and then has nothing left to capture", async () => {
    const { order, payment } = await cardOrder();
    await asAuthorisedOnly(payment.id);
    const before = await deskOrder(staff, order.reference);
    expect(before.payment.status).toBe("authorised");
    expect(before.attempts[0]?.can).toEqual({ capture: order.total, refund: 0, void: true });
    const tooMuch = await deskAction(staff, "capture", payment.id, { amount: order.total + 1 });
    expect(tooMuch.status).toBe(409);

    const captured = await doneAction(await deskAction(staff, "capture", payment.id, {}));
    expect(captured.action).toMatchObject({ result: "moved", amount: order.total });
    expect(captured.order.payment).toMatchObject({ status: "paid", paid: order.total });
    expectPaidAgrees(captured.order);
    const again = await deskAction(staff, "capture", payment.id, {});
    expect(again.status).toBe(409);
    expect(readApiError(409, await again.json()).messages).toEqual([
      "Nothing is left to capture on this payment.",
    ]);
    expect((await deskAction(staff, "void", payment.id, {})).status).toBe(409);
  });

  it("captures part of an authorisation, never more than the order lacks", async () => {
    const { order, payment } = await cardOrder();
    await asAuthorisedOnly(payment.id);
    const part = await doneAction(await deskAction(staff, "capture", payment.id, { amount: 1000 }));
    expect(part.order.attempts[0]).toMatchObject({ status: "captured", capturedAmount: 1000 });
    expect(part.order.payment).toMatchObject({ status: "partly_paid", paid: 1000 });
    expect(part.order.attempts[0]?.can.capture).toBe(order.total - 1000);
    expectPaidAgrees(part.order);
  });

  it("voids an authorisation at the acquirer; a captured payment is refunded instead", async () => {
    const { order, payment } = await cardOrder();
    const captured = await deskAction(staff, "void", payment.id, {});
    expect(captured.status).toBe(409);
    expect(readApiError(409, await captured.json()).messages[0]).toMatch(/Refund a captured payment instead/);
    expect((await deskAction(staff, "void", payment.id, { amount: 5 })).status).toBe(400);

    await asAuthorisedOnly(payment.id);
    const voided = await doneAction(await deskAction(staff, "void", payment.id, {}));
    expect(voided.action).toMatchObject({ result: "moved", message: "The authorisation was voided." });
    expect(voided.order.attempts[0]).toMatchObject({ status: "voided", providerStatus: "voided" });
    expect(voided.order.payment.status).toBe("unpaid");
    expectPaidAgrees(voided.order);
    const [sandbox] = sqlRows(
      await store.database.db.execute(
        sql`select state from card_sandbox_payments where reference = ${payment.id}`,
      ),
      z.object({ state: z.string() }),
    );
    expect(sandbox?.state).toBe("voided");
    expect(order.status).toBe("placed");
  });

  it("shows a deposit order's balance as still to pay: nothing is authorised to capture", async () => {
    const { order, payment } = await cardOrder({ deposit: true });
    const shown = await deskOrder(staff, order.reference);
    expect(shown.payment).toMatchObject({
      status: "partly_paid",
      paid: payment.amount,
      authorised: 0,
      remaining: order.total - payment.amount,
    });
    expect(shown.attempts[0]?.can).toEqual({ capture: 0, refund: payment.amount, void: false });
    expectPaidAgrees(shown);
    expect(orderPaymentState(order.total, shown.attempts).status).toBe("partly_paid");
  });
});

describe("Zip in store", () => {
  it("refunds an approved purchase at Zip, in part, once per key", async () => {
    const product = await stockedProduct(store.database.db, 5, 25);
    const seller = browserOf(store.app);
    await signInAs(store, seller, "staff2@example.com");
    const cartId = await fillCart(seller, product.sku);
    const form = await checkoutForm(seller, {
      card: null,
      overrides: { selectedPaymentOption: "ZipInStore", devicePaymentCode: "100001" },
    });
    const started = await placeOrder(seller, form);
    expect(started.status).toBe(200);
    const reference = started.body?.paymentReference ?? "";
    // The trigger code answers after 3 seconds: move the request's clock instead of waiting
    await store.database.db.execute(
      sql`update zip_sandbox_purchases set created_at = now() - interval '10 seconds' where reference = ${reference}`,
    );
    const polled = await seller(
      `/api/payment/status?cartId=${cartId}&paymentReference=${reference}&selectedPaymentOption=ZipInStore`,
    );
    expect(polled.status).toBe(200);
    const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    if (!order) throw new Error("no order");
    const before = await deskOrder(staff, order.reference);
    expect(before.attempts[0]).toMatchObject({ method: "ZipInStore", status: "captured" });
    expect(before.attempts[0]?.can).toEqual({ capture: 0, refund: order.total, void: false });

    const key = randomUUID();
    const refunded = await doneAction(await deskAction(staff, "refund", reference, { amount: 1500 }, key));
    expect(refunded.action.result).toBe("moved");
    expect(refunded.order.attempts[0]).toMatchObject({
      refundedAmount: 1500,
      providerStatus: "PartlyRefunded",
    });
    expectPaidAgrees(refunded.order);
    expect((await deskAction(staff, "refund", reference, { amount: 1500 }, key)).status).toBe(200);
    const atZip = await store.database.db
      .select()
      .from(zipSandboxRefunds)
      .where(eq(zipSandboxRefunds.purchaseReference, reference));
    expect(atZip.map((r) => r.amount)).toEqual([1500]);
    const voided = await deskAction(staff, "void", reference, {});
    expect(voided.status).toBe(409);
  });
});
