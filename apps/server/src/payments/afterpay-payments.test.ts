import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, migrateDatabase } from "../db/client.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { AfterpayPayments, afterpayRequestId } from "./afterpay-payments.ts";
import { afterpayProfile } from "./afterpay-sandbox.ts";
import { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { paymentProvidersFor } from "./payment-providers.ts";
import { type RedirectCheckoutRequest, RedirectProviderUnavailable } from "./redirect-payments.ts";

/**
 * The real Afterpay adapter (ADR 073) on a real database, against a scripted stand-in of Afterpay's v2
 * API written here (the real service is never called): the requests it makes, the mapping of Afterpay's
 * payment states, the shopper's return (auth, then capture), the desk's part captures, voids and refunds
 * by their keys, lost answers and retries with the same requestId, and Afterpay's refusals.
 */

interface Money {
  amount: string;
  currency: string;
}
interface StandInEvent {
  id: string;
  type: string;
  expires: string | null;
  amount: Money;
  paymentEventMerchantReference: string | null;
}
interface StandInPayment {
  id: string;
  token: string;
  status: "APPROVED" | "DECLINED";
  originalAmount: Money;
  openToCaptureAmount: Money;
  paymentState: string;
  merchantReference: string;
  refunds: { refundId: string; amount: Money; merchantReference: string | null }[];
  events: StandInEvent[];
}
interface StandInCheckout {
  token: string;
  reference: string;
  amount: Money;
  /** What the shopper did on Afterpay's page. */
  shopper: "waiting" | "confirmed" | "cancelled";
  /** Afterpay's decision at auth and at capture. */
  declineAuth: boolean;
  declineCapture: boolean;
}
interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

const merchantId = "100101382";
const secretKey = "stand-in-secret-key";
const apiUrl = "https://global-api-sandbox.afterpay.com";

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (money: Money) => Math.round(Number(money.amount) * 100);
const aud = (c: number): Money => ({ amount: dollars(c), currency: "AUD" });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const error = (status: number, errorCode: string, message: string) =>
  json(status, { errorCode, errorId: randomUUID(), message, httpStatusCode: status });

/**
 * A small scripted Afterpay: checkouts, the deferred flow's payments, and requestId idempotency (a request
 * repeated with a requestId answers what the first one did). `loseNext` acts on the next matching request
 * and then loses its answer (a dropped connection or a 504), as the real service can.
 */
class AfterpayStandIn {
  readonly requests: SentRequest[] = [];
  readonly checkouts = new Map<string, StandInCheckout>();
  readonly payments = new Map<string, StandInPayment>();
  private readonly answered = new Map<string, { status: number; body: unknown }>();
  private lose: { path: RegExp; how: "throw" | "504" } | null = null;
  private next = 300000016000;
  limitsCurrency = "AUD";

  loseNext(path: RegExp, how: "throw" | "504") {
    this.lose = { path, how };
  }

  readonly send = async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname } = new URL(url);
    const path = decodeURIComponent(pathname);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    this.requests.push({ method: init.method ?? "GET", path, headers, body });
    if (headers.authorization !== `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString("base64")}`)
      return error(401, "unauthorized", "Credentials are required to access this resource.");
    // Idempotent by requestId: the first answer again, nothing done twice
    const key = typeof body?.requestId === "string" ? `${path} ${body.requestId}` : null;
    const earlier = key ? this.answered.get(key) : undefined;
    const answer = earlier ?? this.route(init.method ?? "GET", path, body ?? {});
    if (key && !earlier && answer.status < 500) this.answered.set(key, answer);
    const lose = this.lose;
    if (lose?.path.test(path)) {
      this.lose = null;
      if (lose.how === "throw") throw new TypeError("fetch failed");
      return error(504, "gateway_timeout", "The gateway timed out.");
    }
    return json(answer.status, answer.body);
  };

  private route(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (method === "GET" && path === "/v2/configuration")
      return {
        status: 200,
        body: {
          minimumAmount: { amount: "1.00", currency: this.limitsCurrency },
          maximumAmount: { amount: "2000.00", currency: this.limitsCurrency },
        },
      };
    if (method === "POST" && path === "/v2/checkouts") {
      const amount = body.amount as Money;
      if (!/^\d+\.\d{2}$/.test(amount.amount))
        return {
          status: 422,
          body: { errorCode: "invalid_object", message: "amount must be a valid ISO 4217 format value" },
        };
      if (cents(amount) > 2000_00)
        return {
          status: 422,
          body: { errorCode: "unsupported_payment_type", message: "Amount is outside the merchant's limits" },
        };
      const token = `002.${randomUUID().replaceAll("-", "")}`;
      this.checkouts.set(token, {
        token,
        reference: String(body.merchantReference),
        amount,
        shopper: "waiting",
        declineAuth: false,
        declineCapture: false,
      });
      return {
        status: 201,
        body: {
          token,
          expires: new Date(Date.now() + 3 * 3600_000).toISOString(),
          redirectCheckoutUrl: `https://portal.sandbox.afterpay.com/au/checkout/?token=${token}`,
        },
      };
    }
    if (method === "POST" && path === "/v2/payments/auth") {
      const checkout = this.checkouts.get(String(body.token));
      if (!checkout) return { status: 402, body: { errorCode: "invalid_token", message: "Invalid token" } };
      if (checkout.shopper !== "confirmed")
        return {
          status: 412,
          body: { errorCode: "invalid_order_transaction_status", message: "The consumer has not confirmed" },
        };
      const id = String(this.next++);
      const approved = !checkout.declineAuth;
      const payment: StandInPayment = {
        id,
        token: checkout.token,
        status: approved ? "APPROVED" : "DECLINED",
        originalAmount: checkout.amount,
        openToCaptureAmount: approved ? checkout.amount : { ...checkout.amount, amount: "0.00" },
        paymentState: approved ? "AUTH_APPROVED" : "AUTH_DECLINED",
        merchantReference: String(body.merchantReference),
        refunds: [],
        events: [
          {
            id: randomUUID(),
            type: approved ? "AUTH_APPROVED" : "AUTH_DECLINED",
            expires: approved ? new Date(Date.now() + 13 * 86_400_000).toISOString() : null,
            amount: checkout.amount,
            paymentEventMerchantReference: null,
          },
        ],
      };
      this.payments.set(id, payment);
      return { status: approved ? 201 : 402, body: payment };
    }
    const byToken = /^\/v2\/payments\/token:(.+)$/.exec(path);
    if (method === "GET" && byToken) {
      const payment = [...this.payments.values()].find((p) => p.token === byToken[1]);
      return payment ? { status: 200, body: payment } : { status: 404, body: { errorCode: "not_found" } };
    }
    const action = /^\/v2\/payments\/(\d+)(?:\/(capture|void|refund))?$/.exec(path);
    const payment = action ? this.payments.get(action[1] ?? "") : undefined;
    if (!action || !payment) return { status: 404, body: { errorCode: "not_found", message: "Not found" } };
    const checkout = this.checkouts.get(payment.token);
    const open = cents(payment.openToCaptureAmount);
    const captured = payment.events
      .filter((e) => e.type === "CAPTURED")
      .reduce((t, e) => t + cents(e.amount), 0);
    if (method === "GET" && !action[2]) return { status: 200, body: payment };
    if (action[2] === "capture") {
      const amount = cents(body.amount as Money);
      if (payment.paymentState === "VOIDED")
        return { status: 412, body: { errorCode: "payment_voided", message: "The auth was voided" } };
      if (amount < 1 || amount > open)
        return {
          status: 422,
          body: { errorCode: "invalid_amount", message: "Amount exceeds the open amount" },
        };
      if (checkout?.declineCapture) {
        payment.paymentState = "CAPTURE_DECLINED";
        return { status: 402, body: payment };
      }
      payment.openToCaptureAmount = aud(open - amount);
      payment.paymentState = open - amount === 0 ? "CAPTURED" : "PARTIALLY_CAPTURED";
      payment.events.push({
        id: randomUUID(),
        type: "CAPTURED",
        expires: null,
        amount: aud(amount),
        paymentEventMerchantReference: (body.paymentEventMerchantReference as string) ?? null,
      });
      return { status: 201, body: structuredClone(payment) };
    }
    if (action[2] === "void") {
      if (open === 0) return { status: 410, body: { errorCode: "payment_captured", message: "Captured" } };
      payment.openToCaptureAmount = aud(0);
      payment.paymentState = captured > 0 ? "CAPTURED" : "VOIDED";
      payment.events.push({
        id: randomUUID(),
        type: "VOIDED",
        expires: null,
        amount: aud(open),
        paymentEventMerchantReference: null,
      });
      payment.refunds.unshift({ refundId: randomUUID(), amount: aud(open), merchantReference: null });
      return { status: 201, body: structuredClone(payment) };
    }
    // refund: of what was captured and is not given back yet
    const amount = cents(body.amount as Money);
    const voided = payment.events.filter((e) => e.type === "VOIDED").reduce((t, e) => t + cents(e.amount), 0);
    const refunded = payment.refunds.reduce((t, r) => t + cents(r.amount), 0) - voided;
    if (amount < 1 || refunded + amount > captured)
      return {
        status: 422,
        body: { errorCode: "invalid_amount", message: "Refund amount exceeds the payment total" },
      };
    const refund = {
      refundId: String(this.next++),
      amount: aud(amount),
      merchantReference: String(body.merchantReference),
    };
    payment.refunds.unshift(refund);
    return {
      status: 201,
      body: { ...refund, requestId: body.requestId, refundedAt: new Date().toISOString() },
    };
  }

  /** The shopper's answer on Afterpay's page. */
  shopper(
    token: string,
    answer: "confirmed" | "cancelled",
    decide: { declineAuth?: boolean; declineCapture?: boolean } = {},
  ) {
    const checkout = this.checkouts.get(token);
    if (!checkout) throw new Error("no such stand-in checkout");
    Object.assign(checkout, { shopper: answer, ...decide });
  }

  sent(method: string, path: RegExp): SentRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }
}

