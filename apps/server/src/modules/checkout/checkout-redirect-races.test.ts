import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fillCart, placeOrder, stockedProduct } from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { answerApproval, confirmReturn, redirectForm } from "../../testing/redirect-kit.ts";
import { browserOf, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * Redirect returns racing on PostgreSQL (ADR 036): the shopper's return page confirming twice at once
 * (a double load, two tabs) and a poll beside them capture once, place one order and send one mail.
 */

let store: TestStore;

useRaceStore((opened) => {
  store = opened;
});

describe.runIf(racesRun)("redirect confirmations under concurrency (PostgreSQL)", () => {
  for (const method of ["AfterPay", "Zip", "PayPal"] as const)
    it(`${method}: concurrent confirmations and polls of one return place one order, one capture, one mail`, async () => {
      const db = store.database.db;
      const browser = browserOf(store.app);
      const product = await stockedProduct(db, 5, 6);
      const cartId = await fillCart(browser, product.sku);
      const started = await placeOrder(browser, await redirectForm(browser, method));
      if (!started.body) throw new Error(JSON.stringify(started.raw));
      const reference = started.body.paymentReference ?? "";
      const back = await answerApproval(browser, started.body, "approve");
      const poll = () =>
        browser(
          `/api/payment/status?cartId=${cartId}&paymentReference=${reference}&selectedPaymentOption=${method}`,
        ).then(async (res) => ({ status: res.status, body: await res.json() }));
      const [answers, polls] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, () => confirmReturn(browser, back))),
        Promise.all(Array.from({ length: 2 }, poll)),
      ]);
      for (const answer of answers)
        expect(answer, JSON.stringify(answer.body)).toMatchObject({
          status: 200,
          body: { orderCompleted: true, cartId },
        });
      for (const answer of polls) expect(answer.status).toBe(200);
      const rows = await db.select().from(orders).where(eq(orders.cartId, cartId));
      expect(rows.map((r) => r.status)).toEqual(["placed"]);
      const payments = await db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, rows[0]?.id ?? 0));
      expect(payments.map((p) => [p.status, p.capturedAmount])).toEqual([["captured", payments[0]?.amount]]);
      expect(rows[0]?.amountPaid).toBe(payments[0]?.amount);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${rows[0]?.reference}%`}`),
        );
      expect(mails).toHaveLength(1);
      const provider = await db.execute(
        sql`select count(*)::int as n, sum(captured_amount)::int as captured from redirect_sandbox_checkouts where reference = ${reference}`,
      );
      expect(JSON.stringify(provider)).toContain(`"n":1,"captured":${payments[0]?.amount}`);
    }, 60_000);
});
