import { randomUUID } from "node:crypto";
import { invoicePageSchema } from "@store/domain/account.schema";
import { checkoutMessages, paymentStatusAnswerSchema } from "@store/domain/checkout.schema";
import { checkoutOption, hasCheckoutOption } from "@store/domain/checkout-options";
import { orderDetailSchema } from "@store/domain/order.schema";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentHoldsFor } from "../../background-jobs.ts";
import { configSchema } from "../../config.ts";
import { infrastructureFaultAmount } from "../../payments/card-sandbox-cards.ts";
import { capturedLogger } from "../../testing/captured-logger.ts";
import { cardDataLeft } from "../../testing/card-data-left.ts";
import {
  calendarOf,
  card,
  checkoutForm,
  fillCart,
  passChallenge,
  placeOrder,
  setStock,
  stockedProduct,
  stockOf,
  sydney,
  viewOf,
} from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { orderPayments, orders } from "../order/order.tables.ts";
import { productBrands, products, stockLevels } from "../product/product.tables.ts";
import { challengeMinutes } from "./payment-holds.service.ts";

/**
 * Checkout through the app on a real database (ADR 029): the view, the calendar, placing an order by
 * card once, refusals, 3-D Secure through the sandbox pages, void, the sweep, bad input and roles, and
 * no card number or code left anywhere afterwards. The races are in checkout-races.test.ts (PostgreSQL).
 */

let store: TestStore;
const sandboxConfig = configSchema.parse({ NODE_ENV: "test", PAYMENT_SANDBOX: "true" });
const captured = capturedLogger("debug");
const typedCvcs = new Set<string>();
const typedNumbers = new Set<string>();

function typed(number: string, cvv = "737") {
  typedNumbers.add(number);
  typedCvcs.add(cvv);
  return card(number, cvv);
}

beforeAll(async () => {
  store = await createTestStore({ logger: captured.logger, env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

/** A new shopper with one unit of a stocked product in the cart. */
async function shopper(brand = "aol", skip = 0) {
  const browser = browserOf(store.app, brand);
  const product = await stockedProduct(store.database.db, 5, skip);
  const cartId = await fillCart(browser, product.sku);
  return { browser, product, cartId };
}

describe("GET /api/checkout (checkout s.3 'Checkout view')", () => {
  it("gives a guest the cart, the deposit percentage, an encryption certificate and no staff options", async () => {
    const { browser, cartId } = await shopper();
    const view = await viewOf(browser);
    expect(view.cart.cartId).toBe(cartId);
    expect(view.customer).toBeNull();
    expect(view.partialPaymentPercentage).toBe(30);
    expect(view.x509EncryptionKeys.default).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(hasCheckoutOption(view.options, "SetSalesperson")).toBe(false);
    expect(hasCheckoutOption(view.options, "DeliveryInstructions")).toBe(true);
    expect(view.stores).toEqual([]);
    expect(view.store).toBeNull();
    expect(view.paymentOptions).toEqual([
      "CreditCard",
      "ApplePay",
      "GooglePay",
      "PayPal",
      "PayPalBnpl",
      "AfterPay",
      "Zip",
      "Klarna",
      "Humm",
    ]);
  });

  it("prefills a signed-in customer", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "customer@example.com");
    const view = await viewOf(browser);
    expect(view.customer?.email).toBe("customer@example.com");
    expect(view.customer?.shippingAddress?.postcode).toMatch(/^\d{4}$/);
    expect(view.customer?.locked).toBe(false);
  });

  it("gives staff their stores, salespeople and staff options", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "staff@example.com");
    const view = await viewOf(browser);
    expect(view.options & checkoutOption.SetSalesperson).toBe(checkoutOption.SetSalesperson);
    expect(view.stores.length).toBeGreaterThan(0);
    expect(view.salesPeople.some((p) => p.selected)).toBe(true);
    expect(view.store?.postcode).toMatch(/^\d{4}$/);
  });
});

describe("POST /api/checkout/avail", () => {
  it("answers the 6-week calendar for the address and the cart's id", async () => {
    const { browser, cartId } = await shopper();
    const { availability } = await calendarOf(browser, cartId);
    expect(availability.availability).toHaveLength(42);
    expect(availability.unavailable).toBe(false);
  });

  it("refuses someone else's cart and a customer's Winning Services override", async () => {
    const { browser } = await shopper();
    const other = await browser("/api/checkout/avail", {
      method: "POST",
      body: JSON.stringify({ cartId: randomUUID(), deliveryAddress: sydney }),
    });
    expect(other.status).toBe(403);
    const override = await browser("/api/checkout/avail", {
      method: "POST",
      body: JSON.stringify({ deliveryAddress: sydney, winningDeliveryServiceOverride: true }),
    });
    expect(override.status).toBe(403);
  });
});

