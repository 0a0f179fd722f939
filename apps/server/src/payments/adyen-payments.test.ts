import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encryptCard } from "../../../web/app/lib/card-encryption.ts";
import { createApp, type StoreApp } from "../app.ts";
import { configSchema } from "../config.ts";
import { type Database, migrateDatabase } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { signedAdyenNotification } from "../testing/adyen-notification.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase, testSessionSecret } from "../testing/test-store.ts";
import {
  type AdyenNotificationItem,
  AdyenPayments,
  type AdyenSettings,
  adyenReturnReference,
  adyenSignedText,
} from "./adyen-payments.ts";
import { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { type CardAuthorisation, CardGatewayUnavailable } from "./payment-gateway.ts";
import { cardAcquirerPayments } from "./payments.tables.ts";

/**
 * The real card acquirer's adapter (ADR 076) on a real database, against a stand-in for Adyen's Checkout
 * API scripted here (Adyen itself is never called): the request it sends, each resultCode, 3-D Secure by
 * redirect and /payments/details, voids and refunds with their keys, a lost answer found again by the
 * signed notification, and the notifications' signatures, copies and order. No card number or code is
 * logged or kept.
 */

let database: Database;
let drop: () => Promise<void>;
let keys: CardEncryptionKeys;
const captured = capturedLogger("debug");
const config = configSchema.parse({ NODE_ENV: "test", PORT: "3000", HOST: "0.0.0.0" });
const settings: AdyenSettings = {
  checkoutUrl: "https://checkout-test.adyen.example/v71",
  apiKey: "test-api-key",
  merchantAccount: "StoreAU",
  hmacKey: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
};
const returnUrl = "http://aol.localhost:3000/api/checkout/card-return";
const cardNumber = "4111111111111111";
const cvc = "737";

/** A request Adyen's stand-in received. */
interface Sent {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}
type Script = (sent: Sent) => { status: number; body?: unknown } | "drop";

/** A stand-in for Adyen's Checkout API: answers by the script, records every request. */
function standIn(script: Script) {
  const sent: Sent[] = [];
  const send = async (url: string, init: RequestInit) => {
    const request: Sent = {
      path: url.slice(settings.checkoutUrl.length),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: JSON.parse(String(init.body)),
    };
    sent.push(request);
    const answer = script(request);
    if (answer === "drop") throw new TypeError("fetch failed");
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  return { sent, adyen: new AdyenPayments(database.db, keys, settings, captured.logger, send) };
}

async function requestFor(overrides: Partial<CardAuthorisation> = {}): Promise<CardAuthorisation> {
  return {
    reference: randomUUID(),
    amount: 12345,
    currency: "AUD",
    encryptedValues: await encryptCard(await keys.encryptionKeysFor("aol"), {
      cardNo: cardNumber,
      expiryDate: "03/30",
      cvv: cvc,
      nameOnCard: "Jo Citizen",
    }),
    cardHolderName: "Jo Citizen",
    brand: "aol",
    returnUrl,
    ...overrides,
  };
}

const authorised = (sent: Sent) => ({
  status: 200,
  body: {
    pspReference: `PSP${String(sent.body.reference).slice(0, 8)}`,
    resultCode: "Authorised",
    merchantReference: sent.body.reference,
    additionalData: { cardSummary: "1111", paymentMethod: "visa" },
  },
});

/** A notification item signed with the key (or with another). */
function notification(
  item: Omit<AdyenNotificationItem, "additionalData" | "merchantAccountCode"> & {
    additionalData?: Record<string, string>;
  },
  key = settings.hmacKey,
) {
  const { additionalData, ...rest } = item;
  return signedAdyenNotification(
    key,
    { merchantAccountCode: settings.merchantAccount, ...rest },
    additionalData,
  );
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
  keys = new CardEncryptionKeys(database.db, config);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => {
  captured.lines.length = 0;
});

/** No log line (and no kept row) carries the card number or its code. */
async function expectNoCardKept(reference: string) {
  for (const line of captured.lines) {
    expect(line).not.toContain(cardNumber);
    // The code as a JSON value or a field name: its three digits alone also turn up in a time's milliseconds,
    // a duration or a random reference, which made this check fail by chance
    expect(line).not.toMatch(new RegExp(`"(cvc|cvv)"|"${cvc}"`));
  }
  const rows = await database.db
    .select()
    .from(cardAcquirerPayments)
    .where(eq(cardAcquirerPayments.reference, reference));
  expect(JSON.stringify(rows)).not.toContain(cardNumber);
}

describe("authorise", () => {
  it("sends the decrypted card to Adyen alone, keyed by the reference, and answers its authorisation", async () => {
    const { sent, adyen } = standIn(authorised);
    const request = await requestFor({ browserInfo: { screenHeight: 900, screenWidth: 1440 } });
    const outcome = await adyen.authorise(request);
    expect(outcome).toEqual({
      status: "authorised",
      pspReference: `PSP${request.reference.slice(0, 8)}`,
      card: { last4: "1111", scheme: "visa" },
    });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.path).toBe("/payments");
    expect(call?.headers["x-api-key"]).toBe(settings.apiKey);
    expect(call?.headers["idempotency-key"]).toBe(request.reference);
    expect(call?.body).toMatchObject({
      merchantAccount: "StoreAU",
      reference: request.reference,
      amount: { value: 12345, currency: "AUD" },
      paymentMethod: {
        type: "scheme",
        number: cardNumber,
        expiryMonth: "03",
        expiryYear: "2030",
        cvc,
        holderName: "Jo Citizen",
      },
      channel: "Web",
      authenticationData: { threeDSRequestData: { nativeThreeDS: "disabled" } },
      browserInfo: { screenHeight: 900, screenWidth: 1440 },
    });
    expect(new URL(String(call?.body.returnUrl)).searchParams.get(adyenReturnReference)).toBe(
      request.reference,
    );

    // The same reference again: the first outcome, no second request
    expect(await adyen.authorise(request)).toEqual(outcome);
    expect(sent).toHaveLength(1);
    expect(await adyen.status(request.reference)).toMatchObject({
      state: "authorised",
      amount: 12345,
      refundedAmount: 0,
      outcome,
    });
    await expectNoCardKept(request.reference);
  });

  it("maps Refused, Cancelled, Error and an unknown code, and a 422 into words a shopper can act on", async () => {
    const answers: Record<string, unknown> = {
      Refused: {
        pspReference: "P1",
        resultCode: "Refused",
        refusalReason: "Not enough balance",
        refusalReasonCode: "12",
      },
      Cancelled: { pspReference: "P2", resultCode: "Cancelled" },
      Error: { pspReference: "P3", resultCode: "Error", refusalReason: "Acquirer Error" },
      Odd: { pspReference: "P4", resultCode: "PresentToShopper" },
    };
    let next = "";
    const { adyen } = standIn(() =>
      next === "422"
        ? {
            status: 422,
            body: { status: 422, errorCode: "101", message: "Invalid card number", errorType: "validation" },
          }
        : { status: 200, body: answers[next] },
    );
    next = "Refused";
    expect(await adyen.authorise(await requestFor())).toEqual({
      status: "refused",
      pspReference: "P1",
      refusalReason: "Not enough balance",
      errorCode: "12",
    });
    next = "Cancelled";
    expect(await adyen.authorise(await requestFor())).toMatchObject({
      status: "refused",
      errorCode: "cancelled",
    });
    next = "Error";
    expect(await adyen.authorise(await requestFor())).toMatchObject({ status: "error" });
    next = "Odd";
    expect(await adyen.authorise(await requestFor())).toMatchObject({ status: "error" });
    next = "422";
    const invalid = await requestFor();
    expect(await adyen.authorise(invalid)).toEqual({
      status: "error",
      message: "The card number is not valid. Please check it and try again.",
    });
    await expectNoCardKept(invalid.reference);
  });

  it("refuses a card payload already used for another payment without asking Adyen", async () => {
    const { sent, adyen } = standIn(authorised);
    const first = await requestFor();
    await adyen.authorise(first);
    const copy = { ...first, reference: randomUUID() };
    expect(await adyen.authorise(copy)).toMatchObject({ status: "error" });
    expect(sent).toHaveLength(1);
  });
});

describe("3-D Secure by redirect", () => {
  it("answers the challenge form and completes it through /payments/details, once", async () => {
    let details = 0;
    const { sent, adyen } = standIn((call) => {
      if (call.path === "/payments")
        return {
          status: 200,
          body: {
            pspReference: "PSPCHALLENGE1",
            resultCode: "RedirectShopper",
            action: {
              type: "redirect",
              method: "POST",
              url: "https://issuer.example/acs",
              data: { PaReq: "req", MD: "md", TermUrl: "https://term.example" },
              paymentMethodType: "scheme",
            },
          },
        };
      details += 1;
      return {
        status: 200,
        body: {
          pspReference: "PSPCHALLENGE1",
          resultCode: "Authorised",
          merchantReference: call.body.details ? request.reference : "",
          additionalData: { cardSummary: "1111", paymentMethod: "visa" },
        },
      };
    });
    const request = await requestFor();
    const outcome = await adyen.authorise(request);
    expect(outcome).toEqual({
      status: "challenge",
      pspReference: "PSPCHALLENGE1",
      secure3DResponse: {
        htmlFormAction: "https://issuer.example/acs",
        htmlFormToPost: { PaReq: "req", MD: "md", TermUrl: "https://term.example" },
      },
    });
    expect(await adyen.status(request.reference)).toMatchObject({ state: "challenge" });

    const back = { redirectResult: "X6XtfGC3!Y...", [adyenReturnReference]: request.reference };
    const done = await adyen.completeChallenge(back);
    expect(done).toEqual({
      reference: request.reference,
      outcome: {
        status: "authorised",
        pspReference: "PSPCHALLENGE1",
        card: { last4: "1111", scheme: "visa" },
      },
    });
    expect(sent[1]).toMatchObject({
      path: "/payments/details",
      body: { details: { redirectResult: "X6XtfGC3!Y..." } },
    });
    // A repeated return answers the same without asking again
    expect(await adyen.completeChallenge(back)).toEqual(done);
    expect(details).toBe(1);
  });

  it("keeps a GET redirect's URL as the form's action, and refuses a result Adyen does not accept", async () => {
    const { adyen } = standIn((call) =>
      call.path === "/payments"
        ? {
            status: 200,
            body: {
              pspReference: "PSPCHALLENGE2",
              resultCode: "ChallengeShopper",
              action: {
                type: "redirect",
                method: "GET",
                url: "https://checkoutshopper-test.adyen.com/threeDS2/redirect?x=1",
              },
            },
          }
        : { status: 422, body: { status: 422, errorCode: "101", message: "Invalid redirectResult" } },
    );
    const request = await requestFor();
    expect(await adyen.authorise(request)).toMatchObject({
      status: "challenge",
      secure3DResponse: {
        htmlFormAction: "https://checkoutshopper-test.adyen.com/threeDS2/redirect?x=1",
        htmlFormToPost: {},
      },
    });
    await expect(
      adyen.completeChallenge({ redirectResult: "forged", [adyenReturnReference]: request.reference }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(adyen.completeChallenge({ redirectResult: "x" })).rejects.toBeInstanceOf(AppError);
  });
});

describe("void and refund", () => {
  it("cancels by the psp reference once, and refunds by the refund reference once", async () => {
    const { sent, adyen } = standIn((call) =>
      call.path === "/payments"
        ? authorised(call)
        : { status: 201, body: { status: "received", pspReference: `MOD${sent.length}` } },
    );
    const voided = await requestFor();
    const first = await adyen.authorise(voided);
    if (first.status !== "authorised") throw new Error("expected an authorisation");
    expect(await adyen.void(first.pspReference)).toEqual({
      status: "voided",
      pspReference: first.pspReference,
    });
    expect(sent[1]).toMatchObject({
      path: `/payments/${first.pspReference}/cancels`,
      headers: { "idempotency-key": `${voided.reference}:void` },
      body: { merchantAccount: "StoreAU" },
    });
    expect(await adyen.void(first.pspReference)).toEqual({
      status: "voided",
      pspReference: first.pspReference,
    });
    expect(sent).toHaveLength(2);
    expect(await adyen.refund(first.pspReference, 100)).toMatchObject({ status: "refused" });

    const refunded = await requestFor();
    const second = await adyen.authorise(refunded);
    if (second.status !== "authorised") throw new Error("expected an authorisation");
    const part = await adyen.refund(second.pspReference, 2000, "desk-1");
    expect(part).toMatchObject({ status: "refunded", amount: 2000, refundedTotal: 2000 });
    const call = sent.at(-1);
    expect(call).toMatchObject({
      path: `/payments/${second.pspReference}/refunds`,
      headers: { "idempotency-key": `${refunded.reference}:desk-1` },
      body: { merchantAccount: "StoreAU", reference: "desk-1", amount: { value: 2000, currency: "AUD" } },
    });
    const count = sent.length;
    expect(await adyen.refund(second.pspReference, 2000, "desk-1")).toEqual(part);
    expect(await adyen.refund(second.pspReference, 3000, "desk-1")).toMatchObject({ status: "refused" });
    expect(await adyen.refund(second.pspReference, 20_000, "desk-2")).toMatchObject({ status: "refused" });
    expect(sent).toHaveLength(count);
    expect(await adyen.refund(second.pspReference, 10_345, "desk-3")).toMatchObject({
      refundedTotal: 12_345,
    });
    expect(await adyen.status(refunded.reference)).toMatchObject({
      state: "refunded",
      refundedAmount: 12_345,
    });
  });
});

describe("a lost answer and the notifications", () => {
  it("raises CardGatewayUnavailable, then status() answers from the record once the notification arrives", async () => {
    const { sent, adyen } = standIn(() => "drop");
    const request = await requestFor();
    await expect(adyen.authorise(request)).rejects.toBeInstanceOf(CardGatewayUnavailable);
    expect(await adyen.status(request.reference)).toBeNull();
    const signed = notification({
      pspReference: "PSPLOST1",
      merchantReference: request.reference,
      amount: { value: 12345, currency: "AUD" },
      eventCode: "AUTHORISATION",
      success: "true",
      additionalData: { cardSummary: "1111", paymentMethod: "visa" },
    });
    expect(await adyen.takeNotifications(signed)).toEqual([
      { reference: request.reference, eventId: "AUTHORISATION:PSPLOST1:true" },
    ]);
    expect(await adyen.status(request.reference)).toMatchObject({
      pspReference: "PSPLOST1",
      state: "authorised",
      outcome: { status: "authorised", card: { last4: "1111", scheme: "visa" } },
    });
    // The store's retry with the same reference finds it, without a second charge
    expect(await adyen.authorise(request)).toMatchObject({ status: "authorised", pspReference: "PSPLOST1" });
    expect(sent).toHaveLength(1);
    // A copy changes nothing
    expect(await adyen.takeNotifications(signed)).toEqual([]);
  });

  it("raises CardGatewayUnavailable on a 5xx, and a retry is sent with the same key", async () => {
    let fail = true;
    const { sent, adyen } = standIn((call) => (fail ? { status: 504 } : authorised(call)));
    const request = await requestFor();
    await expect(adyen.authorise(request)).rejects.toBeInstanceOf(CardGatewayUnavailable);
    fail = false;
    expect(await adyen.authorise(request)).toMatchObject({ status: "authorised" });
    expect(sent.map((call) => call.headers["idempotency-key"])).toEqual([
      request.reference,
      request.reference,
    ]);
  });

  it("refuses a notification whose signature does not hold, and applies nothing from it", async () => {
    const { adyen } = standIn(() => "drop");
    const request = await requestFor();
    await expect(adyen.authorise(request)).rejects.toBeInstanceOf(CardGatewayUnavailable);
    const item = {
      pspReference: "PSPBAD1",
      merchantReference: request.reference,
      amount: { value: 12345, currency: "AUD" },
      eventCode: "AUTHORISATION",
      success: "true" as const,
    };
    await expect(adyen.takeNotifications(notification(item, "00".repeat(32)))).rejects.toMatchObject({
      code: "unauthorized",
    });
    // Signed right but with a field changed afterwards
    const tampered = notification(item);
    const first = tampered.notificationItems[0];
    if (first) first.NotificationRequestItem.amount.value = 1;
    await expect(adyen.takeNotifications(tampered)).rejects.toMatchObject({ code: "unauthorized" });
    expect(await adyen.status(request.reference)).toBeNull();
  });

  it("signs the documented field order", () => {
    expect(
      adyenSignedText({
        pspReference: "7914073381342284",
        originalReference: undefined,
        merchantAccountCode: "TestMerchant",
        merchantReference: "TestPayment-1407325143704",
        amount: { value: 1130, currency: "EUR" },
        eventCode: "AUTHORISATION",
        success: "true",
      }),
    ).toBe("7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true");
  });

  it("never moves a payment backwards: a late authorisation after a cancel, a refund that failed", async () => {
    const { adyen } = standIn(() => "drop");
    const request = await requestFor();
    await expect(adyen.authorise(request)).rejects.toBeInstanceOf(CardGatewayUnavailable);
    await database.db
      .update(cardAcquirerPayments)
      .set({ pspReference: "PSPORDER1" })
      .where(eq(cardAcquirerPayments.reference, request.reference));
    const base = { merchantReference: request.reference, amount: { value: 12345, currency: "AUD" } };
    // The cancellation overtook the authorisation
    await adyen.takeNotifications(
      notification({
        ...base,
        pspReference: "MODC1",
        originalReference: "PSPORDER1",
        eventCode: "CANCELLATION",
        success: "true",
      }),
    );
    expect(
      await adyen.takeNotifications(
        notification({ ...base, pspReference: "PSPORDER1", eventCode: "AUTHORISATION", success: "true" }),
      ),
    ).toEqual([]);
    const [row] = await database.db
      .select()
      .from(cardAcquirerPayments)
      .where(eq(cardAcquirerPayments.reference, request.reference));
    expect(row?.state).toBe("voided");

    // A refund counted when asked is no longer counted when Adyen says it failed; its success comes once
    const { adyen: other } = standIn((call) =>
      call.path === "/payments"
        ? authorised(call)
        : { status: 201, body: { status: "received", pspReference: "REF1" } },
    );
    const paid = await requestFor();
    const outcome = await other.authorise(paid);
    if (outcome.status !== "authorised") throw new Error("expected an authorisation");
    await other.refund(outcome.pspReference, 5000, "r1");
    const refundItem = {
      pspReference: "REF1",
      originalReference: outcome.pspReference,
      merchantReference: "r1",
      amount: { value: 5000, currency: "AUD" },
    };
    await other.takeNotifications(
      notification({ ...refundItem, eventCode: "REFUND_FAILED", success: "true" }),
    );
    expect(await other.status(paid.reference)).toMatchObject({ state: "authorised", refundedAmount: 0 });
    await other.takeNotifications(
      notification({
        ...refundItem,
        pspReference: "REF2",
        merchantReference: "r2",
        eventCode: "REFUND",
        success: "true",
      }),
    );
    await other.takeNotifications(
      notification({
        ...refundItem,
        pspReference: "REF2",
        merchantReference: "r2",
        eventCode: "REFUND",
        success: "true",
      }),
    );
    expect(await other.status(paid.reference)).toMatchObject({
      state: "partly_refunded",
      refundedAmount: 5000,
    });
  });
});

describe("through the app", () => {
  let app: StoreApp;
  beforeAll(() => {
    const adyenConfig = configSchema.parse({
      NODE_ENV: "test",
      PORT: "3000",
      HOST: "0.0.0.0",
      ADYEN_CHECKOUT_URL: "https://checkout-test.adyen.com/v71",
      ADYEN_API_KEY: settings.apiKey,
      ADYEN_MERCHANT_ACCOUNT: settings.merchantAccount,
      ADYEN_HMAC_KEY: settings.hmacKey,
    });
    app = createApp({
      db: database.db,
      config: adyenConfig,
      logger: captured.logger,
      sessionSecret: testSessionSecret,
    });
  });

  it("takes Adyen's signed notifications with [accepted] and refuses a forged one with 401", async () => {
    const reference = randomUUID();
    await database.db
      .insert(cardAcquirerPayments)
      .values({ reference, state: "sent", amount: 5000, currency: "AUD" });
    const post = (body: unknown) =>
      app.request("/api/payment/webhook/adyen", {
        method: "POST",
        headers: { "content-type": "application/json", host: "aol.localhost:3000" },
        body: JSON.stringify(body),
      });
    const item = {
      pspReference: "PSPAPP1",
      merchantReference: reference,
      amount: { value: 5000, currency: "AUD" },
      eventCode: "AUTHORISATION",
      success: "false" as const,
      reason: "Refused",
    };
    const forged = await post(notification(item, "11".repeat(32)));
    expect(forged.status).toBe(401);
    const good = await post(notification(item));
    expect(good.status).toBe(200);
    expect(await good.text()).toBe("[accepted]");
    const [row] = await database.db
      .select()
      .from(cardAcquirerPayments)
      .where(eq(cardAcquirerPayments.reference, reference));
    expect(row?.state).toBe("refused");
  });

  it("reads the GET card return like the POST, and keeps the card sandbox's pages unmounted", async () => {
    const reference = randomUUID();
    await database.db.insert(cardAcquirerPayments).values({
      reference,
      pspReference: `PSP${reference.slice(0, 8)}`,
      state: "refused",
      amount: 5000,
      currency: "AUD",
      outcome: {
        status: "refused",
        pspReference: `PSP${reference.slice(0, 8)}`,
        refusalReason: "Refused",
        errorCode: "2",
      },
    });
    const back = await app.request(
      `/api/checkout/card-return?redirectResult=abc&${adyenReturnReference}=${reference}`,
      { headers: { host: "aol.localhost:3000" } },
    );
    expect(back.status).toBe(303);
    // The payment is not one of the store's orders: back to the checkout with an error
    expect(back.headers.get("location")).toContain("/customer/checkout?status=ERROR");
    const sandbox = await app.request("/sandbox/card", { headers: { host: "aol.localhost:3000" } });
    expect(sandbox.status).toBe(404);
  });
});
