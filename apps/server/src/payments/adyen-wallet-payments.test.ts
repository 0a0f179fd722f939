import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configSchema } from "../config.ts";
import { type Database, migrateDatabase } from "../db/client.ts";
import { signedAdyenNotification } from "../testing/adyen-notification.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { type AdyenNotificationItem, AdyenPayments, type AdyenSettings } from "./adyen-payments.ts";
import { AdyenWalletPayments, type AdyenWalletSettings } from "./adyen-wallet-payments.ts";
import { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { CardSandbox } from "./card-sandbox.ts";
import { paymentProvidersFor } from "./payment-providers.ts";
import { cardAcquirerPayments } from "./payments.tables.ts";
import {
  type MerchantValidation,
  MerchantValidationRefused,
  type WalletAuthorisation,
  WalletUnavailable,
} from "./wallet-payments.ts";
import { WalletSandbox } from "./wallet-sandbox.ts";

/**
 * The real Apple Pay and Google Pay (ADR 078) on a real database, against stand-ins scripted here for
 * Adyen's Checkout API and for Apple's merchant validation endpoint (neither is ever called): Apple's
 * hosts, body and refusals; the sheets' tokens paid through Adyen by the card adapter's own code, keyed
 * by the store's reference; a lost answer found again by retry and by Adyen's notification; voids and
 * refunds; and which wallets a configuration offers. No token is logged.
 */

let database: Database;
let drop: () => Promise<void>;
let keys: CardEncryptionKeys;
const captured = capturedLogger("debug");
const settings: AdyenSettings = {
  checkoutUrl: "https://checkout-test.adyen.example/v71",
  apiKey: "test-api-key",
  merchantAccount: "StoreAU",
  hmacKey: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
};
const bothWallets: AdyenWalletSettings = {
  applePay: { merchantIdentifier: "merchant.com.example.store" },
  googlePay: { merchantId: "BCR2DN4TEXAMPLE" },
  merchantAccount: settings.merchantAccount,
  environment: "TEST",
};
const appleUrl = "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";
const returnUrl = "http://aol.localhost:3000/api/checkout/card-return";
/** Apple's paymentData as the browser's sheet gives it, stringified (its values are made up). */
const applePaymentData = JSON.stringify({
  version: "EC_v1",
  data: "c2VjcmV0LWFwcGxlLWRhdGE=",
  signature: "c2lnbmF0dXJl",
  header: { ephemeralPublicKey: "ZXBr", publicKeyHash: "cGtoYXNo", transactionId: "abc123" },
});
/** Google's tokenizationData.token for gateway adyen: itself a JSON text. */
const googleToken = JSON.stringify({
  signature: "MEUCIQsecret",
  intermediateSigningKey: { signedKey: "{}", signatures: ["x"] },
  protocolVersion: "ECv2",
  signedMessage: '{"encryptedMessage":"secret-google-message"}',
});

/** A request a stand-in received. */
interface Sent {
  url: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}
type Answer = { status: number; body?: unknown } | "drop";

/**
 * Stand-ins for Adyen's Checkout API (keyed like Adyen: a payment already made under an Idempotency-Key
 * is answered again, even after its first answer was dropped) and for Apple's validation endpoint.
 */
function standIn(
  adyenScript: (sent: Sent) => Answer,
  appleScript: (sent: Sent) => Answer = () => ({ status: 200, body: appleSession() }),
  wallets: AdyenWalletSettings = bothWallets,
) {
  const sent: Sent[] = [];
  const apple: Sent[] = [];
  const made = new Map<string, { status: number; body?: unknown }>();
  const record = (url: string, init: RequestInit, base: string): Sent => ({
    url,
    path: url.slice(base.length),
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body: JSON.parse(String(init.body)),
  });
  const respond = (answer: Answer) => {
    if (answer === "drop") throw new TypeError("fetch failed");
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  let lostButMade: ((sent: Sent) => { status: number; body?: unknown }) | null = null;
  const adyenSend = async (url: string, init: RequestInit) => {
    const request = record(url, init, settings.checkoutUrl);
    sent.push(request);
    const key = request.headers["idempotency-key"];
    const earlier = key ? made.get(key) : undefined;
    if (earlier) return respond(earlier);
    const answer = adyenScript(request);
    // Adyen acted before the connection dropped: the same key answers what it did
    if (key && answer !== "drop" && answer.status < 500) made.set(key, answer);
    if (key && answer === "drop" && lostButMade) made.set(key, lostButMade(request));
    return respond(answer);
  };
  const appleSend = async (url: string, init: RequestInit) => {
    const request = record(url, init, "");
    apple.push(request);
    return respond(appleScript(request));
  };
  const adyen = new AdyenPayments(database.db, keys, settings, captured.logger, adyenSend);
  const walletPayments = new AdyenWalletPayments(adyen, wallets, captured.logger, appleSend);
  return {
    sent,
    apple,
    adyen,
    wallets: walletPayments,
    /** What Adyen made of a request whose answer is dropped (else it made nothing). */
    dropAfterMaking(make: (sent: Sent) => { status: number; body?: unknown }) {
      lostButMade = make;
    },
  };
}

function appleSession() {
  const now = Date.now();
  return {
    epochTimestamp: now,
    expiresAt: now + 5 * 60_000,
    merchantSessionIdentifier: "SSH1234567890",
    nonce: "a1b2c3d4",
    merchantIdentifier: "4F7B2E8A",
    domainName: "shop.example.com",
    displayName: "Appliances Online",
    signature: "MIAGCSqGSIb3DQEHAqCAMIACAQEx",
    operationalAnalyticsIdentifier: "Appliances Online:4F7B2E8A",
    retries: 0,
    pspId: "4F7B2E8A",
  };
}

const validation = (overrides: Partial<MerchantValidation> = {}): MerchantValidation => ({
  validationUrl: appleUrl,
  brand: "aol",
  domainName: "shop.example.com",
  displayName: "Appliances Online",
  ...overrides,
});

const payment = (overrides: Partial<WalletAuthorisation> = {}): WalletAuthorisation => ({
  reference: randomUUID(),
  wallet: "ApplePay",
  amount: 129_900,
  currency: "AUD",
  token: applePaymentData,
  brand: "aol",
  returnUrl,
  ...overrides,
});

const authorised = (sent: Sent) => ({
  status: 200,
  body: {
    pspReference: `PSP${String(sent.body.reference).slice(0, 8)}`,
    resultCode: "Authorised",
    merchantReference: sent.body.reference,
    additionalData: { cardSummary: "4242", paymentMethod: "visa_applepay" },
  },
});

/** No log line carries a wallet token or any part of its secret. */
function expectNoTokenLogged() {
  for (const line of captured.lines) {
    expect(line).not.toContain("c2VjcmV0LWFwcGxlLWRhdGE");
    expect(line).not.toContain("secret-google-message");
    expect(line).not.toContain(Buffer.from(applePaymentData).toString("base64").slice(0, 24));
  }
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  keys = new CardEncryptionKeys(database.db, configSchema.parse({ NODE_ENV: "test" }));
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => {
  captured.lines.length = 0;
});

describe("Apple's merchant validation", () => {
  it("posts the merchant, the brand's name and its domain to Apple's URL, and answers Apple's session as it came", async () => {
    const { wallets, apple, sent } = standIn(() => ({ status: 500 }));
    const session = await wallets.validateMerchant(validation());
    expect(session).toEqual({
      ...appleSession(),
      epochTimestamp: expect.any(Number),
      expiresAt: expect.any(Number),
    });
    // Apple's own fields beyond the documented ones are passed on, not dropped
    expect(session).toMatchObject({
      merchantSessionIdentifier: "SSH1234567890",
      retries: 0,
      pspId: "4F7B2E8A",
    });
    expect(apple).toHaveLength(1);
    expect(apple[0]?.url).toBe(appleUrl);
    expect(apple[0]?.headers["content-type"]).toBe("application/json");
    expect(apple[0]?.body).toEqual({
      merchantIdentifier: "merchant.com.example.store",
      displayName: "Appliances Online",
      initiative: "web",
      initiativeContext: "shop.example.com",
    });
    expect(sent).toHaveLength(0);
  });

  it("cuts the display name to Apple's 64 characters", async () => {
    const { wallets, apple } = standIn(() => ({ status: 500 }));
    await wallets.validateMerchant(validation({ displayName: "A".repeat(80) }));
    expect(apple[0]?.body.displayName).toBe("A".repeat(64));
  });

  it("never calls a URL that is not on one of Apple's gateway hosts", async () => {
    const { wallets, apple } = standIn(() => ({ status: 500 }));
    for (const url of [
      "https://evil.example/paymentservices/startSession",
      "https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession",
      "http://apple-pay-gateway.apple.com/paymentservices/startSession",
      "https://169.254.169.254/latest/meta-data",
      "https://apple-pay-gateway.apple.com:444/paymentservices/startSession",
    ])
      await expect(wallets.validateMerchant(validation({ validationUrl: url }))).rejects.toBeInstanceOf(
        MerchantValidationRefused,
      );
    expect(apple).toHaveLength(0);
    // Apple's documented regional and China hosts are Apple's
    await wallets.validateMerchant(
      validation({
        validationUrl: "https://apple-pay-gateway-nc-pod2.apple.com/paymentservices/startSession",
      }),
    );
    await wallets.validateMerchant(
      validation({ validationUrl: "https://cn-apple-pay-gateway.apple.com/paymentservices/startSession" }),
    );
    expect(apple).toHaveLength(2);
  });

  it("says Apple's refusal as MerchantValidationRefused, and logs Apple's words for the team", async () => {
    const { wallets } = standIn(
      () => ({ status: 500 }),
      () => ({
        status: 400,
        body: { statusMessage: "Payment Services Exception merchantId=x unauthorized", statusCode: "400" },
      }),
    );
    await expect(wallets.validateMerchant(validation())).rejects.toBeInstanceOf(MerchantValidationRefused);
    expect(captured.lines.join("\n")).toContain("Payment Services Exception merchantId=x unauthorized");
  });

  it("throws WalletUnavailable when Apple's answer is lost, a 5xx, or not a session", async () => {
    for (const answer of ["drop", { status: 503 }, { status: 200, body: { hello: "world" } }] as const) {
      const { wallets } = standIn(
        () => ({ status: 500 }),
        () => answer,
      );
      await expect(wallets.validateMerchant(validation())).rejects.toBeInstanceOf(WalletUnavailable);
    }
  });

  it("refuses without calling Apple where only Google Pay is configured", async () => {
    const { wallets, apple } = standIn(() => ({ status: 500 }), undefined, {
      ...bothWallets,
      applePay: null,
    });
    await expect(wallets.validateMerchant(validation())).rejects.toBeInstanceOf(MerchantValidationRefused);
    expect(apple).toHaveLength(0);
  });
});

describe("the sheets' tokens through Adyen", () => {
  it("Apple Pay: sends Apple's paymentData base64-encoded as applepay, keyed by the reference, and answers the authorisation", async () => {
    const { wallets, sent } = standIn(authorised);
    const request = payment();
    const outcome = await wallets.authorise(request);
    expect(outcome).toEqual({
      status: "authorised",
      pspReference: `PSP${request.reference.slice(0, 8)}`,
      card: { last4: "4242", scheme: "visa" },
    });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.path).toBe("/payments");
    expect(call?.headers["x-api-key"]).toBe(settings.apiKey);
    expect(call?.headers["idempotency-key"]).toBe(request.reference);
    expect(call?.body).toMatchObject({
      merchantAccount: "StoreAU",
      reference: request.reference,
      amount: { value: 129_900, currency: "AUD" },
      paymentMethod: {
        type: "applepay",
        applePayToken: Buffer.from(applePaymentData, "utf8").toString("base64"),
      },
      shopperInteraction: "Ecommerce",
      channel: "Web",
    });
    expect(String(call?.body.returnUrl)).toContain(`adyenReference=${request.reference}`);
    // The same reference again: the first outcome, no second request
    expect(await wallets.authorise(request)).toEqual(outcome);
    expect(sent).toHaveLength(1);
    expect(await wallets.status(request.reference)).toMatchObject({
      state: "authorised",
      amount: 129_900,
      outcome,
    });
    expectNoTokenLogged();
  });

  it("Google Pay: sends Google's token as it came as googlepay, and answers a refusal with Adyen's reason", async () => {
    const { wallets, sent } = standIn((call) => ({
      status: 200,
      body: {
        pspReference: "PSPGREFUSED",
        resultCode: "Refused",
        refusalReason: "Not enough balance",
        refusalReasonCode: "12",
        merchantReference: call.body.reference,
      },
    }));
    const request = payment({ wallet: "GooglePay", token: googleToken });
    expect(await wallets.authorise(request)).toEqual({
      status: "refused",
      pspReference: "PSPGREFUSED",
      refusalReason: "Not enough balance",
      errorCode: "12",
    });
    expect(sent[0]?.body.paymentMethod).toEqual({ type: "googlepay", googlePayToken: googleToken });
    expect(await wallets.status(request.reference)).toMatchObject({ state: "refused" });
    expectNoTokenLogged();
  });

  it("a lost answer throws WalletUnavailable; the retry with the same reference answers the one payment, once", async () => {
    const stand = standIn(() => "drop");
    // Adyen authorised before the connection dropped
    stand.dropAfterMaking(authorised);
    const request = payment({ wallet: "GooglePay", token: googleToken });
    await expect(stand.wallets.authorise(request)).rejects.toBeInstanceOf(WalletUnavailable);
    expect(await stand.wallets.status(request.reference)).toBeNull();
    const retried = await stand.wallets.authorise(request);
    expect(retried).toMatchObject({
      status: "authorised",
      pspReference: `PSP${request.reference.slice(0, 8)}`,
    });
    expect(stand.sent.map((call) => call.headers["idempotency-key"])).toEqual([
      request.reference,
      request.reference,
    ]);
    // Answered once: a third call asks nothing
    expect(await stand.wallets.authorise(request)).toEqual(retried);
    expect(stand.sent).toHaveLength(2);
  });

  it("a 5xx is a lost answer too", async () => {
    const { wallets } = standIn(() => ({ status: 502 }));
    await expect(wallets.authorise(payment())).rejects.toBeInstanceOf(WalletUnavailable);
  });

  it("refuses without asking Adyen a wallet not configured, or a token that is not the sheet's JSON", async () => {
    const { wallets, sent } = standIn(authorised, undefined, { ...bothWallets, applePay: null });
    expect(wallets.wallets).toEqual(["GooglePay"]);
    expect(await wallets.authorise(payment())).toMatchObject({ status: "error" });
    expect(
      await wallets.authorise(payment({ wallet: "GooglePay", token: "sbx-googlepay-TEST.abcdef" })),
    ).toMatchObject({
      status: "error",
      message: "The Google Pay payment could not be read. Please try again.",
    });
    expect(sent).toHaveLength(0);
  });

  it("words Adyen's 422 for the wallet, and answers a 3-D Secure redirect as an error (a sheet cannot follow it)", async () => {
    let next: "422" | "challenge" = "422";
    const { wallets } = standIn(() =>
      next === "422"
        ? { status: 422, body: { status: 422, errorCode: "14_0", message: "Invalid applePayToken" } }
        : {
            status: 200,
            body: {
              pspReference: "PSP3DS",
              resultCode: "RedirectShopper",
              action: { type: "redirect", method: "GET", url: "https://issuer.example/acs" },
            },
          },
    );
    expect(await wallets.authorise(payment())).toEqual({
      status: "error",
      message:
        "Apple Pay could not take this payment (Invalid applePayToken). Please try again or choose another payment method.",
    });
    next = "challenge";
    const challenged = payment({ wallet: "GooglePay", token: googleToken });
    expect(await wallets.authorise(challenged)).toMatchObject({
      status: "error",
      message: expect.stringContaining("Google Pay could not confirm this card with your bank"),
    });
    const [row] = await database.db
      .select()
      .from(cardAcquirerPayments)
      .where(eq(cardAcquirerPayments.reference, challenged.reference));
    expect(row?.state).toBe("error");
  });
});

describe("void, refund and Adyen's notifications", () => {
  it("voids and refunds a wallet payment through Adyen's modifications, each once", async () => {
    const { wallets, sent } = standIn((call) =>
      call.path === "/payments"
        ? authorised(call)
        : { status: 201, body: { status: "received", pspReference: `MOD${sent.length}` } },
    );
    const voided = payment();
    const first = await wallets.authorise(voided);
    if (first.status !== "authorised") throw new Error("expected an authorisation");
    expect(await wallets.void(first.pspReference)).toEqual({
      status: "voided",
      pspReference: first.pspReference,
    });
    expect(sent.at(-1)).toMatchObject({
      path: `/payments/${first.pspReference}/cancels`,
      headers: { "idempotency-key": `${voided.reference}:void` },
    });
    expect(await wallets.void(first.pspReference)).toEqual({
      status: "voided",
      pspReference: first.pspReference,
    });
    expect(sent).toHaveLength(2);

    const refunded = payment({ wallet: "GooglePay", token: googleToken });
    const second = await wallets.authorise(refunded);
    if (second.status !== "authorised") throw new Error("expected an authorisation");
    expect(await wallets.refund(second.pspReference, 9900, "desk-1")).toMatchObject({
      status: "refunded",
      amount: 9900,
      refundedTotal: 9900,
    });
    expect(sent.at(-1)).toMatchObject({
      path: `/payments/${second.pspReference}/refunds`,
      headers: { "idempotency-key": `${refunded.reference}:desk-1` },
      body: { reference: "desk-1", amount: { value: 9900, currency: "AUD" } },
    });
    const count = sent.length;
    expect(await wallets.refund(second.pspReference, 9900, "desk-1")).toMatchObject({ refundedTotal: 9900 });
    expect(sent).toHaveLength(count);
  });

  it("a wallet payment whose answer was lost is decided by Adyen's AUTHORISATION notification, found by its reference", async () => {
    const { wallets, adyen, sent } = standIn(() => "drop");
    const request = payment({ wallet: "GooglePay", token: googleToken });
    await expect(wallets.authorise(request)).rejects.toBeInstanceOf(WalletUnavailable);
    const item: Omit<AdyenNotificationItem, "additionalData"> = {
      pspReference: "PSPWALLETLATE",
      merchantAccountCode: settings.merchantAccount,
      merchantReference: request.reference,
      amount: { value: 129_900, currency: "AUD" },
      eventCode: "AUTHORISATION",
      success: "true",
    };
    const applied = await adyen.takeNotifications(
      signedAdyenNotification(settings.hmacKey, item, { cardSummary: "4444", paymentMethod: "mc_googlepay" }),
    );
    expect(applied).toEqual([{ reference: request.reference, eventId: "AUTHORISATION:PSPWALLETLATE:true" }]);
    expect(await wallets.status(request.reference)).toMatchObject({
      pspReference: "PSPWALLETLATE",
      state: "authorised",
      outcome: { status: "authorised", card: { last4: "4444", scheme: "mc" } },
    });
    // The store's retry finds it without asking Adyen again
    expect(await wallets.authorise(request)).toMatchObject({
      status: "authorised",
      pspReference: "PSPWALLETLATE",
    });
    expect(sent).toHaveLength(1);
  });
});

describe("which wallets a process takes", () => {
  const base = { PAYMENT_SANDBOX: "auto", NODE_ENV: "test" } as const;
  const adyenSettings = {
    ADYEN_CHECKOUT_URL: settings.checkoutUrl,
    ADYEN_API_KEY: settings.apiKey,
    ADYEN_MERCHANT_ACCOUNT: settings.merchantAccount,
    ADYEN_HMAC_KEY: settings.hmacKey,
  };
  const walletSettings = {
    APPLE_PAY_MERCHANT_ID: "merchant.com.example.store",
    APPLE_PAY_MERCHANT_CERT: "-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----\n",
    APPLE_PAY_MERCHANT_KEY: "-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n",
    GOOGLE_PAY_MERCHANT_ID: "BCR2DN4TEXAMPLE",
  };

  it("with Adyen and the wallet settings the wallets are the real adapter; with Adyen alone there are none", () => {
    const real = paymentProvidersFor(
      database.db,
      { ...base, ...adyenSettings, ...walletSettings },
      keys,
      captured.logger,
    );
    expect(real.wallets).toBeInstanceOf(AdyenWalletPayments);
    expect(real.wallets?.wallets).toEqual(["ApplePay", "GooglePay"]);
    expect(real.walletSandbox).toBeNull();
    expect(real.wallets?.setup()).toEqual({
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

    const adyenOnly = paymentProvidersFor(database.db, { ...base, ...adyenSettings }, keys, captured.logger);
    expect(adyenOnly.wallets).toBeNull();
    expect(adyenOnly.walletSandbox).toBeNull();
  });

  it("offers each wallet where its settings are, PRODUCTION on Adyen's live URL, and the sandbox without Adyen", () => {
    const google = paymentProvidersFor(
      database.db,
      {
        ...base,
        ...adyenSettings,
        ADYEN_CHECKOUT_URL: "https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71",
        GOOGLE_PAY_MERCHANT_ID: "BCR2DN4TEXAMPLE",
      },
      keys,
      captured.logger,
    );
    expect(google.wallets?.wallets).toEqual(["GooglePay"]);
    expect(google.wallets?.setup()).toMatchObject({
      mode: "real",
      applePay: null,
      googlePay: { environment: "PRODUCTION" },
    });

    const apple = paymentProvidersFor(
      database.db,
      {
        ...base,
        ...adyenSettings,
        APPLE_PAY_MERCHANT_ID: walletSettings.APPLE_PAY_MERCHANT_ID,
        APPLE_PAY_MERCHANT_CERT: walletSettings.APPLE_PAY_MERCHANT_CERT,
        APPLE_PAY_MERCHANT_KEY: walletSettings.APPLE_PAY_MERCHANT_KEY,
      },
      keys,
      captured.logger,
    );
    expect(apple.wallets?.wallets).toEqual(["ApplePay"]);

    const sandbox = paymentProvidersFor(database.db, { ...base, ...walletSettings }, keys, captured.logger);
    expect(sandbox.wallets).toBeInstanceOf(WalletSandbox);
    expect(sandbox.card).toBeInstanceOf(CardSandbox);
    expect(sandbox.wallets?.setup()).toEqual({ mode: "sandbox" });
  });
});
