import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase } from "../db/client.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { afterpaySandbox } from "./afterpay-sandbox.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
import { HummSandbox, hummSandboxAccountId } from "./humm-sandbox.ts";
import { signedHumm, signHummFields, verifyHummFields } from "./humm-signature.ts";
import { klarnaSandbox } from "./klarna-sandbox.ts";
import { paypalSandbox } from "./paypal-sandbox.ts";
import type { RedirectCheckoutRequest, RedirectState } from "./redirect-payments.ts";
import { RedirectProviderUnavailable } from "./redirect-payments.ts";
import type { RedirectSandbox } from "./redirect-sandbox.ts";
import { zipOnlineSandbox } from "./zip-online-sandbox.ts";

/**
 * The redirect sandboxes as providers (ADR 036), on a real database: idempotent checkouts, the shopper's
 * answers, captures, voids, reversals and refunds (what the orders desk will call), lapses and the
 * infrastructure fault. Through the store's checkout they are tested in checkout-redirect.test.ts.
 */

let database: Database;
let drop: () => Promise<void>;
const captured = capturedLogger("debug");
let clock = new Date();
const now = () => clock;
let afterpay: RedirectSandbox;
let zip: RedirectSandbox;
let paypal: RedirectSandbox;
let klarna: RedirectSandbox;
let humm: HummSandbox;
const hummKey = Buffer.alloc(32, 9);

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  afterpay = afterpaySandbox(database.db, captured.logger, null, now);
  zip = zipOnlineSandbox(database.db, captured.logger, null, now);
  paypal = paypalSandbox(database.db, captured.logger, null, now);
  klarna = klarnaSandbox(database.db, captured.logger, null, now);
  humm = new HummSandbox(database.db, captured.logger, hummKey, null, now);
});
afterAll(async () => {
  await database.close();
  await drop();
});

function request(overrides: Partial<RedirectCheckoutRequest> = {}): RedirectCheckoutRequest {
  return {
    reference: randomUUID(),
    amount: 500_00,
    currency: "AUD",
    brand: "aol",
    payLater: false,
    returnUrl: "http://aol.localhost:3000/customer/payment-return/x",
    cancelUrl: "http://aol.localhost:3000/customer/payment-return/x",
    shopper: { email: "jo@example.com", firstName: "Jo", lastName: "Citizen" },
    ...overrides,
  };
}

async function created(sandbox: RedirectSandbox, overrides: Partial<RedirectCheckoutRequest> = {}) {
  const answer = await sandbox.createCheckout(request(overrides));
  if (answer.status === "error") throw new Error(answer.message);
  return answer;
}

/** Created and approved by the shopper on the page. */
async function approved(sandbox: RedirectSandbox, overrides: Partial<RedirectCheckoutRequest> = {}) {
  const state = await created(sandbox, overrides);
  expect(await sandbox.answer(state.token, "approve")).toContain("/customer/payment-return/x?");
  return state;
}

