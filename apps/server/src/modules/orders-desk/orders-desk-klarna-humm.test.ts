import { randomUUID } from "node:crypto";
import { readApiError } from "@store/domain/api-error.schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../db/sql-rows.ts";
import { redirectSandboxRefunds } from "../../payments/payments.tables.ts";
import { fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { deskAction, deskOrder, doneAction, useDeskStore } from "../../testing/desk-kit.ts";
import {
  answerApproval,
  confirmReturn,
  redirectForm,
  redirectPaidOrder,
} from "../../testing/redirect-kit.ts";
import { browserOf, type TestStore } from "../../testing/test-store.ts";
import { orders } from "../order/order.tables.ts";

/**
 * The orders desk on Klarna and Humm payments (ADR 038, 042, 043): Klarna's orders are refunded (and,
 * while not captured, captured in parts or cancelled) through Klarna's order management, the redirect
 * providers' desk entry; Humm's purchases are only refunded, as Humm allows. Each action once per key.
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let skip = 30;

useDeskStore((opened, signedIn) => {
  store = opened;
  staff = signedIn;
});

/** An order a guest paid with Klarna or Humm through checkout and the provider's page. */
async function paidWith(method: "Klarna" | "Humm") {
  const browser = browserOf(store.app);
  const product = await stockedProduct(store.database.db, 3, skip++ % 40);
  const cartId = await fillCart(browser, product.sku);
  const started = await placeOrder(browser, await redirectForm(browser, method));
  if (!started.body) throw new Error(JSON.stringify(started.raw));
  const confirmed = await confirmReturn(browser, await answerApproval(browser, started.body, "approve"));
  expect(confirmed.body.orderCompleted).toBe(true);
  const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!order) throw new Error("no order");
  return { order, paymentId: started.body.paymentReference ?? "" };
}

async function providerRefunds(paymentId: string) {
  return store.database.db
    .select()
    .from(redirectSandboxRefunds)
    .where(eq(redirectSandboxRefunds.paymentReference, paymentId));
}

async function providerState(paymentId: string) {
  const [row] = sqlRows(
    await store.database.db.execute(
      sql`select state, captured_amount, refunded_amount from redirect_sandbox_checkouts where reference = ${paymentId}`,
    ),
    z.object({
      state: z.string(),
      captured_amount: z.coerce.number(),
      refunded_amount: z.coerce.number(),
    }),
  );
  return row;
}

describe("the orders desk on Klarna (ADR 042)", () => {
  it("refunds a Klarna order in part, once per key, then the rest; Klarna's order management agrees", async () => {
    const { order, paymentId } = await paidWith("Klarna");
    const before = await deskOrder(staff, order.reference);
    expect(before.attempts[0]).toMatchObject({ method: "Klarna", status: "captured", cardSummary: "Klarna" });
    expect(before.attempts[0]?.can).toEqual({ capture: 0, refund: order.total, void: false });

    const key = randomUUID();
    const part = await doneAction(await deskAction(staff, "refund", paymentId, { amount: 2500 }, key));
    expect(part.action.result).toBe("moved");
    // Klarna's order stays CAPTURED with a refunded amount
    expect(part.order.attempts[0]).toMatchObject({ refundedAmount: 2500, providerStatus: "CAPTURED" });
    expect(part.order.amountPaid).toBe(part.order.payment.paid);
    // The same key again: the first refund, not a second
    await doneAction(await deskAction(staff, "refund", paymentId, { amount: 2500 }, key));
    expect((await providerRefunds(paymentId)).map((r) => r.amount)).toEqual([2500]);

    const rest = await doneAction(
      await deskAction(staff, "refund", paymentId, { amount: order.total - 2500 }),
    );
    expect(rest.order.attempts[0]).toMatchObject({ status: "refunded", providerStatus: "REFUNDED" });
    expect(rest.order.payment.status).toBe("refunded");
    expect(await providerState(paymentId)).toMatchObject({ state: "refunded", refunded_amount: order.total });
    // A captured Klarna order is not voided: refunded instead
    expect((await deskAction(staff, "void", paymentId, {})).status).toBe(409);
  });

  it("captures in parts, or cancels, a Klarna order not yet captured", async () => {
    const first = await redirectPaidOrder(store, "Klarna", "authorised", skip++ % 40);
    const part = await doneAction(await deskAction(staff, "capture", first.paymentId, { amount: 1000 }));
    expect(part.order.attempts[0]).toMatchObject({ status: "captured", capturedAmount: 1000 });
    expect(part.order.attempts[0]?.providerStatus).toBe("PART_CAPTURED");
    const rest = await doneAction(await deskAction(staff, "capture", first.paymentId, {}));
    expect(rest.order.attempts[0]).toMatchObject({
      capturedAmount: first.order.total,
      providerStatus: "CAPTURED",
    });
    expect(await providerState(first.paymentId)).toMatchObject({
      state: "captured",
      captured_amount: first.order.total,
    });

    const second = await redirectPaidOrder(store, "Klarna", "authorised", skip++ % 40);
    const voided = await doneAction(await deskAction(staff, "void", second.paymentId, {}));
    expect(voided.action.result).toBe("moved");
    expect(voided.order.attempts[0]).toMatchObject({ status: "voided", providerStatus: "CANCELLED" });
    expect(await providerState(second.paymentId)).toMatchObject({ state: "cancelled", captured_amount: 0 });
  });
});

describe("the orders desk on Humm (ADR 042)", () => {
  it("refunds a Humm purchase in part, once per key; Humm offers no capture or void", async () => {
    const { order, paymentId } = await paidWith("Humm");
    const before = await deskOrder(staff, order.reference);
    expect(before.attempts[0]).toMatchObject({ method: "Humm", status: "captured", cardSummary: "Humm" });
    expect(before.attempts[0]?.can).toEqual({ capture: 0, refund: order.total, void: false });
    const key = randomUUID();
    const part = await doneAction(await deskAction(staff, "refund", paymentId, { amount: 1234 }, key));
    expect(part.order.attempts[0]).toMatchObject({ refundedAmount: 1234, providerStatus: "completed" });
    await doneAction(await deskAction(staff, "refund", paymentId, { amount: 1234 }, key));
    expect((await providerRefunds(paymentId)).map((r) => r.amount)).toEqual([1234]);
    const rest = await doneAction(
      await deskAction(staff, "refund", paymentId, { amount: order.total - 1234 }),
    );
    expect(rest.order.attempts[0]).toMatchObject({ status: "refunded", providerStatus: "refunded" });
    for (const kind of ["void", "capture"] as const) {
      const refused = await deskAction(staff, kind, paymentId, {});
      expect(refused.status).toBe(409);
      expect(readApiError(409, await refused.json()).messages[0]).toBe(
        `Humm payments cannot be ${kind === "void" ? "voided" : "captured"} from the orders desk.`,
      );
    }
  });
});
