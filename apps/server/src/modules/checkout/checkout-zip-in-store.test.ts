import { checkoutMessages, paymentStatusAnswerSchema } from "@store/domain/checkout.schema";
import { orderDetailSchema } from "@store/domain/order.schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { zipSandboxPurchases } from "../../payments/payments.tables.ts";
import {
  checkoutForm,
  fillCart,
  placeOrder,
  stockedProduct,
  stockOf,
  viewOf,
} from "../../testing/checkout-kit.ts";
import { priceCartAt } from "../../testing/redirect-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { answerInZipApp } from "../../testing/zip-in-store-kit.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * Zip in store through the app and the sandbox Zip app (issue 16, ADR 035): staff send the purchase to
 * the customer's code, the page polls the payment's status, the customer approves or declines on the
 * sandbox's device page (or a trigger code answers), and the order is placed, or its stock given back,
 * exactly once.
 */

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

/** A signed-in staff member with one unit of a stocked product in the cart. */
async function staffSale(skip: number) {
  const browser = browserOf(store.app);
  await signInAs(store, browser, "staff@example.com");
  const product = await stockedProduct(store.database.db, 5, skip);
  const cartId = await fillCart(browser, product.sku);
  return { browser, product, cartId };
}

/** The staff checkout's form for Zip in store with the customer's code. */
async function zipForm(
  browser: ReturnType<typeof browserOf>,
  code: string,
  overrides: Record<string, unknown> = {},
) {
  return checkoutForm(browser, {
    card: null,
    overrides: { selectedPaymentOption: "ZipInStore", devicePaymentCode: code, ...overrides },
  });
}

async function statusOf(browser: ReturnType<typeof browserOf>, cartId: string, reference: string) {
  const res = await browser(
    `/api/payment/status?cartId=${cartId}&paymentReference=${reference}&selectedPaymentOption=ZipInStore`,
  );
  expect(res.status).toBe(200);
  return paymentStatusAnswerSchema.parse(await res.json());
}

/** The customer's answer on the sandbox Zip app: their code's page, then Approve or Decline. */
const answerInApp = (code: string, action: "approve" | "decline") => answerInZipApp(store, code, action);

/** Moves a sandbox purchase's clock back, as if the customer had been waiting that long. */
async function ageRequest(reference: string, seconds: number) {
  await store.database.db.execute(
    sql`update zip_sandbox_purchases set created_at = now() - ${`${seconds} seconds`}::interval where reference = ${reference}`,
  );
}

