import { createHmac } from "node:crypto";
import { checkoutMessages } from "@store/domain/checkout.schema";
import { hummSigningString } from "@store/domain/redirect-payment";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { hummSandboxAccountId, hummSandboxKey } from "../../payments/humm-sandbox.ts";
import { placeOrder, stockOf } from "../../testing/checkout-kit.ts";
import {
  answerApproval,
  answerPage,
  confirmReturn,
  forgedHummReturns,
  openApproval,
  pathOf,
  priceCartAt,
  redirectForm,
  webhookSender,
  webhooksFor,
} from "../../testing/redirect-kit.ts";
import { paymentSandboxStore } from "../../testing/sandbox-store.ts";
import { browserOf, requestAs, testSessionSecret } from "../../testing/test-store.ts";
import { orderPayments, paymentEvents } from "../order/order.tables.ts";

/**
 * Humm through the app and its sandbox page (issue 16, ADR 042): the store's signed form post, the
 * shopper's completion (Humm charges then), the signed return to the complete URL and the signed
 * server-to-server callback in either order, settled once; bad signatures refused on both sides.
 */

const { store, shopper, attemptOf, orderOf, mailsFor, startRedirect, sandboxCheckouts } =
  paymentSandboxStore();
const key = hummSandboxKey(testSessionSecret);

/** The Humm sandbox's checkouts of a payment. */
const hummRows = sandboxCheckouts;
/** Starts paying with Humm: the checkout's answer is the signed form to post to Humm. */
const start = () => startRedirect("Humm");

/** Humm's server posting its callback to the store, as its sandbox's queued webhook does. */
async function deliverCallbacks(reference: string) {
  const sender = webhookSender(store());
  for (const webhook of await webhooksFor(store().database.db, reference)) await sender.deliver(webhook.id);
}

