import { checkoutMessages } from "@store/domain/checkout.schema";
import { orderDetailSchema } from "@store/domain/order.schema";
import {
  applePayMerchantSessionSchema,
  appleSandboxValidationUrl,
  type Wallet,
  walletMessages,
} from "@store/domain/wallet-payment.schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../config.ts";
import { CardEncryptionKeys } from "../../payments/card-encryption-keys.ts";
import { CardSandbox } from "../../payments/card-sandbox.ts";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { cardSandboxPayments } from "../../payments/payments.tables.ts";
import { WalletSandbox } from "../../payments/wallet-sandbox.ts";
import { capturedLogger } from "../../testing/captured-logger.ts";
import {
  calendarOf,
  checkoutForm,
  fillCart,
  orderMails,
  placeOrder,
  stockedProduct,
  stockOf,
  viewOf,
} from "../../testing/checkout-kit.ts";
import { webhookSender, webhooksFor } from "../../testing/redirect-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders, paymentEvents } from "../order/order.tables.ts";
import { products } from "../product/product.tables.ts";

/**
 * Apple Pay and Google Pay through the app and the sandbox wallets (issue 16, ADR 040): Apple's merchant
 * validation on the server, single-use and 5 minutes long; the sheet's token authorised like a card and
 * captured as the order is placed; refusals, replays, the lost answer of $66.70.
 */

let store: TestStore;
type Browser = ReturnType<typeof browserOf>;

