import { orderDetailSchema } from "@store/domain/order.schema";
import { applePayMerchantSessionSchema, type Wallet } from "@store/domain/wallet-payment.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCardKeyPair } from "../../payments/card-encryption-keys.ts";
import { signedAdyenNotification } from "../../testing/adyen-notification.ts";
import { capturedLogger } from "../../testing/captured-logger.ts";
import {
  checkoutForm,
  fillCart,
  paymentAttempt,
  placeOrder,
  stockedProduct,
  viewOf,
} from "../../testing/checkout-kit.ts";
import { browserOf, createTestStore, requestAs, type TestStore } from "../../testing/test-store.ts";

/**
 * The checkout with the real Apple Pay and Google Pay through Adyen (ADR 078), through the app, against
 * stand-ins scripted here for Adyen's Checkout API and Apple's merchant validation (neither is called):
 * both wallets offered with the browser's own sheets, Apple's merchant validated server to Apple, a
 * Google Pay token authorised by Adyen and the order placed, and a wallet payment whose answer was lost
 * settled by Adyen's signed notification as a card's is.
 */

const hmacKey = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";
const checkoutUrl = "https://checkout-test.adyen.example/v71";
const appleUrl = "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";
let store: TestStore;
const captured = capturedLogger("debug");
/** What Adyen's stand-in answers a /payments call with: decided per test. */
let onPayment: (body: Record<string, unknown>) => { status: number; body?: unknown } | "drop" = () => ({
  status: 500,
});
const sent: Array<{ url: string; body: Record<string, unknown> }> = [];

async function send(url: string, init: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init.body)) as Record<string, unknown>;
  sent.push({ url, body });
  if (url === appleUrl) {
    const now = Date.now();
    return new Response(
      JSON.stringify({
        epochTimestamp: now,
        expiresAt: now + 300_000,
        merchantSessionIdentifier: "SSHREAL1",
        nonce: "n0nce",
        merchantIdentifier: "4F7B2E8A",
        domainName: body.initiativeContext,
        displayName: body.displayName,
        signature: "c2lnbmF0dXJl",
        operationalAnalyticsIdentifier: "x:4F7B2E8A",
        retries: 0,
      }),
      { status: 200 },
    );
  }
  const path = url.slice(checkoutUrl.length);
  const answer =
    path === "/payments"
      ? onPayment(body)
      : { status: 201, body: { status: "received", pspReference: "MOD1" } };
  if (answer === "drop") throw new TypeError("fetch failed");
  return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
}

beforeAll(async () => {
  const identity = await generateCardKeyPair("merchant.com.example.store");
  store = await createTestStore({
    logger: captured.logger,
    env: {
      PAYMENT_SANDBOX: "true",
      ADYEN_CHECKOUT_URL: checkoutUrl,
      ADYEN_API_KEY: "test-api-key",
      ADYEN_MERCHANT_ACCOUNT: "StoreAU",
      ADYEN_HMAC_KEY: hmacKey,
      APPLE_PAY_MERCHANT_ID: "merchant.com.example.store",
      APPLE_PAY_MERCHANT_CERT: identity.certificate,
      APPLE_PAY_MERCHANT_KEY: identity.privateKey,
      GOOGLE_PAY_MERCHANT_ID: "BCR2DN4TEXAMPLE",
    },
    providerSend: send,
  });
});
afterAll(async () => {
  await store?.close();
});

let nextProduct = 0;
async function shopper() {
  const browser = browserOf(store.app);
  const product = await stockedProduct(store.database.db, 5, nextProduct++ % 12);
  const cartId = await fillCart(browser, product.sku);
  return { browser, cartId };
}

const googleToken = JSON.stringify({
  signature: "MEUCIQ",
  protocolVersion: "ECv2",
  signedMessage: '{"encryptedMessage":"secret-google-message"}',
});

async function placeWith(browser: ReturnType<typeof browserOf>, wallet: Wallet, walletToken: string) {
  return placeOrder(
    browser,
    await checkoutForm(browser, { card: null, overrides: { selectedPaymentOption: wallet, walletToken } }),
  );
}