describe("POST /api/checkout by card", () => {
  it("places the order once: paid, stock taken, cart gone, confirmation mailed, order readable", async () => {
    const { browser, product, cartId } = await shopper();
    const before = await stockOf(store.database.db, product.id);
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    const key = randomUUID();
    const placed = await placeOrder(browser, form, key);
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(placed.body?.orderCompleted).toBe(true);
    expect(await stockOf(store.database.db, product.id)).toBe(before - 1);

    // The same request again: the first answer, no second order or charge
    const again = await placeOrder(browser, form, key);
    expect(again.status).toBe(200);
    expect(again.body?.orderCompleted).toBe(true);
    const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("placed");
    const payments = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(payments.map((p) => p.status)).toEqual(["captured"]);
    expect(payments[0]?.cardSummary).toMatch(/4242$/);
    expect(payments[0]?.capturedAmount).toBe(payments[0]?.amount);
    expect(await stockOf(store.database.db, product.id)).toBe(before - 1);

    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.reference).toMatch(/^AOL-\d{6}$/);
    expect(detail.amountPaid).toBe(detail.total);
    expect(detail.poNumber).toBeNull();
    expect(detail.amountRemaining).toBe(0);
    expect(detail.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const view = await viewOf(browser);
    expect(view.cart.products).toEqual([]);
    const mails = await store.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order"));
    const mail = mails.find((m) => m.subject.includes(detail.reference));
    expect(mail?.toAddress).toBe("jo@example.com");
    expect(mail?.text).toContain(`confirmation?id=${cartId}&token=`);

    // Another visitor cannot read it; the mailed link can
    const stranger = browserOf(store.app);
    expect((await stranger(`/api/checkout/order?id=${cartId}`)).status).toBe(404);
    const token = /token=([0-9a-f-]{36})/.exec(mail?.text ?? "")?.[1];
    expect((await stranger(`/api/checkout/order?id=${cartId}&token=${token}`)).status).toBe(200);
  });

  it("refuses the same key with a different body", async () => {
    const { browser } = await shopper();
    const form = await checkoutForm(browser, { card: typed("4000000000000002") });
    const key = randomUUID();
    await placeOrder(browser, form, key);
    const other = await placeOrder(browser, { ...form, email: "other@example.com" }, key);
    expect(other.status).toBe(400);
    expect(other.body?.errorMessages[0]).toMatch(/Idempotency-Key/);
  });

  it("answers a declined card with its reason, gives the stock back, and takes another card", async () => {
    const { browser, product, cartId } = await shopper();
    const before = await stockOf(store.database.db, product.id);
    const declined = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000000002") }),
    );
    expect(declined.status).toBe(401);
    expect(declined.body?.refusalReason).toBeTruthy();
    expect(declined.body?.errorMessages[0]).toMatch(/^Sorry there has been a problem with your payment/);
    expect(await stockOf(store.database.db, product.id)).toBe(before);

    const status = paymentStatusAnswerSchema.parse(
      await (
        await browser(
          `/api/payment/status?cartId=${cartId}&paymentReference=${declined.body?.paymentReference}&selectedPaymentOption=CreditCard`,
        )
      ).json(),
    );
    expect(status.paymentStatus).toBe("Declined");

    // Only this visitor may ask, and only about a payment of this cart's order
    const ask = async (who: typeof browser, reference: string) => {
      const res = await who(`/api/payment/status?cartId=${cartId}&paymentReference=${reference}`);
      return { status: res.status, body: await res.json() };
    };
    expect(await ask(browserOf(store.app), String(declined.body?.paymentReference))).toEqual({
      status: 404,
      body: { code: "not_found", errors: ["We could not find that order."] },
    });
    for (const reference of [randomUUID(), "not-a-reference"])
      expect(await ask(browser, reference)).toEqual({
        status: 404,
        body: { code: "not_found", errors: ["We could not find that payment."] },
      });

    const paid = await placeOrder(browser, await checkoutForm(browser, { card: typed("5555555555554444") }));
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect(paid.body?.orderCompleted).toBe(true);
    expect(await stockOf(store.database.db, product.id)).toBe(before - 1);
  });

  it("takes a deposit of at least 30% and records what remains", async () => {
    const { browser, cartId } = await shopper();
    const view = await viewOf(browser);
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    const { price } = await calendarOf(browser, cartId);
    const total = view.cart.orderTotal + price;
    const tooSmall = await placeOrder(browser, { ...form, partialPayment: Math.floor(total * 0.29) });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body?.errorMessages).toContain(checkoutMessages.submitDeposit);
    const deposit = Math.ceil(total * 0.4);
    const placed = await placeOrder(browser, { ...form, partialPayment: deposit });
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.amountPaid).toBe(deposit);
    expect(detail.amountRemaining).toBe(detail.total - deposit);
  });

  it("finds a payment whose answer was lost (the sandbox's fault amount, 66.70) instead of failing the order", async () => {
    const browser = browserOf(store.app);
    const [product] = await store.database.db
      .select({ sku: products.sku })
      .from(products)
      .innerJoin(stockLevels, eq(stockLevels.productId, products.id))
      .where(and(gt(products.price, 100_00), lt(products.price, 150_00), gt(stockLevels.quantity, 2)))
      .limit(1);
    await fillCart(browser, product?.sku ?? "");
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    const placed = await placeOrder(browser, { ...form, partialPayment: infrastructureFaultAmount });
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(placed.body?.orderCompleted).toBe(true);
    const detail = orderDetailSchema.parse(
      await (await browser(`/api/checkout/order?id=${form.cartId}`)).json(),
    );
    expect(detail.amountPaid).toBe(infrastructureFaultAmount);
  });

  it("passes 3-D Secure with the password and lands on the confirmation", async () => {
    const { browser, cartId } = await shopper();
    const started = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000003220") }),
    );
    expect(started.status, JSON.stringify(started.raw)).toBe(200);
    expect(started.body?.orderCompleted).toBe(false);
    expect(started.body?.secure3DResponse?.htmlFormAction).toContain("/sandbox/card/challenge/");
    const location = await passChallenge(
      browser,
      started.body?.secure3DResponse ?? { htmlFormAction: "", htmlFormToPost: {} },
      "password",
    );
    expect(location).toBe(`http://aol.localhost:3000/customer/confirmation?id=${cartId}`);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.status).toBe("placed");
  });

  it("leaves alone a challenge passed while the sweep was deciding to expire it", async () => {
    const db = store.database.db;
    const { browser, cartId } = await shopper("aol", 7);
    const started = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000003220") }),
    );
    const reference = started.body?.paymentReference ?? "";
    // The sweep read the attempt while it waited...
    const [waiting] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
    expect(waiting?.status).toBe("requires_action");
    // ...the shopper passed the challenge meanwhile, and the order was placed...
    const location = await passChallenge(
      browser,
      started.body?.secure3DResponse ?? { htmlFormAction: "", htmlFormToPost: {} },
      "password",
    );
    expect(location).toContain("/customer/confirmation");
    // ...so giving it up now changes nothing: no void at the acquirer under a placed order
    const { holds } = paymentHoldsFor(db, sandboxConfig, captured.logger);
    if (!waiting) throw new Error("no attempt");
    expect(await holds.abandon(waiting, "expired")).toBe(false);
    const [after] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
    expect(after?.status).toBe("captured");
    const acquirer = await db.execute(
      sql`select state from card_sandbox_payments where reference = ${reference}`,
    );
    expect(JSON.stringify(acquirer)).toContain('"state":"authorised"');
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("placed");
  });

  it("sends a failed challenge back to checkout with the payment declined", async () => {
    const { browser, product, cartId } = await shopper();
    const before = await stockOf(store.database.db, product.id);
    const started = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000003220") }),
    );
    expect(await stockOf(store.database.db, product.id)).toBe(before - 1);
    const location = await passChallenge(
      browser,
      started.body?.secure3DResponse ?? { htmlFormAction: "", htmlFormToPost: {} },
      "wrong",
    );
    expect(location).toMatch(/\/customer\/checkout\?paymentReference=.+&status=REFUSED$/);
    const reference = new URL(location).searchParams.get("paymentReference");
    const status = paymentStatusAnswerSchema.parse(
      await (await browser(`/api/payment/status?cartId=${cartId}&paymentReference=${reference}`)).json(),
    );
    expect(status.paymentStatus).toBe("Declined");
    expect(await stockOf(store.database.db, product.id)).toBe(before);
  });

  it("voids a challenge the shopper gives up, and sweeps one left waiting", async () => {
    const first = await shopper();
    const before = await stockOf(store.database.db, first.product.id);
    await placeOrder(first.browser, await checkoutForm(first.browser, { card: typed("4000000000003220") }));
    const voided = await first.browser("/api/checkout/void", {
      method: "POST",
      body: JSON.stringify({ cartId: first.cartId, selectedPaymentOption: "CreditCard" }),
    });
    expect(await voided.json()).toEqual({ voided: true });
    expect(await stockOf(store.database.db, first.product.id)).toBe(before);

    const second = await shopper();
    const started = await placeOrder(
      second.browser,
      await checkoutForm(second.browser, { card: typed("4000000000003220") }),
    );
    await store.database.db
      .update(orderPayments)
      .set({ updatedAt: sql`now() - interval '${sql.raw(String(challengeMinutes + 1))} minutes'` })
      .where(eq(orderPayments.id, started.body?.paymentReference ?? ""));
    const { holds } = paymentHoldsFor(store.database.db, sandboxConfig, captured.logger);
    expect(await holds.sweep()).toBeGreaterThanOrEqual(1);
    const status = paymentStatusAnswerSchema.parse(
      await (
        await second.browser(
          `/api/payment/status?cartId=${second.cartId}&paymentReference=${started.body?.paymentReference}`,
        )
      ).json(),
    );
    expect(status.paymentStatus).toBe("Expired");
  });

  it("voids a challenge passed after its order was cancelled and its stock sold, and says it was not charged", async () => {
    const db = store.database.db;
    const { browser, product, cartId } = await shopper("aol", 6);
    const started = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4000000000003220") }),
    );
    const paymentReference = started.body?.paymentReference ?? "";
    // The order is cancelled while the challenge waits (its stock and day given back, as a cancel does)...
    const { holds } = paymentHoldsFor(db, sandboxConfig, captured.logger);
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.cartId, cartId));
      if (!order) throw new Error("no order for the cart");
      await holds.release(tx as unknown as typeof db, order);
    });
    // ...and another shopper buys the last units
    await setStock(db, product.id, 0);

    const location = await passChallenge(
      browser,
      started.body?.secure3DResponse ?? { htmlFormAction: "", htmlFormToPost: {} },
      "password",
    );
    expect(location).toBe(
      `http://aol.localhost:3000/customer/checkout?paymentReference=${paymentReference}&status=UNAVAILABLE`,
    );
    const status = paymentStatusAnswerSchema.parse(
      await (
        await browser(`/api/payment/status?cartId=${cartId}&paymentReference=${paymentReference}`)
      ).json(),
    );
    expect(status).toEqual({ paymentStatus: "Cancelled", message: checkoutMessages.voidedUnavailable });
    const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.id, paymentReference));
    expect(payment?.status).toBe("voided");
    const acquirer = await db.execute(
      sql`select state from card_sandbox_payments where reference = ${paymentReference}`,
    );
    expect(JSON.stringify(acquirer)).toContain('"state":"voided"');
    const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order?.status).toBe("cancelled");
    expect(order?.amountPaid).toBe(0);
    expect(await stockOf(db, product.id)).toBe(0);
    // The cart is still there to change and check out again
    const view = await viewOf(browser);
    expect(view.cart.cartId).toBe(cartId);
  });
});

