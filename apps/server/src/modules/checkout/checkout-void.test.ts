import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../testing/captured-logger.ts";
import {
  card,
  checkoutForm,
  fillCart,
  placeOrder,
  stockedProduct,
  stockOf,
} from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { orderPayments, orders } from "../order/order.tables.ts";

/**
 * POST /api/checkout/void beyond the happy path (checkout s.7, ADR 035): a cart that is not yours, a cart
 * with nothing waiting, a bad body, and a posted method that differs from the waiting payment's (ignored:
 * the payment waiting for the shopper is the one given up). The route is public (route-access.ts), so
 * a guest and a customer are both answered by ownership alone.
 */

let store: TestStore;
const captured = capturedLogger("debug");

beforeAll(async () => {
  store = await createTestStore({ logger: captured.logger, env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await store?.close();
});

async function shopper(skip = 0) {
  const browser = browserOf(store.app, "aol");
  const product = await stockedProduct(store.database.db, 5, skip);
  const cartId = await fillCart(browser, product.sku);
  return { browser, product, cartId };
}

/** A shopper whose card payment waits on its 3-D Secure challenge, holding one unit of stock. */
async function waitingOnChallenge(skip = 0) {
  const one = await shopper(skip);
  const started = await placeOrder(
    one.browser,
    await checkoutForm(one.browser, { card: card("4000000000003220") }),
  );
  expect(started.body?.secure3DResponse).toBeTruthy();
  return { ...one, paymentReference: started.body?.paymentReference ?? "" };
}

function voidOf(browser: ReturnType<typeof browserOf>, body: unknown) {
  return browser("/api/checkout/void", { method: "POST", body: JSON.stringify(body) });
}

async function paymentStatus(id: string) {
  const [row] = await store.database.db.select().from(orderPayments).where(eq(orderPayments.id, id));
  return row?.status;
}

describe("POST /api/checkout/void (checkout s.7)", () => {
  it("answers 404 for another visitor's cart and leaves that visitor's payment waiting", async () => {
    const owner = await waitingOnChallenge();
    const stranger = browserOf(store.app, "aol");
    const answer = await voidOf(stranger, { cartId: owner.cartId, selectedPaymentOption: "CreditCard" });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(await answer.json())).toContain("We could not find that order.");
    // A signed-in customer who does not own it is refused the same way
    const customer = browserOf(store.app, "aol");
    await signInAs(store, customer, "customer@example.com");
    expect(
      (await voidOf(customer, { cartId: owner.cartId, selectedPaymentOption: "CreditCard" })).status,
    ).toBe(404);
    expect(await paymentStatus(owner.paymentReference)).toBe("requires_action");
    // An unknown cart id: the same answer, nothing to tell the two apart
    expect(
      (await voidOf(stranger, { cartId: randomUUID(), selectedPaymentOption: "CreditCard" })).status,
    ).toBe(404);
  });

  it("answers 404 for a cart with no order yet and {voided:false} for a payment no longer waiting", async () => {
    const { browser, cartId } = await shopper(1);
    // Items in the cart but no checkout posted: there is no order to own
    const none = await voidOf(browser, { cartId, selectedPaymentOption: "CreditCard" });
    expect(none.status).toBe(404);

    const waiting = await waitingOnChallenge(2);
    const first = await voidOf(waiting.browser, {
      cartId: waiting.cartId,
      selectedPaymentOption: "CreditCard",
    });
    expect(await first.json()).toEqual({ voided: true });
    const before = await stockOf(store.database.db, waiting.product.id);
    const again = await voidOf(waiting.browser, {
      cartId: waiting.cartId,
      selectedPaymentOption: "CreditCard",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ voided: false });
    expect(await paymentStatus(waiting.paymentReference)).toBe("voided");
    expect(await stockOf(store.database.db, waiting.product.id)).toBe(before);
  });

  it("refuses a bad body with 400 naming the problem, and voids nothing", async () => {
    const waiting = await waitingOnChallenge(3);
    const badId = await voidOf(waiting.browser, {
      cartId: "not-a-uuid",
      selectedPaymentOption: "CreditCard",
    });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(await badId.json())).toContain("The cart id is not valid");
    const noMethod = await voidOf(waiting.browser, { cartId: waiting.cartId });
    expect(noMethod.status).toBe(400);
    expect(JSON.stringify(await noMethod.json())).toMatch(/selectedPaymentOption/);
    const unknownMethod = await voidOf(waiting.browser, {
      cartId: waiting.cartId,
      selectedPaymentOption: "Bitcoin",
    });
    expect(unknownMethod.status).toBe(400);
    const extra = await voidOf(waiting.browser, {
      cartId: waiting.cartId,
      selectedPaymentOption: "CreditCard",
      paymentReference: waiting.paymentReference,
    });
    expect(extra.status).toBe(400);
    const notJson = await waiting.browser("/api/checkout/void", { method: "POST", body: "cartId=1" });
    expect(notJson.status).toBe(400);
    expect(await paymentStatus(waiting.paymentReference)).toBe("requires_action");
  });

  it("voids the waiting payment whatever method is posted (ADR 035: a mismatch is ignored)", async () => {
    const waiting = await waitingOnChallenge(4);
    const before = await stockOf(store.database.db, waiting.product.id);
    // The page posts the method selected now; the shopper may have switched since the card payment began
    const answer = await voidOf(waiting.browser, { cartId: waiting.cartId, selectedPaymentOption: "PayPal" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ voided: true });
    expect(await paymentStatus(waiting.paymentReference)).toBe("voided");
    expect(await stockOf(store.database.db, waiting.product.id)).toBe(before + 1);
    const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, waiting.cartId));
    expect(order?.status).not.toBe("placed");
  });
});