beforeAll(async () => {
  store = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

let nextProduct = 0;
/** A guest with one unit of a stocked product (a different one per test) in the cart. */
async function shopper() {
  const browser = browserOf(store.app);
  const product = await stockedProduct(store.database.db, 3, nextProduct++);
  const cartId = await fillCart(browser, product.sku);
  return { browser, product, cartId };
}

/** What the shopper will pay: the cart and the first open day's delivery. */
async function totalOf(browser: Browser) {
  const view = await viewOf(browser);
  const { price } = await calendarOf(browser, view.cart.cartId);
  return view.cart.orderTotal + Math.max(price, 0);
}

async function validate(browser: Browser, validationURL = appleSandboxValidationUrl) {
  return browser("/api/checkout/applepay/validate", {
    method: "POST",
    body: JSON.stringify({ validationURL }),
  });
}

/** The sandbox sheet's Pay: a token for this wallet, card and amount (and Apple's merchant session). */
async function approveSheet(
  browser: Browser,
  request: { wallet: Wallet; card?: string; amount: number; merchantSessionIdentifier?: string },
) {
  const res = await browser("/sandbox/wallet/token", {
    method: "POST",
    body: JSON.stringify({ card: "visa", currency: "AUD", ...request }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; message?: string } };
}

async function appleToken(browser: Browser, amount: number, card = "visa") {
  const session = applePayMerchantSessionSchema.parse(await (await validate(browser)).json());
  const sheet = await approveSheet(browser, {
    wallet: "ApplePay",
    card,
    amount,
    merchantSessionIdentifier: session.merchantSessionIdentifier,
  });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
  return sheet.body.token ?? "";
}

async function walletForm(browser: Browser, wallet: Wallet, walletToken: string | null) {
  return checkoutForm(browser, {
    card: null,
    overrides: { selectedPaymentOption: wallet, ...(walletToken ? { walletToken } : {}) },
  });
}

async function detailOf(browser: Browser, cartId: string) {
  return orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
}

describe("Apple Pay and Google Pay (issue 16)", () => {
  it("are offered to guests, customers and staff, after the card", async () => {
    const { browser } = await shopper();
    expect((await viewOf(browser)).paymentOptions.slice(0, 3)).toEqual([
      "CreditCard",
      "ApplePay",
      "GooglePay",
    ]);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await viewOf(customer)).paymentOptions.slice(0, 3)).toEqual([
      "CreditCard",
      "ApplePay",
      "GooglePay",
    ]);
  });

  it("Google Pay: the sheet's token is authorised like a card and captured as the order is placed", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await shopper();
    const before = await stockOf(db, product.id);
    const amount = await totalOf(browser);
    const sheet = await approveSheet(browser, { wallet: "GooglePay", amount });
    expect(sheet.status).toBe(200);
    expect(sheet.body.token).toMatch(/^sbx-googlepay-TEST\./);
    const placed = await placeOrder(browser, await walletForm(browser, "GooglePay", sheet.body.token ?? ""));
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(placed.body).toMatchObject({ orderCompleted: true, paymentStatus: "Approved" });
    const detail = await detailOf(browser, cartId);
    expect(detail).toMatchObject({ status: "placed", amountPaid: amount, amountRemaining: 0 });
    expect(detail.payment).toMatchObject({
      method: "GooglePay",
      cardSummary: "Google Pay, Visa ending 4242",
    });
    const [payment] = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, placed.body?.paymentReference ?? ""));
    expect(payment).toMatchObject({ status: "captured", capturedAmount: amount });
    expect(await stockOf(db, product.id)).toBe(before - 1);
  });

  it("Apple Pay: validated on the server, the session starts one sheet, the order is placed", async () => {
    const { browser, cartId } = await shopper();
    const res = await validate(browser);
    expect(res.status).toBe(200);
    const session = applePayMerchantSessionSchema.parse(await res.json());
    expect(session.domainName).toBe("aol.localhost");
    expect(session.expiresAt - session.epochTimestamp).toBe(5 * 60_000);
    const amount = await totalOf(browser);
    const sheet = await approveSheet(browser, {
      wallet: "ApplePay",
      card: "mastercard",
      amount,
      merchantSessionIdentifier: session.merchantSessionIdentifier,
    });
    expect(sheet.status).toBe(200);
    const placed = await placeOrder(browser, await walletForm(browser, "ApplePay", sheet.body.token ?? ""));
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect((await detailOf(browser, cartId)).payment?.cardSummary).toBe("Apple Pay, Mastercard ending 4444");
  });

  it("Apple Pay: a merchant session is single-use", async () => {
    const { browser } = await shopper();
    const session = applePayMerchantSessionSchema.parse(await (await validate(browser)).json());
    const request = {
      wallet: "ApplePay" as const,
      amount: 1000,
      merchantSessionIdentifier: session.merchantSessionIdentifier,
    };
    expect((await approveSheet(browser, request)).status).toBe(200);
    const again = await approveSheet(browser, request);
    expect(again).toEqual({ status: 409, body: { message: walletMessages.sessionUsed } });
  });

  it("Apple Pay: a merchant session expires after 5 minutes", async () => {
    const { browser } = await shopper();
    const session = applePayMerchantSessionSchema.parse(await (await validate(browser)).json());
    // As if the shopper had left the sheet for five minutes and a second
    await store.database.db.execute(
      sql`update wallet_merchant_sessions set created_at = now() - interval '301 seconds', expires_at = now() - interval '1 second' where id = ${session.merchantSessionIdentifier}`,
    );
    const late = await approveSheet(browser, {
      wallet: "ApplePay",
      amount: 1000,
      merchantSessionIdentifier: session.merchantSessionIdentifier,
    });
    expect(late).toEqual({ status: 410, body: { message: walletMessages.sessionExpired } });
  });

  it("Apple Pay: no sheet without a merchant session, and none from another brand's session", async () => {
    const { browser } = await shopper();
    expect(await approveSheet(browser, { wallet: "ApplePay", amount: 1000 })).toEqual({
      status: 400,
      body: { message: walletMessages.sessionMissing },
    });
    const session = applePayMerchantSessionSchema.parse(await (await validate(browser)).json());
    const other = browserOf(store.app, "wa");
    const foreign = await approveSheet(other, {
      wallet: "ApplePay",
      amount: 1000,
      merchantSessionIdentifier: session.merchantSessionIdentifier,
    });
    expect(foreign).toEqual({ status: 400, body: { message: walletMessages.sessionUnknown } });
  });

  it("Apple's validation URL must be Apple's: any other address is refused, never called", async () => {
    const { browser } = await shopper();
    const res = await validate(browser, "https://127.0.0.1:8443/paymentservices/startSession");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: ["The validation URL is not Apple's."] });
    const bad = await validate(browser, "not a url");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: ["validationURL: The validation URL is not a URL"] });
  });

  it("refuses a wallet order without the sheet's token, in words, holding nothing", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await shopper();
    const before = await stockOf(db, product.id);
    for (const wallet of ["GooglePay", "ApplePay"] as const) {
      const placed = await placeOrder(browser, await walletForm(browser, wallet, null));
      expect(placed.status).toBe(400);
      expect(placed.body?.errorMessages).toEqual([walletMessages.tokenMissing(wallet)]);
    }
    expect(await stockOf(db, product.id)).toBe(before);
    expect(await db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  });

  it("a declined card in the sheet is the spec's 401 with the reason; stock goes back", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await shopper();
    const before = await stockOf(db, product.id);
    const sheet = await approveSheet(browser, {
      wallet: "GooglePay",
      card: "insufficient-funds",
      amount: await totalOf(browser),
    });
    const placed = await placeOrder(browser, await walletForm(browser, "GooglePay", sheet.body.token ?? ""));
    expect(placed.status).toBe(401);
    expect(placed.body).toMatchObject({
      orderCompleted: false,
      paymentStatus: "Declined",
      refusalReason: "Not enough balance",
    });
    expect(placed.body?.errorMessages[0]).toBe(
      checkoutMessages.payment401((await viewOf(browser)).supportNumber),
    );
    expect(await stockOf(db, product.id)).toBe(before);
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("cancelled");
  });

  it("a token is for one payment: presented again by another order it is refused as a replay", async () => {
    const first = await shopper();
    const amount = await totalOf(first.browser);
    const token = await appleToken(first.browser, amount);
    const placed = await placeOrder(first.browser, await walletForm(first.browser, "ApplePay", token));
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);

    // A second shopper with a cart of the same product and total tries the same token
    const second = browserOf(store.app);
    await fillCart(second, first.product.sku);
    expect(await totalOf(second)).toBe(amount);
    const replay = await placeOrder(second, await walletForm(second, "ApplePay", token));
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ errorCode: "replayed_wallet_token" });
  });

  it("a token for another amount, or a made-up token, is refused", async () => {
    const { browser } = await shopper();
    const amount = await totalOf(browser);
    const sheet = await approveSheet(browser, { wallet: "GooglePay", amount: amount + 1 });
    const placed = await placeOrder(browser, await walletForm(browser, "GooglePay", sheet.body.token ?? ""));
    expect(placed.status).toBe(401);
    expect(placed.body).toMatchObject({ errorCode: "amount_mismatch" });
    const made = await placeOrder(
      browser,
      await walletForm(browser, "GooglePay", "sbx-googlepay-TEST.made-up"),
    );
    expect(made.status).toBe(401);
    expect(made.body).toMatchObject({ errorCode: "invalid_wallet_token" });
  });

  it("finds the payment whose answer was lost ($66.70): one payment, the order placed, a retry places nothing more", async () => {
    const db = store.database.db;
    const browser = browserOf(store.app);
    const product = await stockedProduct(db, 3, nextProduct++);
    // The product priced so that it and its delivery come to the fault amount
    await db.update(products).set({ price: 1000 }).where(eq(products.id, product.id));
    const cartId = await fillCart(browser, product.sku);
    const shipping = (await totalOf(browser)) - (await viewOf(browser)).cart.orderTotal;
    await db
      .update(products)
      .set({ price: infrastructureFaultAmount - shipping })
      .where(eq(products.id, product.id));
    const amount = await totalOf(browser);
    expect(amount).toBe(infrastructureFaultAmount);
    const sheet = await approveSheet(browser, { wallet: "GooglePay", amount });
    const form = await walletForm(browser, "GooglePay", sheet.body.token ?? "");
    const placed = await placeOrder(browser, form, "wallet-fault-1");
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(placed.body?.orderCompleted).toBe(true);
    const again = await placeOrder(browser, form, "wallet-fault-2");
    expect(again.status).toBe(200);
    expect(again.body?.paymentReference).toBe(placed.body?.paymentReference);
    const detail = await detailOf(browser, cartId);
    expect(detail.amountPaid).toBe(infrastructureFaultAmount);
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    const attempts = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(attempts).toHaveLength(1);
    const taken = await db
      .select()
      .from(cardSandboxPayments)
      .where(eq(cardSandboxPayments.reference, attempts[0]?.id ?? ""));
    expect(taken).toHaveLength(1);
  });

  it("staff refund a wallet payment on the orders desk, once per key", async () => {
    const { browser } = await shopper();
    const amount = await totalOf(browser);
    const sheet = await approveSheet(browser, { wallet: "GooglePay", amount });
    const placed = await placeOrder(browser, await walletForm(browser, "GooglePay", sheet.body.token ?? ""));
    const paymentId = placed.body?.paymentReference ?? "";
    const staff = browserOf(store.app);
    await signInAs(store, staff, "staff@example.com");
    const refund = () =>
      staff(`/api/orders-desk/payments/${paymentId}/refund`, {
        method: "POST",
        body: JSON.stringify({ amount: 1000 }),
        headers: { "idempotency-key": "wallet-refund-1" },
      });
    const first = await refund();
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ action: { kind: "refund", amount: 1000, result: "moved" } });
    expect((await refund()).status).toBe(200);
    const [payment] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, paymentId));
    expect(payment).toMatchObject({ refundedAmount: 1000, capturedAmount: amount });
  });

  it("void, refund and status of a wallet payment go to its acquirer, once each", async () => {
    const { browser } = await shopper();
    const amount = await totalOf(browser);
    const sheet = await approveSheet(browser, { wallet: "GooglePay", amount });
    const placed = await placeOrder(browser, await walletForm(browser, "GooglePay", sheet.body.token ?? ""));
    const reference = placed.body?.paymentReference ?? "";
    // The store's acquirer as the orders desk reaches it (the same database, the same sandbox)
    const db = store.database.db;
    const config = configSchema.parse({ NODE_ENV: "test", PORT: "3000", HOST: "0.0.0.0" });
    const logger = capturedLogger().logger;
    const wallets = new WalletSandbox(
      db,
      new CardSandbox(db, new CardEncryptionKeys(db, config), logger),
      logger,
    );
    const status = await wallets.status(reference);
    expect(status).toMatchObject({ state: "authorised", amount });
    const psp = status?.pspReference ?? "";
    const refund = await wallets.refund(psp, 500, "r1");
    expect(refund).toMatchObject({ status: "refunded", amount: 500, refundedTotal: 500 });
    expect(await wallets.refund(psp, 500, "r1")).toMatchObject({ status: "refunded", refundedTotal: 500 });
    expect(await wallets.void(psp)).toMatchObject({ status: "refused" });
  });
});

