import { randomUUID } from "node:crypto";
import { readApiError } from "@store/domain/api-error.schema";
import { deskActionAnswerSchema } from "@store/domain/orders-desk.schema";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../db/sql-rows.ts";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { redirectSandboxCaptures, redirectSandboxRefunds } from "../../payments/payments.tables.ts";
import { deskAction, deskOrder, doneAction, useDeskStore } from "../../testing/desk-kit.ts";
import { redirectPaidOrder } from "../../testing/redirect-kit.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";

/**
 * The orders desk for the redirect methods (issue 16, ADR 043): Afterpay, Zip online, PayPal and PayPal
 * Pay Later captured, voided and refunded through their sandboxes' own calls, as each real provider
 * allows, once per Idempotency-Key; the provider's refusals in its words.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;

useDeskStore((opened, signedIn) => {
  store = opened;
  staff = signedIn;
});

const methods = ["AfterPay", "Zip", "PayPal", "PayPalBnpl"] as const;
type Method = (typeof methods)[number];

let nextProduct = 0;
const redirectOrder = (method: Method, as: "captured" | "authorised") =>
  redirectPaidOrder(store, method, as, nextProduct++ % 12);

/** The sandbox provider's own record of the payment. */
async function atProvider(paymentId: string) {
  const [row] = sqlRows(
    await store.database.db.execute(
      sql`select state, captured_amount, refunded_amount, cancelled_by from redirect_sandbox_checkouts where reference = ${paymentId}`,
    ),
    z.object({
      state: z.string(),
      captured_amount: z.coerce.number(),
      refunded_amount: z.coerce.number(),
      cancelled_by: z.string().nullable(),
    }),
  );
  return row;
}

const refundsAt = (paymentId: string) =>
  store.database.db
    .select()
    .from(redirectSandboxRefunds)
    .where(eq(redirectSandboxRefunds.paymentReference, paymentId));

describe.each(methods)("%s on the orders desk", (method) => {
  it("refunds a captured payment in part, then the rest, at the provider, once per key", async () => {
    const { order, paymentId } = await redirectOrder(method, "captured");
    const shown = await deskOrder(staff, order.reference);
    expect(shown.attempts[0]).toMatchObject({ method, status: "captured" });
    expect(shown.attempts[0]?.can).toEqual({ capture: 0, refund: order.total, void: false });

    const key = randomUUID();
    const part = await doneAction(await deskAction(staff, "refund", paymentId, { amount: 1000 }, key));
    expect(part.action).toMatchObject({ result: "moved", message: "Refunded $10." });
    expect(part.order.payment).toMatchObject({ status: "partly_paid", paid: order.total - 1000 });
    expect(part.order.amountPaid).toBe(part.order.payment.paid);
    expect(part.order.events[0]).toMatchObject({ who: "Sam Staff <staff@example.com>", kind: "refunded" });
    // The same key again: the first refund, not a second
    expect(
      (await doneAction(await deskAction(staff, "refund", paymentId, { amount: 1000 }, key))).action.result,
    ).toBe("moved");
    expect((await refundsAt(paymentId)).map((r) => [r.refundReference, r.amount])).toEqual([[key, 1000]]);

    const rest = await doneAction(
      await deskAction(staff, "refund", paymentId, { amount: order.total - 1000 }),
    );
    expect(rest.order.payment).toMatchObject({ status: "refunded", paid: 0 });
    expect(rest.order.attempts[0]).toMatchObject({
      status: "refunded",
      refundedAmount: order.total,
      providerStatus: {
        AfterPay: "REFUNDED",
        Zip: "refunded",
        PayPal: "COMPLETED/REFUNDED",
        PayPalBnpl: "COMPLETED/REFUNDED",
      }[method],
    });
    expect(await atProvider(paymentId)).toMatchObject({ state: "refunded", refunded_amount: order.total });
    const more = await deskAction(staff, "refund", paymentId, { amount: 1 });
    expect(more.status).toBe(409);
  });

  it("captures an authorisation at the provider, as the provider allows", async () => {
    const { order, paymentId } = await redirectOrder(method, "authorised");
    const before = await deskOrder(staff, order.reference);
    expect(before.payment.status).toBe("authorised");
    expect(before.attempts[0]?.can).toEqual({ capture: order.total, refund: 0, void: true });

    const key = randomUUID();
    const part = await doneAction(await deskAction(staff, "capture", paymentId, { amount: 2000 }, key));
    expect(part.action).toMatchObject({ result: "moved", message: "Captured $20." });
    expect(part.order.attempts[0]).toMatchObject({ status: "captured", capturedAmount: 2000 });
    expect(part.order.payment).toMatchObject({ status: "partly_paid", paid: 2000 });
    expect(part.order.amountPaid).toBe(2000);
    expect(
      (await doneAction(await deskAction(staff, "capture", paymentId, { amount: 2000 }, key))).action.result,
    ).toBe("moved");
    const captures = await store.database.db
      .select()
      .from(redirectSandboxCaptures)
      .where(eq(redirectSandboxCaptures.paymentReference, paymentId));
    expect(captures.map((c) => [c.captureReference, c.amount])).toEqual([[key, 2000]]);

    const rest = await deskAction(staff, "capture", paymentId, {});
    if (method === "Zip") {
      // Zip captures a charge once: the rest was released, and Zip says so
      expect(rest.status).toBe(409);
      expect(readApiError(409, await rest.json()).messages).toEqual([
        "Zip refused: Zip captures a charge once: the rest of the authorisation was released when it was captured.",
      ]);
      expect(await atProvider(paymentId)).toMatchObject({ state: "captured", captured_amount: 2000 });
    } else {
      const all = await doneAction(rest);
      expect(all.action.amount).toBe(order.total - 2000);
      expect(all.order.payment).toMatchObject({ status: "paid", paid: order.total });
      expect(all.order.attempts[0]).toMatchObject({
        capturedAmount: order.total,
        providerStatus: method === "AfterPay" ? "CAPTURED" : "COMPLETED/COMPLETED",
      });
      expect(await atProvider(paymentId)).toMatchObject({ state: "captured", captured_amount: order.total });
    }
  });

  it("voids an authorisation at the provider; nothing is left to capture", async () => {
    const { order, paymentId } = await redirectOrder(method, "authorised");
    const voided = await doneAction(await deskAction(staff, "void", paymentId, {}));
    expect(voided.action).toMatchObject({ result: "moved", message: "The authorisation was voided." });
    expect(voided.order.attempts[0]).toMatchObject({
      status: "voided",
      providerStatus: { AfterPay: "VOIDED", Zip: "cancelled", PayPal: "VOIDED", PayPalBnpl: "VOIDED" }[
        method
      ],
    });
    expect(voided.order.payment.status).toBe("unpaid");
    expect(await atProvider(paymentId)).toMatchObject({ state: "cancelled", cancelled_by: "merchant" });
    expect((await deskAction(staff, "capture", paymentId, {})).status).toBe(409);
    expect((await deskOrder(staff, order.reference)).amountPaid).toBe(0);
  });
});

