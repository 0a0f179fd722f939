import {
  applePayMerchantSessionSchema,
  appleSandboxValidationUrl,
} from "@store/domain/wallet-payment.schema";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardSandboxPayments } from "../../payments/payments.tables.ts";
import {
  calendarOf,
  checkoutForm,
  fillCart,
  placeOrder,
  stockedProduct,
  viewOf,
} from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * Wallets under concurrency, on PostgreSQL (ADR 040): one Apple merchant session starts one sheet however
 * many ask at once; one sheet's token pays one order however many carts present it at once; 20 submits
 * of one wallet checkout take one payment.
 */

let store: TestStore;

useRaceStore((opened) => {
  store = opened;
});

async function sheet(browser: ReturnType<typeof browserOf>, body: Record<string, unknown>) {
  const res = await browser("/sandbox/wallet/token", {
    method: "POST",
    body: JSON.stringify({ card: "visa", currency: "AUD", ...body }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}

describe.runIf(racesRun)("wallets under concurrency (PostgreSQL)", () => {
  it("one merchant session starts one sheet for 20 concurrent approvals", async () => {
    const browser = browserOf(store.app);
    const res = await browser("/api/checkout/applepay/validate", {
      method: "POST",
      body: JSON.stringify({ validationURL: appleSandboxValidationUrl }),
    });
    const session = applePayMerchantSessionSchema.parse(await res.json());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sheet(browser, {
          wallet: "ApplePay",
          amount: 1000,
          merchantSessionIdentifier: session.merchantSessionIdentifier,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  }, 60_000);

  it("one token pays one order when 10 carts present it at once", async () => {
    const db = store.database.db;
    const product = await stockedProduct(db, 12, 2);
    const shoppers = Array.from({ length: 10 }, () => browserOf(store.app));
    for (const browser of shoppers) await fillCart(browser, product.sku);
    const first = shoppers[0] ?? browserOf(store.app);
    const view = await viewOf(first);
    const amount = view.cart.orderTotal + Math.max((await calendarOf(first, view.cart.cartId)).price, 0);
    const token = (await sheet(first, { wallet: "GooglePay", amount })).body.token;
    const forms: Record<string, unknown>[] = [];
    for (const browser of shoppers)
      forms.push(
        await checkoutForm(browser, {
          card: null,
          overrides: { selectedPaymentOption: "GooglePay", walletToken: token },
        }),
      );
    const answers = await Promise.all(shoppers.map((browser, i) => placeOrder(browser, forms[i] ?? {})));
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(answers.filter((a) => a.body?.orderCompleted)).toHaveLength(1);
    expect(answers.filter((a) => a.body?.errorCode === "replayed_wallet_token")).toHaveLength(9);
  }, 120_000);

  it("20 submits of one wallet checkout place one order and take one payment", async () => {
    const db = store.database.db;
    const browser = browserOf(store.app);
    const product = await stockedProduct(db, 3, 4);
    const cartId = await fillCart(browser, product.sku);
    const view = await viewOf(browser);
    const amount = view.cart.orderTotal + Math.max((await calendarOf(browser, cartId)).price, 0);
    const token = (await sheet(browser, { wallet: "GooglePay", amount })).body.token;
    const form = await checkoutForm(browser, {
      card: null,
      overrides: { selectedPaymentOption: "GooglePay", walletToken: token },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(browser, form)));
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(answers.some((a) => a.body?.orderCompleted)).toBe(true);
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    const attempts = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(attempts).toHaveLength(1);
    const taken = await db
      .select()
      .from(cardSandboxPayments)
      .where(
        inArray(
          cardSandboxPayments.reference,
          attempts.map((a) => a.id),
        ),
      );
    expect(taken).toHaveLength(1);
    expect(order?.status).toBe("placed");
  }, 120_000);
});