describe("the checkout with the real wallets", () => {
  it("offers Apple Pay and Google Pay with the browser's own sheets and Adyen as Google's gateway", async () => {
    const { browser } = await shopper();
    const view = await viewOf(browser);
    expect(view.paymentOptions.slice(0, 3)).toEqual(["CreditCard", "ApplePay", "GooglePay"]);
    expect(view.walletSetup).toEqual({
      mode: "real",
      applePay: { supportedNetworks: ["visa", "masterCard", "amex"] },
      googlePay: {
        environment: "TEST",
        merchantId: "BCR2DN4TEXAMPLE",
        gateway: "adyen",
        gatewayMerchantId: "StoreAU",
        allowedCardNetworks: ["AMEX", "MASTERCARD", "VISA"],
      },
    });
    // The sandbox wallet's pages are not mounted beside the real wallets
    const sandbox = await requestAs(store.app, "aol", "/sandbox/wallet");
    expect(sandbox.status).toBe(404);
  });

  it("validates the merchant with Apple from the server, for the brand's configured host only", async () => {
    const { browser } = await shopper();
    const validate = (validationURL: string) =>
      browser("/api/checkout/applepay/validate", { method: "POST", body: JSON.stringify({ validationURL }) });
    const count = sent.length;
    const refused = await validate("https://evil.example/paymentservices/startSession");
    expect(refused.status).toBe(400);
    expect(sent).toHaveLength(count);
    const res = await validate(appleUrl);
    expect(res.status).toBe(200);
    const session = applePayMerchantSessionSchema.parse(await res.json());
    expect(session).toMatchObject({ merchantSessionIdentifier: "SSHREAL1", retries: 0 });
    expect(sent.at(-1)).toEqual({
      url: appleUrl,
      body: {
        merchantIdentifier: "merchant.com.example.store",
        displayName: expect.any(String),
        initiative: "web",
        initiativeContext: "aol.localhost",
      },
    });
  });

  it("Google Pay: Adyen authorises the token and the order is placed, 'Google Pay, Visa ending 4242'", async () => {
    onPayment = (body) => ({
      status: 200,
      body: {
        pspReference: "PSPGOOGLE1",
        resultCode: "Authorised",
        merchantReference: body.reference,
        additionalData: { cardSummary: "4242", paymentMethod: "visa_googlepay" },
      },
    });
    const { browser, cartId } = await shopper();
    const placed = await placeWith(browser, "GooglePay", googleToken);
    expect(placed.status, JSON.stringify(placed.raw)).toBe(200);
    expect(placed.body).toMatchObject({ orderCompleted: true, paymentStatus: "Approved" });
    expect(sent.at(-1)?.body).toMatchObject({
      reference: placed.body?.paymentReference,
      merchantAccount: "StoreAU",
      paymentMethod: { type: "googlepay", googlePayToken: googleToken },
    });
    const detail = orderDetailSchema.parse(await (await browser(`/api/checkout/order?id=${cartId}`)).json());
    expect(detail.payment).toMatchObject({
      method: "GooglePay",
      cardSummary: "Google Pay, Visa ending 4242",
    });
    for (const line of captured.lines) expect(line).not.toContain("secret-google-message");
  });

  it("Apple Pay: a lost answer is settled by Adyen's notification, which finds the wallet payment by its reference", async () => {
    onPayment = () => "drop";
    const { browser } = await shopper();
    const paymentData = JSON.stringify({ version: "EC_v1", data: "ZGF0YQ==", signature: "c2ln", header: {} });
    const placed = await placeWith(browser, "ApplePay", paymentData);
    expect(placed.body).toMatchObject({ orderCompleted: false });
    const reference = placed.body?.paymentReference ?? "";
    expect((await paymentAttempt(store.database.db, reference)).status).toBe("error");
    expect(sent.at(-1)?.body.paymentMethod).toEqual({
      type: "applepay",
      applePayToken: Buffer.from(paymentData).toString("base64"),
    });

    const item = {
      pspReference: "PSPAPPLELATE",
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
        body: JSON.stringify(
          signedAdyenNotification(hmacKey, item, { cardSummary: "4242", paymentMethod: "visa_applepay" }),
        ),
      });
    const answer = await notify();
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("[accepted]");
    // As for a card: the attempt had ended, so the authorisation is cancelled at Adyen, not kept
    expect(sent.at(-1)).toMatchObject({ url: `${checkoutUrl}/payments/PSPAPPLELATE/cancels` });
    expect((await paymentAttempt(store.database.db, reference)).status).toBe("error");
    const count = sent.length;
    expect((await notify()).status).toBe(200);
    expect(sent).toHaveLength(count);
  });
});
