import { randomUUID } from "node:crypto";
import { readApiError } from "@store/domain/api-error.schema";
import { checkoutMessages } from "@store/domain/checkout.schema";
import { deskZipMessages } from "@store/domain/orders-desk";
import { deskBalanceAnswerSchema, deskPaymentWaitSchema } from "@store/domain/orders-desk.schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { zipSandboxPurchases } from "../../payments/payments.tables.ts";
import { deskOrder, placedCardOrder, receiptsOf, takeBalance, useDeskStore } from "../../testing/desk-kit.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { answerInZipApp } from "../../testing/zip-in-store-kit.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * A deposit order's balance taken at the orders desk by Zip in store (ADR 093): the desk sends the
 * purchase to the customer's code, polls it while the customer answers in their Zip app, and the
 * approval is recorded once with `amount_paid`; a decline or a cancel leaves the order as it was. The
 * races are in orders-desk-balance-races.test.ts (PostgreSQL); Zip's webhook in sandbox-webhooks.test.ts.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let skip = 60;

useDeskStore((opened, signedIn) => {
  store = opened;
  staff = signedIn;
});

const depositOrder = async () => (await placedCardOrder(store, { deposit: true, skip: skip++ % 20 })).order;

/** Starts a Zip in store balance for what is left of the order; answers the desk's answer (200). */
async function startZip(reference: string, amount: number, code: string, key = randomUUID()) {
  const res = await takeBalance(
    staff,
    reference,
    { method: "ZipInStore", amount, devicePaymentCode: code },
    key,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return deskBalanceAnswerSchema.parse(await res.json());
}

async function statusOf(paymentId: string, as = staff) {
  const res = await as(`/api/orders-desk/payments/${paymentId}/status`);
  expect(res.status, await res.clone().text()).toBe(200);
  return deskPaymentWaitSchema.parse(await res.json());
}

async function cancelOf(paymentId: string) {
  const res = await staff(`/api/orders-desk/payments/${paymentId}/cancel`, { method: "POST", body: "{}" });
  expect(res.status, await res.clone().text()).toBe(200);
  return deskPaymentWaitSchema.parse(await res.json());
}

async function moneyOf(orderId: number) {
  const [order] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order?.amountPaid;
}

describe("taking a deposit's balance by Zip in store at the desk", () => {
  it("waits for the customer, then records the approval once with amount_paid", async () => {
    const placed = await depositOrder();
    const due = placed.total - placed.amountPaid;
    const started = await startZip(placed.reference, due, "310001");
    expect(started.balance).toMatchObject({
      method: "ZipInStore",
      amount: due,
      paymentStatus: "Pending",
      message: deskZipMessages.waiting,
    });
    // Nothing is paid while the customer decides
    expect(started.order).toMatchObject({ amountPaid: placed.amountPaid, balanceDue: due });
    expect(await statusOf(started.balance.paymentId)).toMatchObject({
      paymentStatus: "Pending",
      message: null,
    });

    await answerInZipApp(store, "310001", "approve");
    const approved = await statusOf(started.balance.paymentId);
    expect(approved).toMatchObject({ paymentStatus: "Approved" });
    expect(approved.message).toContain("taken. Zip in store.");
    expect(await moneyOf(placed.id)).toBe(placed.total);
    // Asked again (the next tick, a second tab): the same answer, nothing added twice
    expect((await statusOf(started.balance.paymentId)).paymentStatus).toBe("Approved");
    expect(await moneyOf(placed.id)).toBe(placed.total);

    const shown = await deskOrder(staff, placed.reference);
    expect(shown).toMatchObject({ amountPaid: placed.total, balanceDue: 0 });
    expect(shown.payment).toMatchObject({ status: "paid", remaining: 0 });
    expect(shown.attempts.find((a) => a.id === started.balance.paymentId)).toMatchObject({
      method: "ZipInStore",
      purpose: "balance",
      status: "captured",
      capturedAmount: due,
    });
    const events = await store.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, started.balance.paymentId));
    // Who asked (the staff record) and Zip's approval, each once
    expect(events.map((e) => [e.provider, e.kind, e.result]).sort()).toEqual([
      ["staff", "balance", "moved"],
      ["zip-in-store", "captured", "moved"],
    ]);
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, started.balance.paymentId));
    expect(attempt?.takenByUserId).not.toBeNull();
    // The customer's receipt goes with the approval, once however often the desk asks
    const [receipt, ...more] = await receiptsOf(store, placed.reference);
    expect(more).toEqual([]);
    expect(receipt?.text).toContain("Paid with: Zip in store");
    expect(receipt?.text).toContain("Your order is now paid in full.");
  });

  it("sends the purchase to Zip once for a repeated key, and refuses another balance while it waits", async () => {
    const placed = await depositOrder();
    const due = placed.total - placed.amountPaid;
    const key = randomUUID();
    const first = await startZip(placed.reference, due, "310002", key);
    const again = await startZip(placed.reference, due, "310002", key);
    expect(again.balance.paymentId).toBe(first.balance.paymentId);
    const purchases = await store.database.db
      .select()
      .from(zipSandboxPurchases)
      .where(eq(zipSandboxPurchases.reference, first.balance.paymentId));
    expect(purchases).toHaveLength(1);

    const cash = await takeBalance(staff, placed.reference, {
      method: "Cash",
      amount: due,
      cashTendered: due,
    });
    expect(cash.status).toBe(409);
    expect(readApiError(409, await cash.json()).messages).toEqual([deskZipMessages.inFlight]);
    await cancelOf(first.balance.paymentId);
  });

  it("ends on a decline with Zip's reason; the order is as it was and another method may be taken", async () => {
    const placed = await depositOrder();
    const due = placed.total - placed.amountPaid;
    const started = await startZip(placed.reference, due, "310003");
    await answerInZipApp(store, "310003", "decline");
    const declined = await statusOf(started.balance.paymentId);
    expect(declined.paymentStatus).toBe("Declined");
    expect(declined.message).toMatch(/declined/i);
    expect(await moneyOf(placed.id)).toBe(placed.amountPaid);

    const cash = await takeBalance(staff, placed.reference, {
      method: "Cash",
      amount: due,
      cashTendered: due,
    });
    expect(cash.status).toBe(200);
    expect(await moneyOf(placed.id)).toBe(placed.total);
  });

  it("cancels the request at Zip: the customer can no longer approve it, and nothing is paid", async () => {
    const placed = await depositOrder();
    const due = placed.total - placed.amountPaid;
    const started = await startZip(placed.reference, 1000, "310004");
    const cancelled = await cancelOf(started.balance.paymentId);
    expect(cancelled).toMatchObject({
      paymentStatus: "Cancelled",
      message: deskZipMessages.cancelledByStaff,
    });
    await expect(answerInZipApp(store, "310004", "approve")).rejects.toThrow(/nothing waits/);
    expect((await statusOf(started.balance.paymentId)).paymentStatus).toBe("Cancelled");
    // Cancelling again (the page's leaving after the button) changes nothing
    expect((await cancelOf(started.balance.paymentId)).paymentStatus).toBe("Cancelled");
    expect(await moneyOf(placed.id)).toBe(placed.amountPaid);
    const shown = await deskOrder(staff, placed.reference);
    expect(shown.balanceDue).toBe(due);
    // Who cancelled, in the desk's record
    const record = shown.events.find((e) => e.paymentId === started.balance.paymentId && e.kind === "voided");
    expect(record).toMatchObject({ source: "staff", result: "moved" });
    expect(record?.who).toContain("staff@example.com");
  });

  it("asks Zip after a lost answer (the $66.70 trigger) and waits on the one purchase Zip took", async () => {
    const placed = await depositOrder();
    expect(placed.total - placed.amountPaid).toBeGreaterThan(infrastructureFaultAmount);
    const started = await startZip(placed.reference, infrastructureFaultAmount, "310006");
    expect(started.balance.paymentStatus).toBe("Pending");
    const purchases = await store.database.db
      .select()
      .from(zipSandboxPurchases)
      .where(eq(zipSandboxPurchases.reference, started.balance.paymentId));
    expect(purchases).toHaveLength(1);
    await answerInZipApp(store, "310006", "approve");
    expect((await statusOf(started.balance.paymentId)).paymentStatus).toBe("Approved");
    expect(await moneyOf(placed.id)).toBe(placed.amountPaid + infrastructureFaultAmount);
  });

  it("answers a trigger code's answer: Zip declines for not enough credit", async () => {
    const placed = await depositOrder();
    const started = await startZip(placed.reference, 500, "100002");
    expect(started.balance.paymentStatus).toBe("Pending");
    await expect
      .poll(async () => (await statusOf(started.balance.paymentId)).paymentStatus, { timeout: 15_000 })
      .toBe("Declined");
  });

  it("refuses a missing or malformed code, a code with another method, and more than is left", async () => {
    const placed = await depositOrder();
    const due = placed.total - placed.amountPaid;
    const cases: [Record<string, unknown>, string][] = [
      [{ method: "ZipInStore", amount: due }, checkoutMessages.devicePaymentCode],
      [{ method: "ZipInStore", amount: due, devicePaymentCode: "12345" }, checkoutMessages.devicePaymentCode],
      [
        { method: "ZipInStore", amount: due, devicePaymentCode: "12345a" },
        checkoutMessages.devicePaymentCode,
      ],
      [
        { method: "Cash", amount: due, cashTendered: due, devicePaymentCode: "123456" },
        deskZipMessages.codeOnlyForZip,
      ],
      [{ method: "ZipInStore", amount: due + 1, devicePaymentCode: "123456" }, "is left to pay"],
    ];
    for (const [body, message] of cases) {
      const res = await takeBalance(staff, placed.reference, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(readApiError(400, await res.json()).messages.join(" ")).toContain(message);
    }
    expect(
      await store.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, placed.id)),
    ).toHaveLength(1);
  });

  it("waits on no payment but a Zip balance: another payment's id, or an unknown one, is a 404", async () => {
    const placed = await placedCardOrder(store, { deposit: true, skip: skip++ % 20 });
    for (const id of [placed.payment.id, randomUUID()]) {
      const status = await staff(`/api/orders-desk/payments/${id}/status`);
      expect(status.status).toBe(404);
      expect(readApiError(404, await status.json()).messages).toEqual([deskZipMessages.notWaiting]);
      const cancel = await staff(`/api/orders-desk/payments/${id}/cancel`, { method: "POST", body: "{}" });
      expect(cancel.status).toBe(404);
    }
    const bad = await staff("/api/orders-desk/payments/not-a-uuid/status");
    expect(bad.status).toBe(400);
  });

  it("is the desk's: a customer cannot poll or cancel it (403)", async () => {
    const placed = await depositOrder();
    const started = await startZip(placed.reference, 700, "310005");
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await customer(`/api/orders-desk/payments/${started.balance.paymentId}/status`)).status).toBe(
      403,
    );
    const cancel = await customer(`/api/orders-desk/payments/${started.balance.paymentId}/cancel`, {
      method: "POST",
      body: "{}",
    });
    expect(cancel.status).toBe(403);
    expect((await statusOf(started.balance.paymentId)).paymentStatus).toBe("Pending");
    await cancelOf(started.balance.paymentId);
  });
});
