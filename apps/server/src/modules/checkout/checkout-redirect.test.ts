import { checkoutMessages } from "@store/domain/checkout.schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { placeOrder, stockOf, viewOf } from "../../testing/checkout-kit.ts";
import {
  answerApproval,
  confirmReturn,
  openApproval,
  priceCartAt,
  redirectForm,
} from "../../testing/redirect-kit.ts";
import { paymentSandboxStore } from "../../testing/sandbox-store.ts";
import { browserOf } from "../../testing/test-store.ts";
import { orders, paymentEvents } from "../order/order.tables.ts";
import { challengeMinutes } from "./payment-holds.service.ts";

/**
 * Afterpay, Zip online, PayPal and PayPal Pay Later through the app and their sandboxes' pages (issue 16,
 * ADR 036): the checkout answers the provider's page, the shopper approves or cancels there, the return
 * page's confirmation is checked with the provider and settles the order once.
 */

const {
  captured,
  store,
  shopper,
  paymentHolds,
  attemptOf,
  orderOf,
  mailsFor,
  startRedirect,
  sandboxCheckouts,
} = paymentSandboxStore();

/** The sandbox's checkout of a payment. */
const sandboxRow = async (reference: string) => (await sandboxCheckouts(reference))[0];

describe("redirect payments offered (checkout s.3 option bits)", () => {
  it("lists PayPal with Pay Later, Afterpay, Zip, Klarna and Humm after the card and the wallets, for guests too", async () => {
    const { browser } = await shopper();
    expect((await viewOf(browser)).paymentOptions).toEqual([
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
});

describe("Afterpay (ADR 036)", () => {
  it("sends the shopper to Afterpay, captures on the approved return and places the order once", async () => {
    const db = store().database.db;
    const { browser, product, cartId, answer, reference } = await startRedirect("AfterPay");
    expect(answer.redirectUrl).toMatch(
      /^http:\/\/aol\.localhost:3000\/sandbox\/afterpay\/checkout\/002\.[0-9A-Z]{20}$/,
    );
    expect(answer.secure3DResponse).toBeNull();
    const before = await stockOf(db, product.id);
    expect((await attemptOf(reference)).status).toBe("requires_action");
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");

    const page = await openApproval(browser, answer);
    expect(page).toContain("Afterpay: approve your payment");
    const back = await answerApproval(browser, answer, "approve");
    expect(back.pathname).toBe("/customer/payment-return/afterpay");
    expect(back.searchParams.get("status")).toBe("SUCCESS");
    expect(back.searchParams.get("orderToken")).toMatch(/^002\./);

    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId, paymentReference: reference });
    const attempt = await attemptOf(reference);
    expect(attempt).toMatchObject({
      status: "captured",
      providerStatus: "CAPTURED",
      cardSummary: "Afterpay",
    });
    expect(attempt.capturedAmount).toBe(attempt.amount);
    const order = await orderOf(cartId);
    expect(order.status).toBe("placed");
    expect(order.amountPaid).toBe(attempt.amount);

    // The same return again (a reload): the same order, no second capture, no second mail
    const again = await confirmReturn(browser, back);
    expect(again).toMatchObject({ status: 200, body: { orderCompleted: true, cartId } });
    expect(await mailsFor(order.reference)).toHaveLength(1);
    expect(await sandboxRow(reference)).toMatchObject({ state: "captured", captured_amount: attempt.amount });
    expect(await stockOf(db, product.id)).toBe(before);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, reference));
    expect(events.map((e) => [e.provider, e.result])).toEqual([["afterpay", "moved"]]);
  });

  it("says 'You've cancelled your payment.' for a cancelled return and gives the stock back", async () => {
    const db = store().database.db;
    const { browser, product, cartId, answer, reference } = await startRedirect("AfterPay");
    const held = await stockOf(db, product.id);
    const back = await answerApproval(browser, answer, "cancel");
    expect(back.searchParams.get("status")).toBe("CANCELLED");
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Cancelled",
      refusalReason: checkoutMessages.cancelledReturn,
      errorMessages: [checkoutMessages.cancelledReturn],
    });
    expect((await attemptOf(reference)).status).toBe("voided");
    expect((await orderOf(cartId)).status).toBe("cancelled");
    expect(await stockOf(db, product.id)).toBe(held + 1);
    // The shopper pays by card instead: the order is reopened and placed
    expect((await confirmReturn(browser, back)).body.paymentStatus).toBe("Cancelled");
    const byCard = await placeOrder(browser, await redirectForm(browser, "AfterPay"));
    expect(byCard.body?.redirectUrl).toContain("/sandbox/afterpay/checkout/");
  });

  it("never trusts status=SUCCESS: an unapproved checkout is sent back to Afterpay, nothing captured", async () => {
    const { browser, answer, reference } = await startRedirect("AfterPay");
    const token = answer.redirectUrl?.split("/").pop() ?? "";
    const forged = new URL(
      `http://aol.localhost:3000/customer/payment-return/afterpay?orderToken=${token}&status=SUCCESS`,
    );
    const confirmed = await confirmReturn(browser, forged);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ orderCompleted: false, redirectUrl: answer.redirectUrl });
    expect((await attemptOf(reference)).status).toBe("requires_action");
    expect(await sandboxRow(reference)).toMatchObject({ state: "awaiting_shopper", captured_amount: 0 });
  });

  it("refuses an order above Afterpay's limit before the redirect, with the limits in words", async () => {
    const { browser, product } = await shopper();
    await priceCartAt(store().database.db, browser, product.id, 2_500_00);
    const refused = await placeOrder(browser, await redirectForm(browser, "AfterPay"));
    expect(refused.status).toBe(400);
    expect(refused.body?.errorMessages).toEqual([
      "Afterpay is available for orders from $1 to $2,000. Please choose another payment method.",
    ]);
    expect(
      await store()
        .database.db.select()
        .from(orders)
        .where(eq(orders.cartId, (await viewOf(browser)).cart.cartId)),
    ).toHaveLength(0);
  });

  it("lets a checkout token expire: a late return is 'not finished in time'", async () => {
    const { browser, cartId, answer, reference } = await startRedirect("AfterPay");
    const back = await answerApproval(browser, answer, "approve");
    // Thirteen days pass before the return: the approval lapsed at Afterpay
    await store().database.db.execute(
      sql`update redirect_sandbox_checkouts set expires_at = now() - interval '1 minute' where reference = ${reference}`,
    );
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Expired",
      refusalReason: checkoutMessages.paymentExpired,
    });
    expect((await orderOf(cartId)).status).toBe("cancelled");
  });
});