describe("the sandbox wallets' webhooks (ADR 040 amended)", () => {
  async function webhookIds(reference: string) {
    const rows = await webhooksFor(store.database.db, reference);
    return rows.map((w) => w.id);
  }
  const deliver = async (ids: readonly string[]) => {
    const sender = webhookSender(store);
    for (const id of ids) await sender.deliver(id);
  };

  it("announces each authorisation, signed; delivered after the order was placed, it changes nothing", async () => {
    const { browser, cartId } = await shopper();
    const amount = await totalOf(browser);
    const sheet = await approveSheet(browser, { wallet: "GooglePay", amount });
    const placed = await placeOrder(browser, await walletForm(browser, "GooglePay", sheet.body.token ?? ""));
    expect(placed.body?.orderCompleted).toBe(true);
    const reference = placed.body?.paymentReference ?? "";
    const rows = await webhooksFor(store.database.db, reference);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ provider: "wallet", type: "payment.authorised" });

    await deliver(rows.map((w) => w.id));
    await deliver(rows.map((w) => w.id));
    const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, reference));
    expect(order?.status).toBe("placed");
    expect(attempt).toMatchObject({ status: "captured", capturedAmount: amount });
    expect((await orderMails(store.database.db, order?.reference ?? "")).length).toBe(1);
    const events = await store.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, reference), eq(paymentEvents.provider, "wallet")));
    // Each webhook recorded once, none moving the payment the request had already settled
    expect(events.length).toBe(rows.length);
    expect(events.every((e) => e.result === "ignored")).toBe(true);
  });

  it("places the order whose request died after the acquirer answered, once", async () => {
    const { browser, cartId } = await shopper();
    const amount = await totalOf(browser);
    const placed = await placeOrder(
      browser,
      await walletForm(browser, "ApplePay", await appleToken(browser, amount)),
    );
    const reference = placed.body?.paymentReference ?? "";
    const db = store.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    // As the request left it had it died between the acquirer's answer and the store's record of it:
    // the order waiting on a payment the store has not settled, nothing mailed
    await db
      .update(orderPayments)
      .set({ status: "created", capturedAmount: 0, pspReference: null, cardSummary: null })
      .where(eq(orderPayments.id, reference));
    await db
      .update(orders)
      .set({ status: "awaiting_payment", amountPaid: 0, placedAt: null })
      .where(eq(orders.id, order?.id ?? 0));
    await db.delete(paymentEvents).where(eq(paymentEvents.paymentId, reference));
    for (const mail of await orderMails(db, order?.reference ?? "none"))
      await db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(await orderMails(db, order?.reference ?? "none")).toHaveLength(0);

    const ids = await webhookIds(reference);
    await deliver(ids);
    await deliver(ids);
    const [after] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    const [attempt] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
    expect(after).toMatchObject({ status: "placed", amountPaid: amount });
    expect(attempt).toMatchObject({ status: "captured", capturedAmount: amount });
    expect(attempt?.cardSummary).toMatch(/^Apple Pay/);
    expect((await orderMails(db, after?.reference ?? "")).length).toBe(1);
  });
});
