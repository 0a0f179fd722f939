import { checkoutMessages } from "@store/domain/checkout.schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { placeOrder, stockOf } from "../../testing/checkout-kit.ts";
import {
  answerApproval,
  confirmReturn,
  openApproval,
  priceCartAt,
  redirectForm,
} from "../../testing/redirect-kit.ts";
import { paymentSandboxStore } from "../../testing/sandbox-store.ts";
import { browserOf } from "../../testing/test-store.ts";
import { paymentEvents } from "../order/order.tables.ts";

/**
 * Klarna through the app and its sandbox widget (issue 16, ADR 042): a payment session, the shopper's
 * authorisation in Klarna's widget (decided by the test email convention), the return with the
 * authorization token, the order created with it (Klarna-Idempotency-Key: the payment's reference) and
 * captured; an expired or foreign token refused.
 */

const { captured, store, shopper, attemptOf, orderOf, mailsFor, startRedirect, sandboxCheckouts } =
  paymentSandboxStore();
const approvedEmail = "customer+au@klarna.com";
const deniedEmail = "customer+au+denied@klarna.com";

/** The Klarna sandbox's session of a payment. */
const klarnaRow = async (reference: string) => (await sandboxCheckouts(reference))[0];
/** Starts paying with Klarna: the checkout's answer sends the shopper to Klarna's widget. */
const start = (email = "jo@example.com") => startRedirect("Klarna", { email });

