import { randomUUID } from "node:crypto";
import { readApiError } from "@store/domain/api-error.schema";
import { brands, formatMoney } from "@store/domain/brands";
import { deskBalanceAnswerSchema } from "@store/domain/orders-desk.schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  deskAction,
  deskOrder,
  doneAction,
  placedCardOrder,
  receiptsOf,
  takeBalance,
  useDeskStore,
} from "../../testing/desk-kit.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";

/**
 * Taking a deposit order's balance in store from the orders desk (ADR 038, amended): a new attempt
 * with purpose 'balance' by a staff method, recorded with who and when under the Idempotency-Key,
 * never more than is left, `amount_paid` following the attempts. The races are in
 * orders-desk-balance-races.test.ts (PostgreSQL).
 */

let store: TestStore;
let staff: ReturnType<typeof browserOf>;
let skip = 40;
const money = (cents: number) => formatMoney(cents, brands.aol);

useDeskStore((opened, signedIn) => {
  store = opened;
  staff = signedIn;
});

/** A card order placed by a guest, with a deposit (40%) or paid in full, each on another product. */
const order = async (options: { deposit: boolean }) =>
  (await placedCardOrder(store, { ...options, skip: skip++ % 20 })).order;

describe("taking a deposit order's balance in store", () => {
  it("takes the balance in cash with the tendered amount and change, recorded with who", async () => {
    const placed = await order({ deposit: true });
    const shown = await deskOrder(staff, placed.reference);
    const due = placed.total - placed.amountPaid;
    expect(shown.balanceDue).toBe(due);

    const res = await takeBalance(staff, placed.reference, {
      method: "Cash",
      amount: due,
      cashTendered: due + 2050,
    });
    expect(res.status).toBe(200);
    const answer = deskBalanceAnswerSchema.parse(await res.json());
    expect(answer.balance).toMatchObject({
      method: "Cash",
      amount: due,
      cashTendered: due + 2050,
      cashChange: 2050,
    });
    expect(answer.balance.message).toContain("$20.50 change");
    expect(answer.order).toMatchObject({ amountPaid: placed.total, balanceDue: 0 });
    expect(answer.order.payment).toMatchObject({ status: "paid", paid: placed.total, remaining: 0 });
    expect(answer.order.attempts.find((a) => a.id === answer.balance.paymentId)).toMatchObject({
      method: "Cash",
      purpose: "balance",
      status: "captured",
      capturedAmount: due,
    });
    const event = answer.order.events.find((e) => e.paymentId === answer.balance.paymentId);
    expect(event).toMatchObject({ source: "staff", kind: "balance", amount: due, result: "moved" });
    expect(event?.who).toContain("staff@example.com");
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, answer.balance.paymentId));
    expect(attempt?.takenByUserId).not.toBeNull();
  });

  it("takes part of the balance, then records the rest as cash on delivery (authorised, not paid)", async () => {
    const placed = await order({ deposit: true });
    const due = placed.total - placed.amountPaid;
    const part = deskBalanceAnswerSchema.parse(
      await (
        await takeBalance(staff, placed.reference, { method: "Cash", amount: 1000, cashTendered: 1000 })
      ).json(),
    );
    expect(part.order).toMatchObject({ amountPaid: placed.amountPaid + 1000, balanceDue: due - 1000 });
    const rest = await takeBalance(staff, placed.reference, { method: "COD", amount: due - 1000 });
    expect(rest.status).toBe(200);
    const answer = deskBalanceAnswerSchema.parse(await rest.json());
    expect(answer.order.amountPaid).toBe(placed.amountPaid + 1000);
    expect(answer.order.payment).toMatchObject({ authorised: due - 1000 });
    expect(answer.order.balanceDue).toBe(0);
    // Held by the authorisation: it is not asked for twice
    const again = await takeBalance(staff, placed.reference, { method: "Cash", amount: 1, cashTendered: 1 });
    expect(again.status).toBe(409);
  });

  it("mails the customer a receipt for money in hand, once: cash at once, cash on delivery when captured", async () => {
    const placed = await order({ deposit: true });
    const due = placed.total - placed.amountPaid;
    const key = randomUUID();
    const cash = { method: "Cash", amount: 1000, cashTendered: 2000 };
    expect((await takeBalance(staff, placed.reference, cash, key)).status).toBe(200);
    // A repeat of the same take (a double click, a retry) mails nothing more
    expect((await takeBalance(staff, placed.reference, cash, key)).status).toBe(200);
    const [receipt, ...more] = await receiptsOf(store, placed.reference);
    expect(more).toEqual([]);
    expect(receipt?.toAddress).toBe(placed.email);
    expect(receipt?.text).toContain("Paid now: $10");
    expect(receipt?.text).toContain("Paid with: Cash");
    expect(receipt?.text).toContain(`Remaining to pay: ${money(due - 1000)}`);
    // A guest's order has no account page to link to: the receipt says how to pay the rest instead
    expect(receipt?.text).not.toContain("/account/invoice/");
    expect(receipt?.text).toContain("You can pay the rest in store or by calling us.");

    // Cash on delivery is only promised: no receipt until the desk captures it
    const rest = deskBalanceAnswerSchema.parse(
      await (await takeBalance(staff, placed.reference, { method: "COD", amount: due - 1000 })).json(),
    );
    expect(await receiptsOf(store, placed.reference)).toHaveLength(1);
    const captureKey = randomUUID();
    const captured = await deskAction(staff, "capture", rest.balance.paymentId, {}, captureKey);
    expect((await doneAction(captured)).action.result).toBe("moved");
    await deskAction(staff, "capture", rest.balance.paymentId, {}, captureKey);
    const receipts = await receiptsOf(store, placed.reference);
    expect(receipts).toHaveLength(2);
    const last = receipts.find((r) => r.id !== receipt?.id);
    expect(last?.text).toContain(`Paid now: ${money(due - 1000)}`);
    expect(last?.text).toContain("Paid with: Cash on delivery");
    expect(last?.text).toContain("Your order is now paid in full.");
  });

  it("refuses more than the balance, too little cash and another method without a reference (400)", async () => {
    const placed = await order({ deposit: true });
    const due = placed.total - placed.amountPaid;
    const over = await takeBalance(staff, placed.reference, {
      method: "Cash",
      amount: due + 1,
      cashTendered: due + 1,
    });
    expect(over.status).toBe(400);
    expect(readApiError(400, await over.json()).messages.join(" ")).toContain("At most");
    const short = await takeBalance(staff, placed.reference, {
      method: "Cash",
      amount: due,
      cashTendered: due - 1,
    });
    expect(short.status).toBe(400);
    const other = await takeBalance(staff, placed.reference, {
      method: "StaffOnlyOtherPaymentMethod",
      amount: due,
    });
    expect(other.status).toBe(400);
    const noKey = await takeBalance(staff, placed.reference, { method: "CRAccount", amount: due }, null);
    expect(noKey.status).toBe(400);
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.amountPaid).toBe(placed.amountPaid);
    expect(
      await store.database.db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, placed.id), eq(orderPayments.purpose, "balance"))),
    ).toEqual([]);
  });

  it("refuses an order that is not a deposit order (409)", async () => {
    const placed = await order({ deposit: false });
    const shown = await deskOrder(staff, placed.reference);
    expect(shown.balanceDue).toBeNull();
    const res = await takeBalance(staff, placed.reference, {
      method: "Cash",
      amount: 100,
      cashTendered: 100,
    });
    expect(res.status).toBe(409);
    expect(readApiError(409, await res.json()).messages.join(" ")).toContain("not a deposit order");
  });

  it("answers a repeated key with the same payment, taken once; the key with another body is a 400", async () => {
    const placed = await order({ deposit: true });
    const due = placed.total - placed.amountPaid;
    const key = randomUUID();
    const body = { method: "Cash", amount: due, cashTendered: due };
    const first = deskBalanceAnswerSchema.parse(
      await (await takeBalance(staff, placed.reference, body, key)).json(),
    );
    const second = await takeBalance(staff, placed.reference, body, key);
    expect(second.status).toBe(200);
    const repeated = deskBalanceAnswerSchema.parse(await second.json());
    expect(repeated.balance.paymentId).toBe(first.balance.paymentId);
    expect(repeated.order.amountPaid).toBe(placed.total);
    const other = await takeBalance(
      staff,
      placed.reference,
      { ...body, amount: due - 1, cashTendered: due },
      key,
    );
    expect(other.status).toBe(400);
    const events = await store.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, key));
    expect(events).toHaveLength(1);
  });

  it("is for staff: 401 signed out, 403 for a customer, 404 for an unknown order", async () => {
    const placed = await order({ deposit: true });
    const body = { method: "Cash", amount: 100, cashTendered: 100 };
    expect((await takeBalance(browserOf(store.app), placed.reference, body)).status).toBe(401);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await takeBalance(customer, placed.reference, body)).status).toBe(403);
    expect((await takeBalance(staff, "AOL-999999", body)).status).toBe(404);
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.amountPaid).toBe(placed.amountPaid);
  });
});
