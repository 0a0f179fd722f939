import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase } from "../db/client.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { afterpaySandbox } from "./afterpay-sandbox.ts";
import { infrastructureFaultAmount } from "./card-sandbox-cards.ts";
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

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  afterpay = afterpaySandbox(database.db, captured.logger, now);
  zip = zipOnlineSandbox(database.db, captured.logger, now);
  paypal = paypalSandbox(database.db, captured.logger, now);
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
});