describe("POST /api/checkout refuses what it must (checkout s.5, s.6)", () => {
  it("names each invalid field", async () => {
    const { browser } = await shopper();
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    const bad = await placeOrder(browser, {
      ...form,
      email: "nope",
      deliveryAddress: { ...sydney, address: "PO Box 12", firstName: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.errorMessages).toEqual(
      expect.arrayContaining([checkoutMessages.poBox, checkoutMessages.firstName]),
    );
  });

  it("keeps the PO number staff give for a customer and shows it on the order (checkout s.5)", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "staff@example.com");
    const product = await stockedProduct(store.database.db, 5, 2);
    const cartId = await fillCart(browser, product.sku);
    const form = await checkoutForm(browser, {
      card: typed("4242424242424242"),
      overrides: { poNumber: "PO-(2026) 17" },
    });
    const bad = await placeOrder(browser, { ...form, poNumber: "PO#17" });
    expect(bad.status).toBe(400);
    expect(bad.body?.errorMessages.join(" ")).toContain(checkoutMessages.poNumber);
    const placed = await placeOrder(browser, form);
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.poNumber).toBe("PO-(2026) 17");
  });

  it("refuses a forged total, an empty card, a stale day and staff-only fields", async () => {
    const { browser } = await shopper();
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    const forged = await placeOrder(browser, { ...form, cart: { items: [], orderTotal: 1 } });
    expect(forged.status).toBe(400);
    expect(forged.body?.errorMessages[0]).toMatch(/total has changed/);
    const noCard = await placeOrder(browser, { ...form, encryptedValues: null, cardHolderName: null });
    expect(noCard.status).toBe(400);
    const past = await placeOrder(browser, { ...form, deliveryDate: { year: 2020, month: 1, day: 6 } });
    expect(past.status).toBe(400);
    const cash = await placeOrder(browser, { ...form, cashAndCarry: true });
    expect(cash.status).toBe(403);
  });

  it("refuses someone else's cart and an empty cart, and never answers 500 to junk", async () => {
    const { browser } = await shopper();
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    const stranger = browserOf(store.app);
    await fillCart(stranger, (await stockedProduct(store.database.db, 5, 1)).sku);
    expect((await placeOrder(stranger, form)).status).toBe(403);
    const empty = browserOf(store.app);
    await empty("/api/cart");
    expect((await placeOrder(empty, { ...form, cartId: (await viewOf(empty)).cart.cartId })).status).toBe(
      400,
    );
    for (const junk of ["[]", "null", '"x"', "{", '{"cartId": 5}'])
      expect((await browser("/api/checkout", { method: "POST", body: junk })).status).toBeLessThan(500);
  });

  it("asks a Miele cart for the Miele terms and holds its address to 35 characters", async () => {
    const browser = browserOf(store.app);
    const [miele] = await store.database.db
      .select({ sku: products.sku })
      .from(products)
      .innerJoin(productBrands, eq(productBrands.id, products.brandId))
      .innerJoin(stockLevels, eq(stockLevels.productId, products.id))
      .where(and(eq(productBrands.name, "Miele"), gt(products.price, 0), gt(stockLevels.quantity, 0)))
      .limit(1);
    await fillCart(browser, miele?.sku ?? "");
    const view = await viewOf(browser);
    expect(Object.keys(view.x509EncryptionKeys).sort()).toEqual(["Miele", "default"]);
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    expect(Object.keys(form.encryptedValues as object).sort()).toEqual(["Miele", "default"]);
    const unticked = await placeOrder(browser, form);
    expect(unticked.status).toBe(400);
    expect(unticked.body?.errorMessages).toEqual([checkoutMessages.mieleWarning]);
    const long = await placeOrder(browser, {
      ...form,
      brandsWarnings: { mieleWarning: true },
      deliveryAddress: { ...sydney, address: `1 ${"x".repeat(34)}` },
    });
    expect(long.status).toBe(400);
    expect(long.body?.errorMessages).toEqual([checkoutMessages.addressTooLong(35)]);
    const placed = await placeOrder(browser, { ...form, brandsWarnings: { mieleWarning: true } });
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
  });

  it("says what sold out and takes nothing", async () => {
    const { browser, product } = await shopper("aol", 2);
    const form = await checkoutForm(browser, { card: typed("4242424242424242") });
    await setStock(store.database.db, product.id, 0);
    const sold = await placeOrder(browser, form);
    expect(sold.status).toBe(400);
    expect(await stockOf(store.database.db, product.id)).toBe(0);
  });
});

