import { randomUUID } from "node:crypto";
import { balanceViewSchema } from "@store/domain/balance-payment.schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { encryptCard } from "../../../../web/app/lib/card-encryption.ts";
import { sqlRows } from "../../db/sql-rows.ts";
import { card, fillCart, placeWithDeposit, stockedProduct } from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * Paying one order's balance many times at once, on PostgreSQL (row locks behave differently on
 * PGlite, which has one connection): the order's row lock and the one-open-attempt index let one
 * payment through, which charges once and adds to amount_paid once (ADR 031). The server is
 * DATABASE_URL's, else PostgreSQL on 127.0.0.1:5432; skipped only when neither answers.
 */

let store: TestStore;

useRaceStore((opened) => {
  store = opened;
});

type Browser = ReturnType<typeof browserOf>;

/** A signed-in customer's order with a 40% deposit paid, and the card bodies for its balance. */
async function depositOrder(email: string, skip: number) {
  const browser = browserOf(store.app);
  await signInAs(store, browser, email);
  await fillCart(browser, (await stockedProduct(store.database.db, 5, skip)).sku);
  const order = await placeWithDeposit(browser);
  const view = balanceViewSchema.parse(
    await (await browser(`/api/account/order/invoiced/${order.cartId}/balance`)).json(),
  );
  const body = async (number: string) => ({
    encryptedValues: await encryptCard(view.x509EncryptionKeys, card(number)),
    cardHolderName: "Jo Citizen",
    expectedAmount: view.amountRemaining,
  });
  return { browser, ...order, body };
}

async function pay(browser: Browser, cartId: string, body: unknown, key?: string) {
  const res = await browser(`/api/account/order/invoiced/${cartId}/balance`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: key ? { "idempotency-key": key } : {},
  });
  return { status: res.status, json: (await res.json()) as { status?: string; errors?: string[] } };
}

/** The order's balance attempts and how many of them the sandbox acquirer authorised. */
async function chargesOf(cartId: string) {
  const db = store.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  const attempts = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order?.id ?? 0), eq(orderPayments.purpose, "balance")));
  const references = attempts.map((a) => a.id);
  const charged =
    references.length === 0
      ? 0
      : (sqlRows(
          await db.execute(
            sql`select count(*)::int as n from card_sandbox_payments where state = 'authorised' and reference in (${sql.join(
              references.map((r) => sql`${r}`),
              sql`, `,
            )})`,
          ),
          z.object({ n: z.number() }),
        )[0]?.n ?? 0);
  return { order, attempts, charged };
}

describe.runIf(racesRun)("paying the balance under concurrency (PostgreSQL)", () => {
  it("charges once for 40 submits of one payment (half a retried key, half double clicks)", async () => {
    const { browser, cartId, total, body } = await depositOrder("customer@example.com", 0);
    const sent = await body("4242424242424242");
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pay(browser, cartId, sent, i % 2 === 0 ? key : undefined)),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.json)).toContain(answer.status);
    expect(answers.filter((a) => a.json.status === "paid").length).toBeGreaterThanOrEqual(1);
    const { order, attempts, charged } = await chargesOf(cartId);
    expect(order?.amountPaid).toBe(total);
    expect(attempts.filter((a) => a.status === "captured")).toHaveLength(1);
    expect(charged).toBe(1);
  }, 120_000);

  it("lets one of two tabs paying with different cards at once through; the other is told, not charged", async () => {
    const { browser, cartId, total, body } = await depositOrder("trade@example.com", 1);
    const second = browserOf(store.app);
    await signInAs(store, second, "trade@example.com");
    const bodies = await Promise.all(
      ["4242424242424242", "5555555555554444", "4242424242424242", "5555555555554444"].map(body),
    );
    const answers = await Promise.all(
      bodies.map((b, i) => pay(i % 2 === 0 ? browser : second, cartId, b, randomUUID())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.status).toBe(409);
    const { order, attempts, charged } = await chargesOf(cartId);
    expect(order?.amountPaid).toBe(total);
    expect(attempts.map((a) => a.status)).toEqual(["captured"]);
    expect(charged).toBe(1);
  }, 120_000);

  it("never lets two balance attempts be open for one order, even past the service", async () => {
    const { cartId, total, deposit } = await depositOrder("customer@example.com", 2);
    const db = store.database.db;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    const open = {
      orderId: order?.id ?? 0,
      method: "CreditCard" as const,
      purpose: "balance" as const,
      status: "created" as const,
      amount: total - deposit,
      currency: "AUD" as const,
    };
    const inserts = await Promise.allSettled(
      Array.from({ length: 5 }, () => db.insert(orderPayments).values(open)),
    );
    expect(inserts.filter((i) => i.status === "fulfilled")).toHaveLength(1);
    await db
      .update(orderPayments)
      .set({ status: "error" })
      .where(and(eq(orderPayments.orderId, order?.id ?? 0), inArray(orderPayments.status, ["created"])));
  }, 60_000);
});
