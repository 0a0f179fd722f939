import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarOf,
  checkoutForm,
  fillCart,
  placeOrder,
  stockedProduct,
  stockOf,
} from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * Counter payments under concurrency, on PostgreSQL (ADR 037): a cash sale is recorded and its order
 * placed inside the placing transaction, so submits of one cart racing each other (a double click, a
 * second till) place one order with one captured payment, take the stock once and send one mail.
 */

let store: TestStore;

useRaceStore((opened) => {
  store = opened;
});

describe.runIf(racesRun)("staff payments under concurrency (PostgreSQL)", () => {
  for (const [i, method] of (["Cash", "COD"] as const).entries())
    it(`places one order for concurrent ${method} submits of one cart`, async () => {
      const db = store.database.db;
      const browser = browserOf(store.app);
      await signInAs(store, browser, "staff@example.com");
      const product = await stockedProduct(db, 5, 5 + i);
      const cartId = await fillCart(browser, product.sku);
      const before = await stockOf(db, product.id);
      const { price } = await calendarOf(browser, cartId);
      const form = await checkoutForm(browser, { card: null, overrides: { selectedPaymentOption: method } });
      const total = ((form.cart as { orderTotal: number }).orderTotal ?? 0) + Math.max(price, 0);
      const body = method === "Cash" ? { ...form, cashTendered: total + 5_00 } : form;
      const key = randomUUID();
      // Two at once without a key (a double click), and a few more with one key (a retried request)
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) => placeOrder(browser, body, n < 2 ? undefined : key)),
      );
      for (const answer of answers) expect([200, 409], JSON.stringify(answer.raw)).toContain(answer.status);
      expect(answers.some((a) => a.body?.orderCompleted)).toBe(true);
      const rows = await db.select().from(orders).where(eq(orders.cartId, cartId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "placed", amountPaid: method === "Cash" ? total : 0 });
      const payments = await db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, rows[0]?.id ?? 0));
      expect(payments.map((p) => p.status)).toEqual([method === "Cash" ? "captured" : "authorised"]);
      expect(await stockOf(db, product.id)).toBe(before - 1);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${rows[0]?.reference}%`}`),
        );
      expect(mails).toHaveLength(1);
    }, 120_000);
});