describe("redirect sandboxes (ADR 036)", () => {
  it("answer the first checkout to a repeated reference, also when asked at once", async () => {
    const first = request();
    const answers = await Promise.all(Array.from({ length: 8 }, () => afterpay.createCheckout(first)));
    const tokens = new Set(answers.map((a) => (a as RedirectState).token));
    expect(tokens.size).toBe(1);
    expect(answers[0]).toMatchObject({ status: "awaiting_shopper", providerStatus: "CHECKOUT_CREATED" });
    expect(await afterpay.lookup([...tokens][0] ?? "")).toMatchObject({ reference: first.reference });
    expect(await zip.lookup([...tokens][0] ?? "")).toBeNull();
  });

  it("refuse a malformed request and keep nothing", async () => {
    expect(await afterpay.createCheckout(request({ amount: 2_000_01 }))).toMatchObject({ status: "error" });
    expect(await paypal.createCheckout(request({ returnUrl: "/relative" }))).toMatchObject({
      status: "error",
    });
    expect(await afterpay.limits("AUD")).toEqual({ minimum: 1_00, maximum: 2_000_00 });
    expect(await paypal.limits("AUD")).toBeNull();
  });

  it("capture an approval once, however many confirmations, and record the shopper's answer once", async () => {
    const state = await approved(paypal);
    expect(await paypal.answer(state.token, "cancel")).toBeNull();
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () => paypal.confirm(state.reference, { cancelled: false })),
    );
    expect(new Set(confirmations.map((c) => c.captureId)).size).toBe(1);
    expect(confirmations[0]).toMatchObject({
      status: "captured",
      capturedAmount: 500_00,
      providerStatus: "COMPLETED/COMPLETED",
    });
  });

  it("close a checkout the shopper came back from without approving, and never capture it", async () => {
    const state = await created(paypal);
    expect(await paypal.confirm(state.reference, { cancelled: false })).toMatchObject({
      status: "awaiting_shopper",
    });
    expect(await paypal.confirm(state.reference, { cancelled: true })).toMatchObject({
      status: "cancelled",
      cancelledBy: "shopper",
      capturedAmount: 0,
    });
  });

  it("refund in parts by refund reference, never more than captured; a void after capture reverses the rest", async () => {
    const state = await approved(zip);
    await zip.confirm(state.reference, { cancelled: false });
    expect(await zip.refund(state.reference, 100_00, "r1")).toMatchObject({
      status: "refunded",
      refundedTotal: 100_00,
    });
    // The same refund again is the first one
    expect(await zip.refund(state.reference, 100_00, "r1")).toMatchObject({
      status: "refunded",
      refundedTotal: 100_00,
    });
    expect(await zip.refund(state.reference, 450_00, "r2")).toMatchObject({ status: "refused" });
    expect(await zip.void(state.reference)).toMatchObject({ status: "refunded", refundedAmount: 500_00 });
    expect(await zip.refund(state.reference, 1, "r3")).toMatchObject({ status: "refused" });
  });

  it("void a checkout or an approval not captured; refuse to refund it", async () => {
    const open = await created(afterpay);
    expect(await afterpay.void(open.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "merchant",
      providerStatus: "VOIDED",
    });
    const held = await approved(afterpay);
    expect(await afterpay.refund(held.reference, 1_00)).toMatchObject({ status: "refused" });
    expect(await afterpay.void(held.reference)).toMatchObject({ status: "cancelled" });
    expect(await afterpay.confirm(held.reference, { cancelled: false })).toMatchObject({
      status: "cancelled",
      capturedAmount: 0,
    });
    expect(await afterpay.void(randomUUID())).toBeNull();
  });

  it("let a checkout lapse after its hours and an approval after Afterpay's 13 days", async () => {
    const start = clock;
    const open = await created(afterpay);
    const held = await approved(afterpay);
    clock = new Date(start.getTime() + 4 * 3_600_000);
    expect(await afterpay.status(open.reference)).toMatchObject({
      status: "expired",
      providerStatus: "EXPIRED",
    });
    expect(await afterpay.status(held.reference)).toMatchObject({ status: "approved" });
    clock = new Date(start.getTime() + 14 * 86_400_000);
    expect(await afterpay.confirm(held.reference, { cancelled: false })).toMatchObject({ status: "expired" });
    clock = start;
  });

  it("keep a referred application for its reviewer, who approves or declines it once", async () => {
    const state = await created(zip);
    expect(await zip.answer(state.token, "refer")).toContain("result=referred");
    expect(await zip.status(state.reference)).toMatchObject({
      status: "under_review",
      providerStatus: "referred",
    });
    expect((await zip.referred()).map((r) => r.token)).toContain(state.token);
    expect(await zip.review(state.token, true)).toBe(true);
    expect(await zip.review(state.token, false)).toBe(false);
    expect(await zip.status(state.reference)).toMatchObject({ status: "approved" });
    // Afterpay offers no referral
    const other = await created(afterpay);
    expect(await afterpay.answer(other.token, "refer")).toBeNull();
  });

  it("take the checkout and the capture at $66.70, then lose the answers (the store must look them up)", async () => {
    const fault = request({ amount: infrastructureFaultAmount });
    await expect(afterpay.createCheckout(fault)).rejects.toBeInstanceOf(RedirectProviderUnavailable);
    const found = await afterpay.status(fault.reference);
    expect(found).toMatchObject({ status: "awaiting_shopper" });
    await afterpay.answer(found?.token ?? "", "approve");
    await expect(afterpay.confirm(fault.reference, { cancelled: false })).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    expect(await afterpay.status(fault.reference)).toMatchObject({
      status: "captured",
      capturedAmount: infrastructureFaultAmount,
    });
    // Asking again captures nothing more
    expect(await afterpay.createCheckout(fault)).toMatchObject({ status: "captured" });
  });

  it("decline the capture of an amount ending in .51", async () => {
    const state = await approved(afterpay, { amount: 120_51 });
    expect(await afterpay.confirm(state.reference, { cancelled: false })).toMatchObject({
      status: "declined",
      capturedAmount: 0,
      reason: expect.stringMatching(/^Afterpay declined the payment at capture/),
    });
  });

  it("capture an authorisation in parts (Afterpay, PayPal) by capture reference, never more than authorised", async () => {
    for (const sandbox of [afterpay, paypal]) {
      const held = await approved(sandbox);
      expect(await sandbox.capture(held.reference, 200_00, "c1")).toMatchObject({
        status: "captured",
        amount: 200_00,
        capturedTotal: 200_00,
      });
      // The same capture again is the first one
      const again = await sandbox.capture(held.reference, 200_00, "c1");
      expect(again).toMatchObject({ status: "captured", capturedTotal: 200_00 });
      expect(await sandbox.status(held.reference)).toMatchObject({
        status: "captured",
        capturedAmount: 200_00,
        providerStatus: sandbox === afterpay ? "PARTIALLY_CAPTURED" : "COMPLETED/PARTIALLY_CAPTURED",
      });
      expect(await sandbox.capture(held.reference, 300_01, "c2")).toMatchObject({
        status: "refused",
        message: "A capture cannot take more than was authorised.",
      });
      expect(await sandbox.capture(held.reference, 300_00, "c3")).toMatchObject({ capturedTotal: 500_00 });
      expect(await sandbox.status(held.reference)).toMatchObject({
        providerStatus: sandbox === afterpay ? "CAPTURED" : "COMPLETED/COMPLETED",
      });
      expect(await sandbox.capture(held.reference, 1, "c4")).toMatchObject({ status: "refused" });
    }
  });

  it("capture a Zip charge once: the rest of the authorisation is released", async () => {
    const held = await approved(zip);
    expect(await zip.capture(held.reference, 300_00, "c1")).toMatchObject({ status: "captured" });
    expect(await zip.capture(held.reference, 100_00, "c2")).toMatchObject({
      status: "refused",
      message: "Zip captures a charge once: the rest of the authorisation was released when it was captured.",
    });
    expect(await zip.refund(held.reference, 300_00, "r1")).toMatchObject({ refundedTotal: 300_00 });
  });

  it("refuse to capture a checkout not approved, a voided or a lapsed authorisation", async () => {
    const open = await created(afterpay);
    expect(await afterpay.capture(open.reference, 1_00, "c1")).toMatchObject({
      status: "refused",
      message:
        "Afterpay says this payment is CHECKOUT_CREATED: only an approved authorisation can be captured.",
    });
    const voided = await approved(paypal);
    await paypal.void(voided.reference);
    expect(await paypal.capture(voided.reference, 1_00, "c1")).toMatchObject({ status: "refused" });
    const start = clock;
    const held = await approved(afterpay);
    clock = new Date(start.getTime() + 14 * 86_400_000);
    expect(await afterpay.capture(held.reference, 1_00, "c1")).toMatchObject({
      status: "refused",
      message: expect.stringMatching(/^Afterpay says the authorisation expired on \d{4}-\d{2}-\d{2}/),
    });
    clock = start;
    expect(await afterpay.capture(randomUUID(), 1_00, "c1")).toMatchObject({ status: "refused" });
  });

  it("make a named capture or refund of $66.70, then lose the answer; the retry finds it", async () => {
    const held = await approved(afterpay);
    await expect(afterpay.capture(held.reference, infrastructureFaultAmount, "lost")).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    expect(await afterpay.capture(held.reference, infrastructureFaultAmount, "lost")).toMatchObject({
      status: "captured",
      capturedTotal: infrastructureFaultAmount,
    });
    await expect(afterpay.refund(held.reference, infrastructureFaultAmount, "lost")).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    expect(await afterpay.refund(held.reference, infrastructureFaultAmount, "lost")).toMatchObject({
      status: "refunded",
      refundedTotal: infrastructureFaultAmount,
    });
  });
});