describe("refusals and lost answers", () => {
  it("refuses to capture an Afterpay authorisation that lapsed after 13 days, in Afterpay's words", async () => {
    const { order, paymentId } = await redirectOrder("AfterPay", "authorised");
    await store.database.db.execute(
      sql`update redirect_sandbox_checkouts set expires_at = now() - interval '1 minute' where reference = ${paymentId}`,
    );
    const res = await deskAction(staff, "capture", paymentId, {});
    expect(res.status).toBe(409);
    const body = deskActionAnswerSchema.parse(await res.json());
    expect(body.action).toMatchObject({ result: "refused" });
    expect(body.action.message).toMatch(
      /^Afterpay refused: Afterpay says the authorisation expired on \d{4}-\d{2}-\d{2}: nothing is held to capture\.$/,
    );
    const shown = await deskOrder(staff, order.reference);
    expect(shown.payment.status).toBe("authorised");
    expect(shown.events).toEqual([expect.objectContaining({ result: "refused", kind: "captured" })]);
    expect(await atProvider(paymentId)).toMatchObject({ state: "expired", captured_amount: 0 });
  });

  it("refuses to void what the provider says was captured: refund it instead", async () => {
    const { paymentId } = await redirectOrder("PayPal", "authorised");
    // PayPal's own record says the authorisation was captured behind the store's back
    await store.database.db.execute(
      sql`update redirect_sandbox_checkouts set state = 'captured', captured_amount = amount where reference = ${paymentId}`,
    );
    const res = await deskAction(staff, "void", paymentId, {});
    expect(res.status).toBe(409);
    expect(readApiError(409, await res.json()).messages).toEqual([
      "PayPal refused: PayPal says this payment is COMPLETED/COMPLETED: money was captured, so refund it instead.",
    ]);
    expect(await atProvider(paymentId)).toMatchObject({ state: "captured", refunded_amount: 0 });
  });

  it("records a refund whose answer was lost ($66.70) as failed; the retry with the key refunds once", async () => {
    const { paymentId } = await redirectOrder("Zip", "captured");
    const key = randomUUID();
    const lost = await deskAction(staff, "refund", paymentId, { amount: infrastructureFaultAmount }, key);
    expect(lost.status).toBe(502);
    expect(readApiError(502, await lost.json()).messages).toEqual([
      "Zip did not answer. Try again: the same action is sent again and acts only once.",
    ]);
    const retried = await doneAction(
      await deskAction(staff, "refund", paymentId, { amount: infrastructureFaultAmount }, key),
    );
    expect(retried.action).toMatchObject({ result: "moved", message: "Refunded $66.70." });
    expect(retried.order.attempts[0]?.refundedAmount).toBe(infrastructureFaultAmount);
    expect((await refundsAt(paymentId)).map((r) => r.amount)).toEqual([infrastructureFaultAmount]);
  });

  it("lets only staff act: anonymous 401, a customer 403, a body that is not an amount 400", async () => {
    const { paymentId } = await redirectOrder("AfterPay", "captured");
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await deskAction(browserOf(store.app), "refund", paymentId, { amount: 100 })).status).toBe(401);
    expect((await deskAction(customer, "refund", paymentId, { amount: 100 })).status).toBe(403);
    expect((await deskAction(staff, "refund", paymentId, { amount: "1.00" })).status).toBe(400);
    expect((await deskAction(staff, "capture", paymentId, { amount: 0 })).status).toBe(400);
    const refunds = await store.database.db
      .select()
      .from(redirectSandboxRefunds)
      .where(and(eq(redirectSandboxRefunds.paymentReference, paymentId)));
    expect(refunds).toEqual([]);
  });
});