describe("Zip online (ADR 036)", () => {
  it("posts the checkout id to Zip's page (the spec's provider form), then charges on approval", async () => {
    const { browser, cartId, answer, reference } = await startRedirect("Zip");
    expect(answer.redirectUrl).toBe("http://aol.localhost:3000/sandbox/zip-online/checkout");
    expect(answer.secure3DResponse).toMatchObject({
      htmlFormAction: answer.redirectUrl,
      htmlFormToPost: { checkoutId: expect.stringMatching(/^co_[0-9A-Z]{20}$/) },
    });
    const back = await answerApproval(browser, answer, "approve");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      result: "approved",
      checkoutId: answer.secure3DResponse?.htmlFormToPost.checkoutId,
    });
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId });
    expect(await attemptOf(reference)).toMatchObject({
      status: "captured",
      providerStatus: "captured",
      cardSummary: "Zip",
    });
  });

  it("shows Zip's reason when it declines, and gives the stock back", async () => {
    const { browser, product, cartId, answer } = await startRedirect("Zip");
    const held = await stockOf(store().database.db, product.id);
    const back = await answerApproval(browser, answer, "decline");
    expect(back.searchParams.get("result")).toBe("declined");
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(401);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Declined",
      refusalReason: "Zip declined this application. Please choose another payment method.",
    });
    expect((await orderOf(cartId)).status).toBe("cancelled");
    expect(await stockOf(store().database.db, product.id)).toBe(held + 1);
  });

  it("keeps a referred application's order waiting, past the sweep, until Zip's reviewer decides", async () => {
    const db = store().database.db;
    const { browser, cartId, answer, reference } = await startRedirect("Zip");
    const back = await answerApproval(browser, answer, "refer");
    expect(back.searchParams.get("result")).toBe("referred");
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(200);
    const order = await orderOf(cartId);
    expect(confirmed.body).toMatchObject({
      orderCompleted: false,
      paymentStatus: "Pending",
      redirectUrl: null,
    });
    expect(confirmed.body.message).toContain(
      `Zip is reviewing your application. Your order ${order.reference} is held`,
    );
    expect(order.status).toBe("awaiting_payment");
    // The same return again answers the same
    expect((await confirmReturn(browser, back)).body.message).toContain("Zip is reviewing your application");

    // The sweep leaves it alone while Zip reviews it
    await db.execute(
      sql`update order_payments set updated_at = now() - ${`${challengeMinutes + 5} minutes`}::interval where id = ${reference}`,
    );
    const holds = paymentHolds();
    await holds.sweep();
    expect((await attemptOf(reference)).status).toBe("requires_action");

    // Zip's reviewer approves; the page's poll charges it and places the order, once
    const desk = browserOf(store().app);
    const list = await (await desk("/sandbox/zip-online/review")).text();
    const token = answer.secure3DResponse?.htmlFormToPost.checkoutId ?? "";
    expect(list).toContain(token);
    const reviewed = await desk(`/sandbox/zip-online/review/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=approve",
    });
    expect(reviewed.status).toBe(200);
    const poll = () =>
      browser(`/api/payment/status?cartId=${cartId}&paymentReference=${reference}&selectedPaymentOption=Zip`);
    const [first, second] = await Promise.all([poll(), poll()]);
    expect(await first.json()).toEqual({ paymentStatus: "Approved", message: null });
    expect((await second.json()).paymentStatus).toBe("Approved");
    expect((await orderOf(cartId)).status).toBe("placed");
    expect(await mailsFor(order.reference)).toHaveLength(1);
  });
});

describe("PayPal and PayPal Pay Later (ADR 036)", () => {
  it("captures an approved order: only the capture's COMPLETED places it", async () => {
    const { browser, cartId, answer, reference } = await startRedirect("PayPal");
    expect(answer.redirectUrl).toMatch(/\/sandbox\/paypal\/checkout\/PAYPAL[0-9A-Z]{20}$/);
    const back = await answerApproval(browser, answer, "approve");
    expect(back.searchParams.get("token")).toBe(answer.redirectUrl?.split("/").pop());
    expect(back.searchParams.get("PayerID")).toMatch(/^PAYER/);
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId });
    expect(await attemptOf(reference)).toMatchObject({
      status: "captured",
      providerStatus: "COMPLETED/COMPLETED",
      cardSummary: "PayPal",
    });
  });

  it("runs Pay Later through the same flow, named on PayPal's page and the receipt", async () => {
    const { browser, cartId, answer, reference } = await startRedirect("PayPalBnpl");
    expect(await openApproval(browser, answer)).toContain("PayPal Pay Later");
    const confirmed = await confirmReturn(browser, await answerApproval(browser, answer, "approve"));
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId });
    expect((await attemptOf(reference)).cardSummary).toBe("PayPal Pay Later");
  });

  it("says 'The transaction was canceled.' when the buyer cancels at PayPal", async () => {
    const { browser, cartId, answer, reference } = await startRedirect("PayPal");
    const back = await answerApproval(browser, answer, "cancel");
    expect([...back.searchParams.keys()]).toEqual(["token"]);
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Cancelled",
      refusalReason: checkoutMessages.userCancel,
    });
    expect((await orderOf(cartId)).status).toBe("cancelled");
    expect(await sandboxRow(reference)).toMatchObject({ state: "cancelled", cancelled_by: "shopper" });
  });

  it("refuses the order when PayPal declines the capture ($x.51)", async () => {
    const { browser, product, cartId } = await shopper();
    await priceCartAt(store().database.db, browser, product.id, 1_234_51);
    const started = await placeOrder(browser, await redirectForm(browser, "PayPal"));
    if (!started.body) throw new Error("no answer");
    const confirmed = await confirmReturn(browser, await answerApproval(browser, started.body, "approve"));
    expect(confirmed.status).toBe(401);
    expect(confirmed.body.refusalReason).toMatch(/^PayPal declined the capture/);
    expect((await orderOf(cartId)).status).toBe("cancelled");
  });
});

describe("the infrastructure fault ($66.70)", () => {
  it("finds the checkout and the capture whose answers were lost: one checkout, one capture", async () => {
    const db = store().database.db;
    const { browser, product, cartId } = await shopper();
    await priceCartAt(db, browser, product.id, infrastructureFaultAmount);
    const started = await placeOrder(browser, await redirectForm(browser, "AfterPay"));
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    expect(started.body?.redirectUrl).toContain("/sandbox/afterpay/checkout/");
    const reference = started.body?.paymentReference ?? "";
    if (!started.body) throw new Error("no answer");
    const confirmed = await confirmReturn(browser, await answerApproval(browser, started.body, "approve"));
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId });
    const rows = await db.execute(
      sql`select count(*)::int as n from redirect_sandbox_checkouts where reference = ${reference}`,
    );
    expect(JSON.stringify(rows)).toContain('"n":1');
    expect(await sandboxRow(reference)).toMatchObject({
      state: "captured",
      captured_amount: infrastructureFaultAmount,
    });
    expect((await attemptOf(reference)).capturedAmount).toBe(infrastructureFaultAmount);
    expect(captured.lines.some((l) => JSON.stringify(l).includes("Afterpay did not answer"))).toBe(true);
  });
});

describe("the confirmations' input and owners", () => {
  const calls = [
    ["afterpay", "orderToken=002.ABC&status=MAYBE"],
    ["afterpay", "status=SUCCESS"],
    ["zip", "checkoutId=co_X&result=perhaps"],
    ["zip", "result=approved"],
    ["paypal", "PayerID=P1"],
    ["paypal", "token=%3Cscript%3E"],
  ] as const;
  for (const [provider, query] of calls)
    it(`answers 400 to ${provider}confirmation?${query}`, async () => {
      const browser = browserOf(store().app);
      const res = await browser(`/api/checkout/${provider}confirmation?${query}`, { method: "POST" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: string[] };
      expect(body.errors.length).toBeGreaterThan(0);
    });

  it("answers 404 to a token no provider issued, and to another visitor's payment", async () => {
    const stranger = browserOf(store().app);
    const unknown = await stranger(
      `/api/checkout/paypalconfirmation?token=PAYPAL${"0".repeat(20)}&PayerID=P1`,
      {
        method: "POST",
      },
    );
    expect(unknown.status).toBe(404);
    const { browser, answer, reference } = await startRedirect("AfterPay");
    const back = await answerApproval(browser, answer, "approve");
    const foreign = await confirmReturn(stranger, back);
    expect(foreign.status).toBe(404);
    expect(foreign.body.orderCompleted).toBe(false);
    // A token of one provider at another's confirmation is unknown there
    const token = back.searchParams.get("orderToken");
    expect(
      (await browser(`/api/checkout/zipconfirmation?checkoutId=${token}&result=approved`, { method: "POST" }))
        .status,
    ).toBe(404);
    // Nothing was captured for the stranger; the owner's return still works
    expect(await sandboxRow(reference)).toMatchObject({ state: "approved" });
    expect((await confirmReturn(browser, back)).body.orderCompleted).toBe(true);
  });
});

describe("abandoned redirects", () => {
  it("are given up by a second submit (the Back button) and by the sweep, cancelled at the provider", async () => {
    const db = store().database.db;
    const { browser, product, answer, reference } = await startRedirect("PayPal");
    const held = await stockOf(db, product.id);
    // Back at the checkout, the shopper submits again: the open PayPal order is cancelled, a new one made
    const again = await placeOrder(browser, await redirectForm(browser, "AfterPay"));
    expect(again.body?.redirectUrl).toContain("/sandbox/afterpay/checkout/");
    expect((await attemptOf(reference)).status).toBe("voided");
    expect(await sandboxRow(reference)).toMatchObject({ state: "cancelled", cancelled_by: "merchant" });
    expect(await stockOf(db, product.id)).toBe(held);
    // PayPal's page no longer takes an answer
    expect((await browser(new URL(answer.redirectUrl ?? "").pathname)).status).toBe(409);

    // The shopper never comes back from Afterpay: the sweep gives the stock back and cancels it there
    const second = again.body?.paymentReference ?? "";
    await db.execute(
      sql`update order_payments set updated_at = now() - ${`${challengeMinutes + 1} minutes`}::interval where id = ${second}`,
    );
    const holds = paymentHolds();
    expect(await holds.sweep()).toBeGreaterThanOrEqual(1);
    expect((await attemptOf(second)).status).toBe("expired");
    expect(await sandboxRow(second)).toMatchObject({ state: "cancelled", cancelled_by: "merchant" });
    expect(await stockOf(db, product.id)).toBe(held + 1);
  });
});