describe("the Klarna sandbox (ADR 042)", () => {
  it("approves by the test email, issues an authorization token valid 60 minutes, and creates the order once", async () => {
    const start = clock;
    const state = await created(klarna, {
      shopper: { email: "customer+au@klarna.com", firstName: "A", lastName: "B" },
    });
    expect(state).toMatchObject({
      status: "awaiting_shopper",
      providerStatus: "incomplete",
      authorizationToken: null,
    });
    const back = new URL(
      (await klarna.answer(state.token, "approve", { email: "customer+au@klarna.com" })) ?? "",
    );
    const approvedState = await klarna.status(state.reference);
    expect(approvedState).toMatchObject({ status: "approved", providerStatus: "complete" });
    expect(back.searchParams.get("authorization_token")).toBe(approvedState?.authorizationToken);
    expect(approvedState?.expiresAt?.getTime()).toBe(start.getTime() + 60 * 60_000);
    // Within the hour the order is created with the token, once however often it is asked
    clock = new Date(start.getTime() + 59 * 60_000);
    const orders = await Promise.all(
      Array.from({ length: 4 }, () => klarna.confirm(state.reference, { cancelled: false })),
    );
    expect(new Set(orders.map((o) => o.captureId)).size).toBe(1);
    expect(orders[0]).toMatchObject({
      status: "captured",
      providerStatus: "CAPTURED",
      capturedAmount: 500_00,
    });
    clock = start;
  });

  it("refuses the denied test email, and an authorization token past its 60 minutes", async () => {
    const start = clock;
    const denied = await created(klarna);
    const back = new URL(
      (await klarna.answer(denied.token, "approve", { email: "customer+au+denied@klarna.com" })) ?? "",
    );
    expect(back.searchParams.get("status")).toBe("failure");
    expect(await klarna.status(denied.reference)).toMatchObject({
      status: "declined",
      providerStatus: "REJECTED",
      reason: "Klarna could not approve this purchase. Please choose another payment method.",
    });
    const late = await created(klarna);
    await klarna.answer(late.token, "approve", { email: "customer+au@klarna.com" });
    clock = new Date(start.getTime() + 61 * 60_000);
    expect(await klarna.confirm(late.reference, { cancelled: false })).toMatchObject({
      status: "expired",
      providerStatus: "EXPIRED",
      capturedAmount: 0,
    });
    clock = start;
  });
});

