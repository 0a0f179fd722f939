import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  checkoutForm,
  fillCart,
  placeOrder,
  setStock,
  stockedProduct,
  stockOf,
} from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { deliveryCapacity, deliveryZones } from "../delivery/delivery.tables.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderLines, orderPayments, orders } from "../order/order.tables.ts";

/**
 * Placing orders under concurrency, on PostgreSQL (row locks behave differently on PGlite, which has
 * one connection): no unit sold twice, one order and one charge per checkout, no delivery day
 * overbooked (ADR 029). The server is DATABASE_URL's, else PostgreSQL on 127.0.0.1:5432; only when
 * DATABASE_URL is unset and nothing answers there is it skipped (as two-processes.test.ts).
 */

let store: TestStore;

useRaceStore((opened) => {
  store = opened;
});

describe.runIf(racesRun)("checkout under concurrency (PostgreSQL)", () => {
  it("sells 5 units to 200 shoppers at once exactly 5 times; stock ends at 0", async () => {
    const db = store.database.db;
    const product = await stockedProduct(db, 1, 3);
    const shoppers = Array.from({ length: 200 }, () => browserOf(store.app));
    for (const browser of shoppers) await fillCart(browser, product.sku);
    const forms: Record<string, unknown>[] = [];
    for (const browser of shoppers) forms.push(await checkoutForm(browser));
    await setStock(db, product.id, 5);

    const answers = await Promise.all(shoppers.map((browser, i) => placeOrder(browser, forms[i] ?? {})));
    const placed = answers.filter((a) => a.body?.orderCompleted);
    expect(placed).toHaveLength(5);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(await stockOf(db, product.id)).toBe(0);
    const sold = await db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.productId, product.id), eq(orders.status, "placed")));
    expect(Number(sold[0]?.n)).toBe(5);
  }, 120_000);

  it("places one order and takes one charge for 50 submits of one checkout", async () => {
    const db = store.database.db;
    const browser = browserOf(store.app);
    const product = await stockedProduct(db, 5, 4);
    const cartId = await fillCart(browser, product.sku);
    const form = await checkoutForm(browser);
    const key = randomUUID();
    // Half repeat one Idempotency-Key (a retried request), half send none (a double click)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(browser, form, i % 2 === 0 ? key : undefined)),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.raw)).toContain(answer.status);
    expect(answers.some((a) => a.body?.orderCompleted)).toBe(true);
    const rows = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(rows).toHaveLength(1);
    const payments = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, rows[0]?.id ?? 0));
    expect(payments.map((p) => p.status)).toEqual(["captured"]);
    const charges = await db.execute(
      sql`select count(*)::int as n from card_sandbox_payments where reference = ${payments[0]?.id ?? ""}`,
    );
    expect(JSON.stringify(charges)).toContain('"n":1');
  }, 60_000);

  it("places one order and sends one mail when 20 polls at once see a Zip approval", async () => {
    const db = store.database.db;
    const browser = browserOf(store.app);
    await signInAs(store, browser, "staff@example.com");
    const product = await stockedProduct(db, 5, 8);
    const cartId = await fillCart(browser, product.sku);
    const form = await checkoutForm(browser, {
      card: null,
      overrides: { selectedPaymentOption: "ZipInStore", devicePaymentCode: "100001" },
    });
    const started = await placeOrder(browser, form);
    const reference = started.body?.paymentReference ?? "";
    expect(started.body?.paymentStatus, JSON.stringify(started.raw)).toBe("Pending");
    // The trigger code's customer has approved by now
    await db.execute(
      sql`update zip_sandbox_purchases set created_at = now() - interval '5 seconds' where reference = ${reference}`,
    );
    const polls = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser(`/api/payment/status?cartId=${cartId}&paymentReference=${reference}`).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { paymentStatus: string },
        })),
      ),
    );
    for (const poll of polls)
      expect(poll).toEqual({ status: 200, body: { paymentStatus: "Approved", message: null } });
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("placed");
    expect(order?.amountPaid).toBe(order?.total);
    const mails = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${order?.reference}%`}`));
    expect(mails).toHaveLength(1);
  }, 60_000);

  it("books a delivery day with 3 places left for exactly 3 of 10 orders at once", async () => {
    const db = store.database.db;
    const shoppers = Array.from({ length: 10 }, () => browserOf(store.app));
    const forms: Record<string, unknown>[] = [];
    for (const [i, browser] of shoppers.entries()) {
      const product = await stockedProduct(db, 20, 5 + (i % 3));
      await fillCart(browser, product.sku);
      forms.push(await checkoutForm(browser));
    }
    const date = forms[0]?.deliveryDate as { year: number; month: number; day: number };
    const day = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
    for (const form of forms) form.deliveryDate = date;
    // Sydney's metro zone has 3 places left that day, whatever earlier orders took
    const [zone] = await db
      .select({ id: deliveryZones.id })
      .from(deliveryZones)
      .where(eq(deliveryZones.code, "AU-NSW-METRO"));
    if (!zone) throw new Error("no Sydney metro zone in the seed");
    await db
      .insert(deliveryCapacity)
      .values({ zoneId: zone.id, day, slots: 3, taken: 0 })
      .onConflictDoUpdate({
        target: [deliveryCapacity.zoneId, deliveryCapacity.day],
        set: { slots: sql`${deliveryCapacity.taken} + 3` },
      });

    const answers = await Promise.all(shoppers.map((browser, i) => placeOrder(browser, forms[i] ?? {})));
    expect(answers.filter((a) => a.body?.orderCompleted)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.body?.errorMessages[0]).toMatch(/filled up/);
    const [capacity] = await db
      .select()
      .from(deliveryCapacity)
      .where(and(eq(deliveryCapacity.zoneId, zone.id), eq(deliveryCapacity.day, day)));
    expect(capacity?.taken).toBe(capacity?.slots);
  }, 60_000);
});