/** A body posted to the Humm callback URL as Humm's server would. */
function postCallback(fields: Record<string, string>) {
  return requestAs(store().app, "aol", "/api/payment/webhook/humm", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const hmac = (fields: Record<string, string>) =>
  createHmac("sha256", key).update(hummSigningString(fields)).digest("hex");

describe("Humm: the store's signed form post (ADR 042)", () => {
  it("answers Humm's page with the x_ fields signed by HMAC-SHA256 over their sorted names and values", async () => {
    const { answer, reference } = await start();
    expect(answer.redirectUrl).toBe("http://aol.localhost:3000/sandbox/humm/checkout");
    const form = answer.secure3DResponse?.htmlFormToPost ?? {};
    expect(answer.secure3DResponse?.htmlFormAction).toBe(answer.redirectUrl);
    const attempt = await attemptOf(reference);
    expect(form).toMatchObject({
      x_account_id: hummSandboxAccountId,
      x_amount: (attempt.amount / 100).toFixed(2),
      x_currency: "AUD",
      x_reference: reference,
      x_test: "true",
      x_url_complete: "http://aol.localhost:3000/customer/payment-return/humm",
      x_url_cancel: `http://aol.localhost:3000/customer/payment-return/humm?cancelled=true&x_reference=${reference}`,
      x_url_callback: "http://aol.localhost:3000/api/payment/webhook/humm",
      x_customer_email: "jo@example.com",
    });
    // Checked here with the key and the canonical string alone, as Humm would
    const { x_signature: signature, ...unsigned } = form;
    expect(signature).toBe(hmac(unsigned));
    expect(attempt).toMatchObject({
      status: "requires_action",
      pspReference: expect.stringMatching(/^HUMM/),
    });
  });

  it("is refused by Humm when its signature is wrong, or when a field was changed after signing", async () => {
    const { browser, answer } = await start();
    const form: Record<string, string> = answer.secure3DResponse?.htmlFormToPost ?? {};
    const post = (fields: Record<string, string>) =>
      browser(pathOf(answer.redirectUrl ?? ""), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const forged = await post({ ...form, x_signature: "0".repeat(64) });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("its signature (x_signature) does not match its fields");
    // A cheaper amount, re-signed with a key that is not the merchant's
    const cheaper: Record<string, string> = { ...form, x_amount: "1.00" };
    const { x_signature: _old, ...unsigned } = cheaper;
    cheaper.x_signature = createHmac("sha256", "not the key")
      .update(hummSigningString(unsigned))
      .digest("hex");
    expect((await post(cheaper)).status).toBe(400);
    const unsignedPost = await post(unsigned);
    expect(unsignedPost.status).toBe(400);
    // The form as signed opens the page
    expect((await post(form)).status).toBe(200);
  });
});

describe("Humm: the return and the callback (ADR 042)", () => {
  it("completes on Humm's page: the signed return places the order once and the callback changes nothing", async () => {
    const db = store().database.db;
    const { browser, product, cartId, answer, reference } = await start();
    const held = await stockOf(db, product.id);
    expect(await openApproval(browser, answer)).toContain("Humm: approve your payment");
    const back = await answerApproval(browser, answer, "approve");
    expect(back.pathname).toBe("/customer/payment-return/humm");
    const fields = Object.fromEntries(back.searchParams);
    const [row] = await hummRows(reference);
    expect(fields).toMatchObject({
      x_reference: reference,
      x_result: "completed",
      x_gateway_reference: row?.token,
      x_purchase_number: row?.capture_id,
    });
    const { x_signature: signature, ...unsigned } = fields;
    expect(signature).toBe(hmac(unsigned));

    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ orderCompleted: true, cartId, paymentReference: reference });
    const attempt = await attemptOf(reference);
    expect(attempt).toMatchObject({
      status: "captured",
      providerStatus: "completed",
      cardSummary: "Humm",
      pspReference: row?.token,
    });
    const order = await orderOf(cartId);
    expect(order).toMatchObject({ status: "placed", amountPaid: attempt.amount });

    // Humm's callback comes after the return (twice, as providers sometimes send it)
    await deliverCallbacks(reference);
    await deliverCallbacks(reference);
    expect((await confirmReturn(browser, back)).body.orderCompleted).toBe(true);
    expect(await mailsFor(order.reference)).toHaveLength(1);
    expect(await stockOf(db, product.id)).toBe(held);
    expect(await hummRows(reference)).toMatchObject([{ state: "captured", captured_amount: attempt.amount }]);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, reference));
    expect(events.filter((e) => e.result === "moved")).toHaveLength(1);
  });

  it("places the order from the callback when it comes before the return; the late return shows the same order", async () => {
    const { browser, cartId, answer, reference } = await start();
    const back = await answerApproval(browser, answer, "approve");
    const [callback] = await webhooksFor(store().database.db, reference);
    expect(callback).toMatchObject({ provider: "humm", type: "checkout.captured" });
    await deliverCallbacks(reference);
    const order = await orderOf(cartId);
    expect(order.status).toBe("placed");
    expect((await attemptOf(reference)).status).toBe("captured");
    expect(await mailsFor(order.reference)).toHaveLength(1);

    const confirmed = await confirmReturn(browser, back);
    expect(confirmed).toMatchObject({ status: 200, body: { orderCompleted: true, cartId } });
    expect(await mailsFor(order.reference)).toHaveLength(1);
    const events = await store()
      .database.db.select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, reference));
    expect(events.map((e) => e.result).sort()).toEqual(["moved"]);
  });

  it("refuses a return whose signature does not hold (401) and changes nothing; the genuine one still works", async () => {
    const { browser, cartId, answer, reference } = await start();
    const back = await answerApproval(browser, answer, "approve");
    for (const { tamper, forged } of forgedHummReturns(back)) {
      const refused = await confirmReturn(browser, forged);
      expect(refused.status, JSON.stringify(tamper)).toBe(401);
      expect(refused.body.errorMessages[0]).toMatch(/^We could not verify Humm's answer/);
    }
    expect((await attemptOf(reference)).status).toBe("requires_action");
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");
    expect((await confirmReturn(browser, back)).body.orderCompleted).toBe(true);
  });

  it("refuses a callback whose signature does not hold (401), and an unsigned or malformed one (400)", async () => {
    const { browser, cartId, answer, reference } = await start();
    const back = await answerApproval(browser, answer, "approve");
    const fields = Object.fromEntries(back.searchParams);
    expect((await postCallback({ ...fields, x_result: "failed" })).status).toBe(401);
    expect((await postCallback({ ...fields, x_signature: "0".repeat(64) })).status).toBe(401);
    const { x_signature: _s, ...unsigned } = fields;
    const bad = await postCallback(unsigned);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual([
      "Humm's answer is not signed (x_signature is missing)",
    ]);
    expect((await postCallback({ cancelled: "true", x_reference: reference })).status).toBe(400);
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");
    // The genuine callback is taken
    const taken = await postCallback(fields);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ received: true });
    expect((await orderOf(cartId)).status).toBe("placed");
  });

  it("shows Humm's reason when it declines (401) and gives the stock back; the callback agrees", async () => {
    const db = store().database.db;
    const { browser, product, cartId, answer, reference } = await start();
    const held = await stockOf(db, product.id);
    const back = await answerApproval(browser, answer, "decline");
    expect(back.searchParams.get("x_result")).toBe("failed");
    expect(back.searchParams.get("x_message")).toBe(
      "Humm declined this application. Please choose another payment method.",
    );
    await deliverCallbacks(reference);
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(401);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Declined",
      refusalReason: "Humm declined this application. Please choose another payment method.",
    });
    expect(await attemptOf(reference)).toMatchObject({ status: "refused", providerStatus: "failed" });
    expect((await orderOf(cartId)).status).toBe("cancelled");
    expect(await stockOf(db, product.id)).toBe(held + 1);
  });

  it("says 'You've cancelled your payment.' after a cancel on Humm's page", async () => {
    const { browser, cartId, answer, reference } = await start();
    const back = await answerApproval(browser, answer, "cancel");
    expect(Object.fromEntries(back.searchParams)).toEqual({ cancelled: "true", x_reference: reference });
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      paymentStatus: "Cancelled",
      refusalReason: checkoutMessages.cancelledReturn,
    });
    expect((await orderOf(cartId)).status).toBe("cancelled");
  });

  it("cancels at Humm a payment the store gives up (the Back button): its page takes no answer", async () => {
    const db = store().database.db;
    const { browser, cartId, answer, reference } = await start();
    await openApproval(browser, answer);
    const again = await placeOrder(browser, await redirectForm(browser, "AfterPay"));
    expect(again.body?.redirectUrl).toContain("/sandbox/afterpay/");
    expect((await attemptOf(reference)).status).toBe("voided");
    expect(await hummRows(reference)).toMatchObject([{ state: "cancelled" }]);
    await expect(answerPage(browser, answer, "approve")).rejects.toThrow(/answered 409/);
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, reference))).toHaveLength(
      0,
    );
  });

  it("gives the money back at Humm when a completion reaches an attempt the store had already ended", async () => {
    const db = store().database.db;
    const { browser, cartId, answer, reference } = await start();
    const back = await answerApproval(browser, answer, "approve");
    // The sweep ended the attempt in the instant before Humm's answers arrived
    await db.execute(sql`update order_payments set status = 'expired' where id = ${reference}`);
    await db.execute(sql`update orders set status = 'cancelled' where cart_id = ${cartId}`);
    await deliverCallbacks(reference);
    const confirmed = await confirmReturn(browser, back);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.paymentStatus).toBe("Expired");
    const [row] = await hummRows(reference);
    expect(row).toMatchObject({ state: "refunded" });
    expect(row?.refunded_amount).toBe(row?.captured_amount);
    expect(await attemptOf(reference)).toMatchObject({ status: "expired", capturedAmount: 0 });
    expect((await orderOf(cartId)).status).toBe("cancelled");
  });
});