describe("invoices (storefront s.7)", () => {
  it("lists a signed-in customer's placed orders and opens one", async () => {
    const browser = browserOf(store.app);
    await signInAs(store, browser, "trade@example.com");
    const product = await stockedProduct(store.database.db, 5);
    const cartId = await fillCart(browser, product.sku);
    const placed = await placeOrder(
      browser,
      await checkoutForm(browser, { card: typed("4242424242424242") }),
    );
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    const page = invoicePageSchema.parse(await (await browser("/api/account/order/invoiced?page=0")).json());
    expect(page.items.map((i) => i.id)).toContain(cartId);
    const one = orderDetailSchema.parse(
      await (await browser(`/api/account/order/invoiced/${cartId}`)).json(),
    );
    expect(one.id).toBe(cartId);
    const other = browserOf(store.app);
    await signInAs(store, other, "customer@example.com");
    expect((await other(`/api/account/order/invoiced/${cartId}`)).status).toBe(404);
  });
});

describe("no card number or code is kept (ADR 028, 029)", () => {
  it("leaves none in the database, the logs or the mail outbox", async () => {
    expect(typedNumbers.size).toBeGreaterThan(3);
    expect(
      await cardDataLeft(store.database.db, captured.lines, { numbers: typedNumbers, cvcs: typedCvcs }),
    ).toEqual([]);
  });
});
