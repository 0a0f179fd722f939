import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adyenReturnReference } from "../../payments/adyen-payments.ts";
import { signedAdyenNotification } from "../../testing/adyen-notification.ts";
import { capturedLogger } from "../../testing/captured-logger.ts";
import {
  checkoutForm,
  fillCart,
  orderOfCart,
  paymentAttempt,
  placeOrder,
  stockedProduct,
} from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

/**
 * The checkout with the real card acquirer configured (ADR 076), through the app, against a stand-in for
 * Adyen's Checkout API scripted here (Adyen itself is never called): an authorisation places the order, a
 * 3-D Secure redirect comes back by GET and is completed through /payments/details, and an answer lost
 * on the way is found by Adyen's signed notification, whose money is given back for the ended attempt.
 */

const hmacKey = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";
const checkoutUrl = "https://checkout-test.adyen.example/v71";
let store: TestStore;
const captured = capturedLogger("debug");
/** What the stand-in answers a /payments call with: decided per test. */
let onPayment: (body: Record<string, unknown>) => { status: number; body?: unknown } | "drop" = () => ({
  status: 500,
});
const sent: Array<{ path: string; body: Record<string, unknown> }> = [];

async function send(url: string, init: RequestInit): Promise<Response> {
  const path = url.slice(checkoutUrl.length);
  const body = JSON.parse(String(init.body)) as Record<string, unknown>;
  sent.push({ path, body });
  const answer =
    path === "/payments"
      ? onPayment(body)
      : path === "/payments/details"
        ? {
            status: 200,
            body: {
              pspReference: "PSPCHALLENGED",
              resultCode: "Authorised",
              additionalData: { cardSummary: "4242", paymentMethod: "visa" },
            },
          }
        : { status: 201, body: { status: "received", pspReference: "MOD1" } };
  if (answer === "drop") throw new TypeError("fetch failed");
  return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
}

beforeAll(async () => {
  store = await createTestStore({
    logger: captured.logger,
    env: {
      PAYMENT_SANDBOX: "true",
      ADYEN_CHECKOUT_URL: checkoutUrl,
      ADYEN_API_KEY: "test-api-key",
      ADYEN_MERCHANT_ACCOUNT: "StoreAU",
      ADYEN_HMAC_KEY: hmacKey,
    },
    providerSend: send,
  });
});
afterAll(async () => {
  await store?.close();
});

let nextProduct = 0;
async function place() {
  const browser = browserOf(store.app);
  const product = await stockedProduct(store.database.db, 5, nextProduct++ % 12);
  const cartId = await fillCart(browser, product.sku);
  const placed = await placeOrder(browser, await checkoutForm(browser));
  return { browser, cartId, placed };
}

describe("the checkout on Adyen", () => {
  it("places the order on Adyen's authorisation, and offers no wallets", async () => {
    onPayment = (body) => ({
      status: 200,
      body: {
        pspReference: "PSPDIRECT",
        resultCode: "Authorised",
        merchantReference: body.reference,
        additionalData: { cardSummary: "4242", paymentMethod: "visa" },
      },
    });
    const { cartId, placed, browser } = await place();
    expect(placed.body).toMatchObject({ orderCompleted: true, paymentStatus: "Approved" });
    const order = await orderOfCart(store.database.db, cartId);
    expect(order?.status).toBe("placed");
    const view = (await (await browser("/api/checkout")).json()) as { paymentOptions?: string[] };
    expect(view.paymentOptions).toContain("CreditCard");
    expect(view.paymentOptions).not.toContain("ApplePay");
    expect(view.paymentOptions).not.toContain("GooglePay");
  });

  it("passes the checkout's fraudCheckToken to Adyen as its deviceFingerprint, and refuses an overlong one", async () => {
    onPayment = (body) => ({
      status: 200,
      body: {
        // One per payment: Adyen never gives two payments one reference
        pspReference: `PSPFP${String(body.reference).replaceAll("-", "").slice(0, 12)}`,
        resultCode: "Authorised",
        merchantReference: body.reference,
        additionalData: { cardSummary: "4242", paymentMethod: "visa" },
      },
    });
    const browser = browserOf(store.app);
    const product = await stockedProduct(store.database.db, 5, nextProduct++ % 12);
    await fillCart(browser, product.sku);
    const form = await checkoutForm(browser);
    const tooLong = await placeOrder(browser, { ...form, fraudCheckToken: "f".repeat(2001) });
    expect(tooLong.status).toBe(400);
    const before = sent.length;
    const placed = await placeOrder(browser, { ...form, fraudCheckToken: "device-token-123" });
    expect(placed.body).toMatchObject({ orderCompleted: true });
    const payment = sent.slice(before).find((call) => call.path === "/payments");
    expect(payment?.body.deviceFingerprint).toBe("device-token-123");

    const without = await place();
    expect(without.placed.body).toMatchObject({ orderCompleted: true });
    const last = sent.filter((call) => call.path === "/payments").at(-1);
    expect(last?.body).not.toHaveProperty("deviceFingerprint");
  });

  it("completes a 3-D Secure redirect that comes back by GET through /payments/details", async () => {
    onPayment = () => ({
      status: 200,
      body: {
        pspReference: "PSPCHALLENGED",
        resultCode: "RedirectShopper",
        action: {
          type: "redirect",
          method: "POST",
          url: "https://issuer.example/acs",
          data: { PaReq: "r", MD: "m" },
        },
      },
    });
    const { cartId, placed } = await place();
    expect(placed.body).toMatchObject({
      orderCompleted: false,
      secure3DResponse: {
        htmlFormAction: "https://issuer.example/acs",
        htmlFormToPost: { PaReq: "r", MD: "m" },
      },
    });
    const reference = placed.body?.paymentReference ?? "";
    const back = await requestAs(
      store.app,
      "aol",
      `/api/checkout/card-return?${adyenReturnReference}=${reference}&redirectResult=Ab02b4c0`,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`http://aol.localhost:3000/customer/confirmation?id=${cartId}`);
    expect(sent.at(-1)).toMatchObject({
      path: "/payments/details",
      body: { details: { redirectResult: "Ab02b4c0" } },
    });
    expect((await paymentAttempt(store.database.db, reference)).status).toBe("captured");
  });

  it("learns of an authorisation whose answer was lost from the notification, and gives the money back", async () => {
    onPayment = () => "drop";
    const { placed } = await place();
    expect(placed.body).toMatchObject({ orderCompleted: false });
    const reference = placed.body?.paymentReference ?? "";
    expect((await paymentAttempt(store.database.db, reference)).status).toBe("error");

    const item = {
      pspReference: "PSPLATE",
      merchantAccountCode: "StoreAU",
      merchantReference: reference,
      amount: { value: 1000, currency: "AUD" },
      eventCode: "AUTHORISATION",
      success: "true" as const,
    };
    const notify = () =>
      requestAs(store.app, "aol", "/api/payment/webhook/adyen", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(signedAdyenNotification(hmacKey, item, { cardSummary: "4242" })),
      });
    const answer = await notify();
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("[accepted]");
    // The attempt had ended: the authorisation is cancelled at Adyen, not kept without an order
    expect(sent.at(-1)).toMatchObject({ path: "/payments/PSPLATE/cancels" });
    expect((await paymentAttempt(store.database.db, reference)).status).toBe("error");
    const count = sent.length;
    expect((await notify()).status).toBe(200);
    expect(sent).toHaveLength(count);
    for (const line of captured.lines) expect(line).not.toContain("4242424242424242");
  });
});