describe("Zip in store (checkout s.4 'Polling', issue 16)", () => {
  it("is offered to staff only", async () => {
    const { browser } = await staffSale(0);
    expect((await viewOf(browser)).paymentOptions.slice(0, 10)).toEqual([
      "CreditCard",
      "ApplePay",
      "GooglePay",
      "PayPal",
      "PayPalBnpl",
      "AfterPay",
      "Zip",
      "Klarna",
      "Humm",
      "ZipInStore",
    ]);
    const shopper = browserOf(store.app);
    await signInAs(store, shopper, "customer@example.com");
    expect((await viewOf(shopper)).paymentOptions).toEqual([
      "CreditCard",
      "ApplePay",
      "GooglePay",
      "PayPal",
      "PayPalBnpl",
      "AfterPay",
      "Zip",
      "Klarna",
      "Humm",
    ]);
  });

  it("waits for the customer's approval, then places the order once", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await staffSale(1);
    const before = await stockOf(db, product.id);
    const started = await placeOrder(browser, await zipForm(browser, "314159"));
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    expect(started.body).toMatchObject({ success: true, orderCompleted: false, paymentStatus: "Pending" });
    const reference = started.body?.paymentReference ?? "";
    // The order's own reference, for the 65 s timeout message (checkout s.4 "Polling")
    const [placed] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(started.body?.orderReference).toBe(placed?.reference);
    expect(placed?.reference).toMatch(/^AOL-\d+$/);
    expect(await stockOf(db, product.id)).toBe(before - 1);
    expect(await statusOf(browser, cartId, reference)).toEqual({ paymentStatus: "Pending", message: null });

    const answered = await answerInApp("314159", "approve");
    expect(answered).toContain("Approved. The store now sees your payment.");
    expect(await statusOf(browser, cartId, reference)).toEqual({ paymentStatus: "Approved", message: null });
    // A second poll finds it settled: still one order, one payment, one mail
    expect((await statusOf(browser, cartId, reference)).paymentStatus).toBe("Approved");
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail).toMatchObject({ status: "placed", amountRemaining: 0, payment: { method: "ZipInStore" } });
    expect(detail.payment?.cardSummary).toBe("Zip in store");
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${order?.reference}%`}`));
    expect(mails).toHaveLength(1);
    expect(await stockOf(db, product.id)).toBe(before - 1);
  });

  it("gives the stock back when the customer declines in their app", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await staffSale(2);
    const before = await stockOf(db, product.id);
    const started = await placeOrder(browser, await zipForm(browser, "271828"));
    await answerInApp("271828", "decline");
    expect(await statusOf(browser, cartId, started.body?.paymentReference ?? "")).toEqual({
      paymentStatus: "Declined",
      message: "The customer declined the purchase in their Zip app.",
    });
    expect(await stockOf(db, product.id)).toBe(before);
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("cancelled");
  });

  it("answers by trigger code: declined by Zip, cancelled by the customer, silent, expired", async () => {
    const declined = await staffSale(3);
    const first = await placeOrder(declined.browser, await zipForm(declined.browser, "100002"));
    const firstRef = first.body?.paymentReference ?? "";
    expect((await statusOf(declined.browser, declined.cartId, firstRef)).paymentStatus).toBe("Pending");
    await ageRequest(firstRef, 4);
    const refused = await statusOf(declined.browser, declined.cartId, firstRef);
    expect(refused.paymentStatus).toBe("Declined");
    expect(refused.message).toMatch(/available credit is too low/);

    const cancelled = await staffSale(4);
    const second = await placeOrder(cancelled.browser, await zipForm(cancelled.browser, "100004"));
    const secondRef = second.body?.paymentReference ?? "";
    await ageRequest(secondRef, 4);
    expect(await statusOf(cancelled.browser, cancelled.cartId, secondRef)).toEqual({
      paymentStatus: "Cancelled",
      message: checkoutMessages.userCancel,
    });

    const silent = await staffSale(5);
    const third = await placeOrder(silent.browser, await zipForm(silent.browser, "100003"));
    const thirdRef = third.body?.paymentReference ?? "";
    await ageRequest(thirdRef, 65);
    expect((await statusOf(silent.browser, silent.cartId, thirdRef)).paymentStatus).toBe("Pending");
    await ageRequest(thirdRef, 10 * 60);
    expect(await statusOf(silent.browser, silent.cartId, thirdRef)).toEqual({
      paymentStatus: "Expired",
      message: checkoutMessages.paymentExpired,
    });
  });

  it("withdraws the request when staff cancel, so the customer can no longer approve it", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await staffSale(6);
    const before = await stockOf(db, product.id);
    const started = await placeOrder(browser, await zipForm(browser, "161803"));
    const voided = await browser("/api/checkout/void", {
      method: "POST",
      body: JSON.stringify({ cartId, selectedPaymentOption: "ZipInStore" }),
    });
    expect(await voided.json()).toEqual({ voided: true });
    expect(await stockOf(db, product.id)).toBe(before);
    const phone = browserOf(store.app);
    expect(await (await phone("/sandbox/zip/device?code=161803")).text()).toContain("Nothing is waiting");
    const [payment] = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, started.body?.paymentReference ?? ""));
    expect(payment?.status).toBe("voided");
  });

  it("refuses Zip in store from a customer, without a code, and with a deposit", async () => {
    const shopper = browserOf(store.app);
    await signInAs(store, shopper, "customer@example.com");
    const product = await stockedProduct(store.database.db, 5, 7);
    await fillCart(shopper, product.sku);
    const forbidden = await placeOrder(shopper, await zipForm(shopper, "123456"));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body?.errorMessages[0]).toMatch(/Only staff can choose .*Zip in store/);

    const { browser } = await staffSale(8);
    const noCode = await placeOrder(browser, await zipForm(browser, "", { devicePaymentCode: null }));
    expect(noCode.status).toBe(400);
    expect(noCode.body?.errorMessages).toEqual([checkoutMessages.devicePaymentCode]);
    const badCode = await placeOrder(browser, await zipForm(browser, "12345"));
    expect(badCode.status).toBe(400);
    expect(badCode.body?.errorMessages).toContain(checkoutMessages.devicePaymentCode);
    const view = await viewOf(browser);
    const deposit = await placeOrder(
      browser,
      await zipForm(browser, "123456", { partialPayment: Math.ceil(view.cart.orderTotal * 0.5) }),
    );
    expect(deposit.status).toBe(400);
    expect(deposit.body?.errorMessages).toEqual(["A deposit can only be paid by card."]);
  });

  it("finds the purchase request whose answer was lost ($66.70): one request, one charge, one order, settled by the poll", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await staffSale(9);
    await priceCartAt(db, browser, product.id, infrastructureFaultAmount);
    const before = await stockOf(db, product.id);
    const form = await zipForm(browser, "662670");
    // The sandbox takes the request and drops the answer: the store asks Zip for its reference instead
    const started = await placeOrder(browser, form, "zip-fault-1");
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    expect(started.body).toMatchObject({ success: true, orderCompleted: false, paymentStatus: "Pending" });
    const reference = started.body?.paymentReference ?? "";
    expect(reference).not.toBe("");
    // The same post retried (its key) answers the same; pressed again (a new key), the waiting payment is
    // named and nothing new is sent to Zip
    const retried = await placeOrder(browser, form, "zip-fault-1");
    expect(retried.status, JSON.stringify(retried.raw)).toBe(200);
    expect(retried.body?.paymentReference).toBe(reference);
    const again = await placeOrder(browser, form, "zip-fault-2");
    expect(again.status, JSON.stringify(again.raw)).toBe(409);
    expect(again.body).toMatchObject({ paymentReference: reference, paymentStatus: "Pending" });
    expect(again.body?.errorMessages?.[0]).toMatch(/waiting for the customer to approve it in their Zip app/);
    const requests = () =>
      db.select().from(zipSandboxPurchases).where(eq(zipSandboxPurchases.deviceCode, "662670"));
    expect(await requests()).toHaveLength(1);
    expect((await requests())[0]).toMatchObject({
      reference,
      amount: infrastructureFaultAmount,
      state: "pending",
    });
    expect(await statusOf(browser, cartId, reference)).toEqual({ paymentStatus: "Pending", message: null });

    await answerInApp("662670", "approve");
    expect(await statusOf(browser, cartId, reference)).toEqual({ paymentStatus: "Approved", message: null });
    expect((await statusOf(browser, cartId, reference)).paymentStatus).toBe("Approved");
    const placed = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.status).toBe("placed");
    const attempts = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, placed[0]?.id ?? 0));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ id: reference, capturedAmount: infrastructureFaultAmount });
    expect((await requests()).map((r) => [r.state, r.amount])).toEqual([
      ["approved", infrastructureFaultAmount],
    ]);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail).toMatchObject({
      status: "placed",
      amountPaid: infrastructureFaultAmount,
      amountRemaining: 0,
    });
    expect(await stockOf(db, product.id)).toBe(before - 1);
  });
});