describe("Humm: the infrastructure fault ($66.70) (ADR 042)", () => {
  async function faulty() {
    const { browser, product, cartId } = await shopper();
    await priceCartAt(store().database.db, browser, product.id, infrastructureFaultAmount);
    const started = await placeOrder(browser, await redirectForm(browser, "Humm"));
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    if (!started.body) throw new Error("no answer");
    const reference = started.body.paymentReference ?? "";
    // Humm takes the payment, then the way back to the store is lost
    const page = await answerPage(browser, started.body, "approve");
    expect(page.status).toBe(504);
    expect(await page.text()).toContain("Your payment went through");
    expect(await hummRows(reference)).toMatchObject([
      { state: "captured", captured_amount: infrastructureFaultAmount },
    ]);
    return { browser, cartId, reference };
  }

  it("places the order from the callback: one purchase, one order", async () => {
    const { cartId, reference } = await faulty();
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");
    await deliverCallbacks(reference);
    const order = await orderOf(cartId);
    expect(order).toMatchObject({ status: "placed", amountPaid: infrastructureFaultAmount });
    expect(await mailsFor(order.reference)).toHaveLength(1);
    expect(await hummRows(reference)).toHaveLength(1);
  });

  it("finds the purchase when the shopper places the order again, and never takes a second one", async () => {
    const { browser, cartId, reference } = await faulty();
    const retried = await placeOrder(browser, await redirectForm(browser, "Humm"));
    expect(retried.status, JSON.stringify(retried.raw)).toBe(200);
    expect(retried.body).toMatchObject({ orderCompleted: true, cartId, paymentReference: reference });
    const order = await orderOf(cartId);
    expect(order).toMatchObject({ status: "placed", amountPaid: infrastructureFaultAmount });
    const payments = await store()
      .database.db.select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(payments.map((p) => [p.status, p.capturedAmount])).toEqual([
      ["captured", infrastructureFaultAmount],
    ]);
    const purchases = await store().database.db.execute(
      sql`select count(*)::int as n from redirect_sandbox_checkouts where provider = 'humm' and reference in (select id::text from order_payments where order_id = ${order.id})`,
    );
    expect(JSON.stringify(purchases)).toContain('"n":1');
    // The callback arriving later changes nothing
    await deliverCallbacks(reference);
    expect(await mailsFor(order.reference)).toHaveLength(1);
  });
});