describe("Klarna (ADR 042)", () => {
  it("sends the shopper to Klarna's widget, creates the order with the authorization token and places it once", async () => {
    const db = store().database.db;
    const { browser, product, cartId, answer, reference } = await start(approvedEmail);
    expect(answer.redirectUrl).toMatch(
      /^http:\/\/aol\.localhost:3000\/sandbox\/klarna\/checkout\/KLARNA[0-9A-Z]{20}$/,
    );
    expect(answer.secure3DResponse).toBeNull();
    expect((await attemptOf(reference)).status).toBe("requires_action");
    const held = await stockOf(db, product.id);

    const widget = await openApproval(browser, answer);
    expect(widget).toContain("Klarna: authorise your payment");
    expect(widget).toContain(`value="${approvedEmail}"`);
    expect(widget).toContain("Pay in 4 interest-free payments");
    const back = await answerApproval(browser, answer, "approve");
    expect(back.pathname).toBe("/customer/payment-return/klarna");
    const sid = answer.redirectUrl?.split("/").pop();
    expect(back.searchParams.get("sid")).toBe(sid);
    const authorizationToken = back.searchParams.get("authorization_token") ?? "";
    expect(authorizationToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(await klarnaRow(reference)).toMatchObject({
      state: "approved",
      authorization_token: authorizationToken,
    });

    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId, paymentReference: reference });
    const attempt = await attemptOf(reference);
    expect(attempt).toMatchObject({
      status: "captured",
      providerStatus: "CAPTURED",
      cardSummary: "Klarna",
      pspReference: sid,
    });
    expect(attempt.capturedAmount).toBe(attempt.amount);
    const order = await orderOf(cartId);
    expect(order).toMatchObject({ status: "placed", amountPaid: attempt.amount });
    const row = await klarnaRow(reference);
    expect(row).toMatchObject({ state: "captured", captured_amount: attempt.amount });
    expect(String(row?.capture_id)).toMatch(/^KLARNACAP/);

    // The same return again (a reload): the same order, no second Klarna order, no second mail
    expect(await confirmReturn(browser, back)).toMatchObject({ status: 200, body: { orderCompleted: true } });
    expect(await mailsFor(order.reference)).toHaveLength(1);
    expect((await klarnaRow(reference))?.capture_id).toBe(row?.capture_id);
    expect(await stockOf(db, product.id)).toBe(held);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, reference));
    expect(events.map((e) => [e.provider, e.result])).toEqual([["klarna", "moved"]]);
  });

  it("refuses the test email customer+au+denied@klarna.com: 401 with the spec's message and Klarna's reason", async () => {
    const db = store().database.db;
    const { browser, product, cartId, answer, reference } = await start();
    const held = await stockOf(db, product.id);
    // The widget is prefilled with the checkout's email; the shopper types the denied one there
    const back = await answerApproval(browser, answer, "approve", { email: deniedEmail });
    expect(Object.fromEntries(back.searchParams)).toEqual({
      sid: answer.redirectUrl?.split("/").pop(),
      status: "failure",
    });
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(401);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Declined",
      refusalReason: "Klarna could not approve this purchase. Please choose another payment method.",
    });
    expect(confirmed.body.errorMessages[0]).toMatch(/^Sorry there has been a problem with your payment/);
    expect(await attemptOf(reference)).toMatchObject({ status: "refused", providerStatus: "REJECTED" });
    expect((await orderOf(cartId)).status).toBe("cancelled");
    expect(await stockOf(db, product.id)).toBe(held + 1);
    expect(await klarnaRow(reference)).toMatchObject({ state: "declined", shopper_email: deniedEmail });
  });

  it("refuses an authorization token older than 60 minutes: the authorisation has expired", async () => {
    const { browser, cartId, answer, reference } = await start(approvedEmail);
    const back = await answerApproval(browser, answer, "approve");
    // An hour passes before the shopper's return reaches the store
    await store().database.db.execute(
      sql`update redirect_sandbox_checkouts set expires_at = now() - interval '1 minute' where reference = ${reference}`,
    );
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Expired",
      refusalReason: checkoutMessages.paymentExpired,
      errorMessages: [checkoutMessages.paymentExpired],
    });
    expect(await klarnaRow(reference)).toMatchObject({ state: "expired", captured_amount: 0 });
    expect(await attemptOf(reference)).toMatchObject({ status: "expired", capturedAmount: 0 });
    expect((await orderOf(cartId)).status).toBe("cancelled");
  });

  it("refuses a return whose authorization token is not the one Klarna issued, and takes nothing", async () => {
    const { browser, answer, reference } = await start(approvedEmail);
    const back = await answerApproval(browser, answer, "approve");
    const forged = new URL(back);
    forged.searchParams.set("authorization_token", "00000000-0000-4000-8000-000000000000");
    const refused = await confirmReturn(browser, forged);
    expect(refused.status).toBe(404);
    expect(refused.body.orderCompleted).toBe(false);
    expect(await klarnaRow(reference)).toMatchObject({ state: "approved", captured_amount: 0 });
    // Another visitor with the real return: not theirs
    expect((await confirmReturn(browserOf(store().app), back)).status).toBe(404);
    expect((await confirmReturn(browser, back)).body.orderCompleted).toBe(true);
  });

  it("says 'You've cancelled your payment.' when the shopper goes back to the store from the widget", async () => {
    const { browser, cartId, answer, reference } = await start();
    const back = await answerApproval(browser, answer, "cancel");
    expect(back.searchParams.get("status")).toBe("cancel");
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Cancelled",
      refusalReason: checkoutMessages.cancelledReturn,
    });
    expect((await attemptOf(reference)).status).toBe("voided");
    expect((await orderOf(cartId)).status).toBe("cancelled");
  });

  it("finds the session and the order whose answers were lost ($66.70): one session, one capture", async () => {
    const db = store().database.db;
    const { browser, product, cartId } = await shopper();
    await priceCartAt(db, browser, product.id, infrastructureFaultAmount);
    const started = await placeOrder(browser, await redirectForm(browser, "Klarna"));
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    if (!started.body) throw new Error("no answer");
    expect(started.body.redirectUrl).toContain("/sandbox/klarna/checkout/KLARNA");
    const reference = started.body.paymentReference ?? "";
    const back = await answerApproval(browser, started.body, "approve");
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId });
    const rows = await db.execute(
      sql`select count(*)::int as n, sum(captured_amount)::int as captured from redirect_sandbox_checkouts where reference = ${reference}`,
    );
    expect(JSON.stringify(rows)).toContain(`"n":1,"captured":${infrastructureFaultAmount}`);
    expect((await attemptOf(reference)).capturedAmount).toBe(infrastructureFaultAmount);
    expect(captured.lines.some((l) => JSON.stringify(l).includes("Klarna did not answer"))).toBe(true);
    // The shopper reloads the return: the same order, still one capture
    expect((await confirmReturn(browser, back)).body.orderCompleted).toBe(true);
    expect((await klarnaRow(reference))?.captured_amount).toBe(infrastructureFaultAmount);
  });

  for (const query of [
    "authorization_token=b4bd3423-24e3",
    "sid=KLARNA1&status=maybe",
    "sid=%3Cscript%3E",
    "sid=KLARNA1&authorization_token=%3Cb%3E",
  ])
    it(`answers 400 with readable messages to klarnaconfirmation?${query}`, async () => {
      const res = await browserOf(store().app)(`/api/checkout/klarnaconfirmation?${query}`, {
        method: "POST",
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: string[] };
      expect(body.errors.length).toBeGreaterThan(0);
      expect(body.errors.join(" ")).toMatch(/Klarna/);
    });

  it("answers 404 to a session Klarna never issued", async () => {
    const res = await browserOf(store().app)(
      `/api/checkout/klarnaconfirmation?sid=KLARNA${"0".repeat(20)}&authorization_token=00000000-0000-4000-8000-000000000000`,
      { method: "POST" },
    );
    expect(res.status).toBe(404);
  });
});