let database: Database;
let drop: () => Promise<void>;
const captured = capturedLogger("debug");
let afterpay: AfterpayStandIn;
let adapter: AfterpayPayments;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => {
  afterpay = new AfterpayStandIn();
  adapter = new AfterpayPayments(
    database.db,
    { apiUrl, merchantId, secretKey },
    captured.logger,
    afterpay.send,
  );
});

function request(overrides: Partial<RedirectCheckoutRequest> = {}): RedirectCheckoutRequest {
  return {
    reference: randomUUID(),
    amount: 12_34,
    currency: "AUD",
    brand: "aol",
    payLater: false,
    returnUrl: "https://aol.example.com/customer/payment-return/afterpay",
    cancelUrl: "https://aol.example.com/customer/payment-return/afterpay",
    shopper: { email: "jo@example.com", firstName: "Jo", lastName: "Citizen" },
    ...overrides,
  };
}

/** A checkout the shopper confirmed at Afterpay; answers the store's reference and the token. */
async function confirmedCheckout(
  overrides: Partial<RedirectCheckoutRequest> = {},
  decide: { declineAuth?: boolean; declineCapture?: boolean } = {},
) {
  const asked = request(overrides);
  const created = await adapter.createCheckout(asked);
  if (created.status === "error") throw new Error(created.message);
  afterpay.shopper(created.token, "confirmed", decide);
  return { reference: asked.reference, token: created.token };
}