describe("Humm: bad input (ADR 042)", () => {
  for (const query of [
    `x_result=completed&x_signature=${"a".repeat(64)}`,
    `x_reference=not-a-uuid&x_result=completed&x_signature=${"a".repeat(64)}`,
    `x_reference=0f0e0d0c-0b0a-4909-8807-060504030201&x_result=approved&x_signature=${"a".repeat(64)}`,
    "x_reference=0f0e0d0c-0b0a-4909-8807-060504030201&x_result=completed",
  ])
    it(`answers 400 with readable messages to hummconfirmation?${query.slice(0, 60)}`, async () => {
      const res = await browserOf(store().app)(`/api/checkout/hummconfirmation?${query}`, { method: "POST" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: string[] };
      expect(body.errors.join(" ")).toMatch(/Humm/);
    });

  it("answers 404 to a signed answer for a payment that is not Humm's or not this visitor's", async () => {
    const { browser, answer } = await start();
    const back = await answerApproval(browser, answer, "approve");
    expect((await confirmReturn(browserOf(store().app), back)).status).toBe(404);
    const signedUnknown: Record<string, string> = {
      x_reference: "0f0e0d0c-0b0a-4909-8807-060504030201",
      x_result: "completed",
    };
    signedUnknown.x_signature = hmac(signedUnknown);
    const res = await browser(`/api/checkout/hummconfirmation?${new URLSearchParams(signedUnknown)}`, {
      method: "POST",
    });
    expect(res.status).toBe(404);
    expect((await postCallback(signedUnknown)).status).toBe(404);
  });
});