describe("the Humm sandbox (ADR 042)", () => {
  const fields = { x_b: "2", x_a: "1", x_signature: "x" };

  it("signs and verifies x_ fields with the merchant key, in constant time, and nothing else", () => {
    const signed = signedHumm(hummKey, fields);
    expect(signed.x_signature).toBe(signHummFields(hummKey, { x_a: "1", x_b: "2" }));
    expect(verifyHummFields(hummKey, signed)).toBe(true);
    expect(verifyHummFields(Buffer.alloc(32, 8), signed)).toBe(false);
    expect(verifyHummFields(hummKey, { ...signed, x_a: "3" })).toBe(false);
    expect(verifyHummFields(hummKey, { ...signed, x_c: "" })).toBe(false);
    // Fields that are not x_ are not signed
    expect(verifyHummFields(hummKey, { ...signed, utm: "mail" })).toBe(true);
    expect(verifyHummFields(hummKey, { ...signed, x_signature: "zz" })).toBe(false);
  });

  it("opens its page only for the signed request of a checkout it knows, with the very fields signed", async () => {
    const state = await created(humm, { notifyUrl: "http://aol.localhost:3000/api/payment/webhook/humm" });
    const form = state.redirect?.form ?? {};
    expect(form).toMatchObject({
      x_account_id: hummSandboxAccountId,
      x_amount: "500.00",
      x_reference: state.reference,
    });
    expect(await humm.openPosted(form)).toMatchObject({ token: state.token, open: true });
    expect(await humm.openPosted({ ...form, x_amount: "5.00" })).toMatchObject({ status: 400 });
    const resigned = signedHumm(hummKey, { ...form, x_amount: "5.00" });
    expect(await humm.openPosted(resigned)).toMatchObject({
      status: 400,
      problem: expect.stringMatching(/not the one the merchant signed/),
    });
    expect(await humm.openPosted(signedHumm(hummKey, { ...form, x_account_id: "1" }))).toMatchObject({
      status: 400,
    });
    expect(await humm.openPosted(signedHumm(hummKey, { ...form, x_reference: randomUUID() }))).toMatchObject({
      status: 404,
    });
  });

  it("charges as the shopper completes, answers with signed fields, and takes nothing to capture", async () => {
    const state = await created(humm);
    const back = new URL((await humm.answer(state.token, "approve")) ?? "");
    const answer = Object.fromEntries(back.searchParams);
    expect(verifyHummFields(hummKey, answer)).toBe(true);
    expect(answer).toMatchObject({
      x_result: "completed",
      x_gateway_reference: state.token,
      x_amount: "500.00",
    });
    expect(await humm.status(state.reference)).toMatchObject({ status: "captured", capturedAmount: 500_00 });
    expect(await humm.confirm(state.reference, { cancelled: false })).toMatchObject({ status: "captured" });
    expect(await humm.refund(state.reference, 100_00, "r1")).toMatchObject({ status: "refunded" });
  });

  it("takes the payment at $66.70 and then loses the way back", async () => {
    const state = await created(humm, { amount: infrastructureFaultAmount });
    await expect(humm.answer(state.token, "approve")).rejects.toBeInstanceOf(RedirectProviderUnavailable);
    expect(await humm.status(state.reference)).toMatchObject({
      status: "captured",
      capturedAmount: infrastructureFaultAmount,
    });
  });
});