/** A payment Afterpay approved that the store has not captured (its capture on the return was lost before Afterpay acted). */
async function approvedPayment(amount = 100_00) {
  const { reference, token } = await confirmedCheckout({ amount });
  const original = afterpay.send;
  let refused = false;
  adapter = new AfterpayPayments(
    database.db,
    { apiUrl, merchantId, secretKey },
    captured.logger,
    async (url, init) => {
      if (!refused && url.endsWith("/capture")) {
        refused = true;
        return error(503, "service_unavailable", "Try again");
      }
      return original(url, init);
    },
  );
  await expect(adapter.confirm(reference, { cancelled: false })).rejects.toThrow(RedirectProviderUnavailable);
  expect((await adapter.status(reference))?.status).toBe("approved");
  return {
    reference,
    token,
    orderId: [...afterpay.payments.values()].find((p) => p.token === token)?.id ?? "",
  };
}

describe("the real Afterpay adapter (ADR 073)", () => {
  it("creates the checkout with Basic auth, a User-Agent naming the store, the amount as dollars and the store's reference", async () => {
    const asked = request({ amount: 12_34 });
    const created = await adapter.createCheckout(asked);
    expect(created).toMatchObject({
      reference: asked.reference,
      status: "awaiting_shopper",
      providerStatus: "CHECKOUT_CREATED",
      amount: 12_34,
      redirect: {
        url: expect.stringMatching(/^https:\/\/portal\.sandbox\.afterpay\.com\/au\/checkout\/\?token=002\./),
        form: null,
      },
    });
    if (created.status === "error") throw new Error("unreachable");
    expect(created.expiresAt).toBeInstanceOf(Date);
    const [sent] = afterpay.sent("POST", /^\/v2\/checkouts$/);
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString("base64")}`,
    );
    expect(sent?.headers["user-agent"]).toMatch(
      new RegExp(`^ApplianceStoreAfterpay/1\\.0 \\(.*Merchant/${merchantId}\\)$`),
    );
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.body).toEqual({
      amount: { amount: "12.34", currency: "AUD" },
      consumer: { email: "jo@example.com", givenNames: "Jo", surname: "Citizen" },
      merchant: { redirectConfirmUrl: asked.returnUrl, redirectCancelUrl: asked.cancelUrl },
      merchantReference: asked.reference,
    });
    // The same reference answers the first checkout, without a second one at Afterpay
    const again = await adapter.createCheckout(asked);
    expect(again).toMatchObject({ token: created.token, status: "awaiting_shopper" });
    expect(afterpay.sent("POST", /^\/v2\/checkouts$/)).toHaveLength(1);
    expect(await adapter.lookup(created.token)).toMatchObject({
      reference: asked.reference,
      status: "awaiting_shopper",
    });
    expect(await adapter.lookup("002.not-ours")).toBeNull();
    expect(await adapter.lookup("<script>")).toBeNull();
  });

  it("answers Afterpay's configured limits for its currency, asking once in a while", async () => {
    expect(await adapter.limits("AUD")).toEqual({ minimum: 1_00, maximum: 2000_00 });
    expect(await adapter.limits("AUD")).toEqual({ minimum: 1_00, maximum: 2000_00 });
    expect(afterpay.sent("GET", /^\/v2\/configuration$/)).toHaveLength(1);
    // An AUD merchant account has no NZD limits: Afterpay refuses the checkout itself
    expect(await adapter.limits("NZD")).toBeNull();
  });

  it("on the shopper's return asks for the auth by the store's reference, then captures what is held", async () => {
    const { reference, token } = await confirmedCheckout({ amount: 12_34 });
    const confirmed = await adapter.confirm(reference, { cancelled: false });
    expect(confirmed).toMatchObject({
      reference,
      token,
      status: "captured",
      providerStatus: "CAPTURED",
      capturedAmount: 12_34,
      refundedAmount: 0,
      redirect: null,
    });
    const [auth] = afterpay.sent("POST", /^\/v2\/payments\/auth$/);
    expect(auth?.body).toEqual({ token, requestId: reference, merchantReference: reference });
    const [capture] = afterpay.sent("POST", /\/capture$/);
    const orderId = [...afterpay.payments.values()].find((p) => p.token === token)?.id;
    expect(capture?.path).toBe(`/v2/payments/${orderId}/capture`);
    expect(capture?.body).toMatchObject({
      requestId: afterpayRequestId(reference, `${reference}:capture`),
      merchantReference: reference,
      amount: { amount: "12.34", currency: "AUD" },
    });
    expect(capture?.body?.requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // A repeated return reads Afterpay's order and does nothing again
    expect(await adapter.confirm(reference, { cancelled: false })).toMatchObject({ status: "captured" });
    expect(afterpay.sent("POST", /^\/v2\/payments\//)).toHaveLength(2);
    expect(await adapter.status(reference)).toMatchObject({ status: "captured", captureId: orderId });
  });

  it("closes a checkout the shopper cancelled on Afterpay's page without asking for an auth", async () => {
    const asked = request();
    const created = await adapter.createCheckout(asked);
    if (created.status === "error") throw new Error(created.message);
    afterpay.shopper(created.token, "cancelled");
    expect(await adapter.confirm(asked.reference, { cancelled: true })).toMatchObject({
      status: "cancelled",
      providerStatus: "CANCELLED",
      cancelledBy: "shopper",
      redirect: null,
    });
    expect(afterpay.sent("POST", /^\/v2\/payments\//)).toHaveLength(0);
    expect(await adapter.status(asked.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "shopper",
    });
  });

  it("sends back to Afterpay's page a return that claims success for a checkout the shopper has not confirmed", async () => {
    const asked = request();
    const created = await adapter.createCheckout(asked);
    if (created.status === "error") throw new Error(created.message);
    expect(await adapter.confirm(asked.reference, { cancelled: false })).toMatchObject({
      status: "awaiting_shopper",
      redirect: { url: expect.stringContaining(created.token) },
    });
  });

  it("maps a declined auth and a declined capture onto declined with Afterpay's reason", async () => {
    const declined = await confirmedCheckout({}, { declineAuth: true });
    expect(await adapter.confirm(declined.reference, { cancelled: false })).toMatchObject({
      status: "declined",
      providerStatus: "AUTH_DECLINED",
      reason: afterpayProfile.declinedReason,
    });
    expect(afterpay.sent("POST", /\/capture$/)).toHaveLength(0);
    const captureDeclined = await confirmedCheckout({}, { declineCapture: true });
    expect(await adapter.confirm(captureDeclined.reference, { cancelled: false })).toMatchObject({
      status: "declined",
      providerStatus: "CAPTURE_DECLINED",
      reason: afterpayProfile.captureDeclinedReason,
    });
  });

  it("maps each of Afterpay's payment states (and refunds) onto the store's", async () => {
    const cases: [Partial<StandInPayment>, string, number, number][] = [
      [{ paymentState: "AUTH_APPROVED" }, "approved", 0, 0],
      [{ paymentState: "AUTH_DECLINED", status: "DECLINED" }, "declined", 0, 0],
      [{ paymentState: "PARTIALLY_CAPTURED", openToCaptureAmount: aud(60_00) }, "captured", 40_00, 0],
      [{ paymentState: "CAPTURED", openToCaptureAmount: aud(0) }, "captured", 100_00, 0],
      [{ paymentState: "CAPTURE_DECLINED" }, "declined", 0, 0],
      [{ paymentState: "VOIDED", openToCaptureAmount: aud(0) }, "cancelled", 0, 0],
      [{ paymentState: "EXPIRED", openToCaptureAmount: aud(0) }, "expired", 0, 0],
      [
        {
          paymentState: "CAPTURED",
          openToCaptureAmount: aud(0),
          refunds: [{ refundId: "1", amount: aud(100_00), merchantReference: "r" }],
        },
        "refunded",
        100_00,
        100_00,
      ],
    ];
    for (const [change, status, capturedAmount, refundedAmount] of cases) {
      const { reference, token } = await confirmedCheckout({ amount: 100_00 });
      const id = `9${afterpay.payments.size}`;
      afterpay.payments.set(id, {
        id,
        token,
        status: "APPROVED",
        originalAmount: aud(100_00),
        openToCaptureAmount: aud(100_00),
        paymentState: "AUTH_APPROVED",
        merchantReference: reference,
        refunds: [],
        events: [
          {
            id: "e1",
            type: "AUTH_APPROVED",
            expires: "2030-01-14T00:00:00.000Z",
            amount: aud(100_00),
            paymentEventMerchantReference: null,
          },
          ...(capturedAmount > 0
            ? [
                {
                  id: "e2",
                  type: "CAPTURED",
                  expires: null,
                  amount: aud(capturedAmount),
                  paymentEventMerchantReference: null,
                },
              ]
            : []),
        ],
        ...change,
      });
      const state = await adapter.status(reference);
      expect(state, `${change.paymentState} ${status}`).toMatchObject({
        status,
        providerStatus: change.paymentState,
        capturedAmount,
        refundedAmount,
      });
      if (status === "approved") expect(state?.expiresAt?.toISOString()).toBe("2030-01-14T00:00:00.000Z");
      if (status === "cancelled") expect(state?.cancelledBy).toBe("merchant");
    }
  });

  it("raises 'Afterpay did not answer' when the auth's answer is lost, and the retry finds the first payment", async () => {
    const { reference, token } = await confirmedCheckout({ amount: 250_00 });
    afterpay.loseNext(/^\/v2\/payments\/auth$/, "throw");
    await expect(adapter.confirm(reference, { cancelled: false })).rejects.toThrow(
      RedirectProviderUnavailable,
    );
    expect(afterpay.payments.size).toBe(1);
    // The store asks where the payment stands (answerOf): Afterpay's order is found by the checkout token
    expect(await adapter.status(reference)).toMatchObject({
      status: "approved",
      providerStatus: "AUTH_APPROVED",
    });
    expect(afterpay.sent("GET", /^\/v2\/payments\/token:/).at(-1)?.path).toBe(`/v2/payments/token:${token}`);
    expect(await adapter.confirm(reference, { cancelled: false })).toMatchObject({
      status: "captured",
      capturedAmount: 250_00,
    });
    expect(afterpay.payments.size).toBe(1);
    expect(afterpay.sent("POST", /^\/v2\/payments\/auth$/)).toHaveLength(1);
  });

  it("raises 'Afterpay did not answer' on a 504 after a capture, and the retry with the same requestId is the first capture", async () => {
    const { reference, token } = await confirmedCheckout({ amount: 80_00 });
    afterpay.loseNext(/\/capture$/, "504");
    await expect(adapter.confirm(reference, { cancelled: false })).rejects.toThrow(
      RedirectProviderUnavailable,
    );
    // Afterpay captured: asked again, the store finds it so
    expect(await adapter.status(reference)).toMatchObject({ status: "captured", capturedAmount: 80_00 });
    expect(captured.lines.some((line) => line.includes("Afterpay answered without an outcome"))).toBe(true);

    const desk = await approvedPayment(90_00);
    const key = randomUUID();
    afterpay.loseNext(/\/capture$/, "504");
    await expect(adapter.capture(desk.reference, 20_00, key)).rejects.toThrow(RedirectProviderUnavailable);
    expect(await adapter.capture(desk.reference, 20_00, key)).toMatchObject({
      status: "captured",
      amount: 20_00,
      capturedTotal: 20_00,
    });
    const sent = afterpay.sent("POST", new RegExp(`^/v2/payments/${desk.orderId}/capture$`));
    expect(sent.slice(-2).map((r) => r.body?.requestId)).toEqual([key, key]);
    expect(afterpay.payments.get(desk.orderId)?.events.filter((e) => e.type === "CAPTURED")).toHaveLength(1);
    expect(afterpay.payments.get(token) ?? null).toBeNull();
  });

  it("captures in parts and refunds from the desk by its keys, a retried key being the first call", async () => {
    const { reference, orderId } = await approvedPayment(100_00);
    const captureKey = randomUUID();
    const first = await adapter.capture(reference, 40_00, captureKey);
    expect(first).toMatchObject({ status: "captured", amount: 40_00, capturedTotal: 40_00 });
    const [sent] = afterpay.sent("POST", /\/capture$/).slice(-1);
    expect(sent?.path).toBe(`/v2/payments/${orderId}/capture`);
    expect(sent?.body).toEqual({
      requestId: captureKey,
      merchantReference: reference,
      amount: { amount: "40.00", currency: "AUD" },
      paymentEventMerchantReference: captureKey,
    });
    // The desk retries after a lost answer: Afterpay answers the first capture
    expect(await adapter.capture(reference, 40_00, captureKey)).toEqual(first);
    expect(await adapter.status(reference)).toMatchObject({
      status: "captured",
      providerStatus: "PARTIALLY_CAPTURED",
      capturedAmount: 40_00,
    });
    // A desk key that is not a UUID gives a requestId worked out from it, the same each time
    const rest = await adapter.capture(reference, 60_00, "desk-capture-2");
    expect(rest).toMatchObject({ status: "captured", capturedTotal: 100_00 });
    expect(afterpay.sent("POST", /\/capture$/).at(-1)?.body?.requestId).toBe(
      afterpayRequestId(reference, "desk-capture-2"),
    );
    expect(await adapter.capture(reference, 1_00, randomUUID())).toEqual({
      status: "refused",
      message: "A capture cannot take more than Afterpay holds for this order.",
    });

    const refundKey = randomUUID();
    const refunded = await adapter.refund(reference, 30_00, refundKey);
    expect(refunded).toMatchObject({ status: "refunded", amount: 30_00, refundedTotal: 30_00 });
    const [refund] = afterpay.sent("POST", /\/refund$/);
    expect(refund?.path).toBe(`/v2/payments/${orderId}/refund`);
    expect(refund?.body).toEqual({
      requestId: refundKey,
      amount: { amount: "30.00", currency: "AUD" },
      merchantReference: refundKey,
    });
    expect(await adapter.refund(reference, 30_00, refundKey)).toMatchObject({
      status: "refunded",
      refundedTotal: 30_00,
    });
    expect(afterpay.payments.get(orderId)?.refunds).toHaveLength(1);
    // Afterpay's refusal, in words staff can act on
    expect(await adapter.refund(reference, 80_00, randomUUID())).toEqual({
      status: "refused",
      message: "A refund cannot return more than was captured.",
    });
    expect(await adapter.refund(reference, 70_00, randomUUID())).toMatchObject({ refundedTotal: 100_00 });
    expect(await adapter.status(reference)).toMatchObject({ status: "refunded", refundedAmount: 100_00 });
  });

  it("voids an approval, reverses a capture, and closes an open checkout, each once", async () => {
    const approval = await approvedPayment(50_00);
    expect(await adapter.void(approval.reference)).toMatchObject({
      status: "cancelled",
      providerStatus: "VOIDED",
      cancelledBy: "merchant",
      capturedAmount: 0,
      refundedAmount: 0,
    });
    expect(afterpay.sent("POST", /\/void$/)[0]?.body).toEqual({
      requestId: afterpayRequestId(approval.reference, `${approval.reference}:void`),
    });
    expect(await adapter.void(approval.reference)).toMatchObject({ status: "cancelled" });
    expect(afterpay.sent("POST", /\/void$/)).toHaveLength(1);
    expect(await adapter.capture(approval.reference, 10_00, randomUUID())).toEqual({
      status: "refused",
      message: "Afterpay says the authorisation was voided: nothing is held to capture.",
    });

    const paid = await confirmedCheckout({ amount: 30_00 });
    await adapter.confirm(paid.reference, { cancelled: false });
    expect(await adapter.void(paid.reference)).toMatchObject({ status: "refunded", refundedAmount: 30_00 });
    expect(afterpay.sent("POST", /\/refund$/).at(-1)?.body).toMatchObject({
      requestId: afterpayRequestId(paid.reference, "reversal"),
      merchantReference: "reversal",
    });

    // Part captured: the rest still held is voided, what was captured reversed (a void is not a refund of it)
    const part = await approvedPayment(100_00);
    await adapter.capture(part.reference, 40_00, randomUUID());
    expect(await adapter.void(part.reference)).toMatchObject({
      status: "refunded",
      providerStatus: "CAPTURED",
      capturedAmount: 40_00,
      refundedAmount: 40_00,
    });
    expect(afterpay.sent("POST", new RegExp(`^/v2/payments/${part.orderId}/refund$`))[0]?.body).toMatchObject(
      {
        amount: { amount: "40.00", currency: "AUD" },
        merchantReference: "reversal",
      },
    );

    const open = request();
    await adapter.createCheckout(open);
    expect(await adapter.void(open.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "merchant",
    });
    expect(await adapter.void(randomUUID())).toBeNull();
  });

  it("answers Afterpay's refusal of a checkout in words the shopper can act on, keeping nothing", async () => {
    const tooMuch = request({ amount: 2500_00 });
    expect(await adapter.createCheckout(tooMuch)).toEqual({
      status: "error",
      message: "Afterpay does not take an order of this amount. Please choose another payment method.",
    });
    expect(await adapter.status(tooMuch.reference)).toBeNull();
    const wrongKey = new AfterpayPayments(
      database.db,
      { apiUrl, merchantId, secretKey: "not-the-key" },
      captured.logger,
      afterpay.send,
    );
    expect(await wrongKey.createCheckout(request())).toEqual({
      status: "error",
      message: "Afterpay is not available right now. Please choose another payment method.",
    });
    expect(captured.lines.some((line) => line.includes("Afterpay refused the merchant's credentials"))).toBe(
      true,
    );
    // Afterpay not answering the checkout at all is the store's 'try again', not a refusal
    afterpay.loseNext(/^\/v2\/checkouts$/, "504");
    await expect(adapter.createCheckout(request())).rejects.toThrow(RedirectProviderUnavailable);
  });

  it("replaces the Afterpay sandbox when its credentials are configured", async () => {
    const config = {
      PAYMENT_SANDBOX: "auto" as const,
      NODE_ENV: "test" as const,
      AFTERPAY_API_URL: apiUrl,
      AFTERPAY_MERCHANT_ID: merchantId,
      AFTERPAY_SECRET_KEY: secretKey,
    };
    const keys = new CardEncryptionKeys(database.db, { CARD_ENCRYPTION_KEYS: undefined });
    const providers = paymentProvidersFor(database.db, config, keys, captured.logger);
    expect(providers.redirects.afterpay).toBeInstanceOf(AfterpayPayments);
    expect(providers.redirectSandboxes.map((s) => s.provider)).not.toContain("afterpay");
    const sandboxOnly = paymentProvidersFor(
      database.db,
      { PAYMENT_SANDBOX: "auto", NODE_ENV: "test" },
      keys,
      captured.logger,
    );
    expect(sandboxOnly.redirects.afterpay).not.toBeInstanceOf(AfterpayPayments);
  });
});
