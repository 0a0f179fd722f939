import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, migrateDatabase } from "../db/client.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { paymentProvidersFor } from "./payment-providers.ts";
import { PayPalPayments } from "./paypal-payments.ts";
import {
  type RedirectCheckoutRequest,
  RedirectProviderUnavailable,
  type RedirectState,
} from "./redirect-payments.ts";

/**
 * The real PayPal adapter (ADR 075) on the real test database, against a small scripted stand-in for
 * PayPal's REST API written here: the real PayPal is never called. The stand-in keeps orders,
 * authorizations, captures and refunds, answers a repeated PayPal-Request-Id with its first answer, and
 * can lose an answer after acting, answer 5xx, or drop every token (401).
 */

const api = "https://api-m.sandbox.paypal.test";

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

interface Payment {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
  expiration_time?: string;
  final_capture?: boolean;
  links?: { href: string; rel: string }[];
}

interface Order {
  id: string;
  status: string;
  intent: string;
  currency: string;
  value: string;
  authorizations: Payment[];
  captures: Payment[];
  refunds: Payment[];
  /** The buyer's funding source PayPal will decline when authorising. */
  instrumentDeclined?: boolean;
}

const cents = (value: string) => Math.round(Number(value) * 100);

/** PayPal's REST API as far as the adapter uses it, scripted. */
class ScriptedPayPal {
  readonly sent: Sent[] = [];
  readonly orders = new Map<string, Order>();
  tokensIssued = 0;
  private validTokens = new Set<string>();
  private replies = new Map<string, { status: number; body: unknown }>();
  /** The status the next capture is made with (COMPLETED unless a test says otherwise). */
  nextCaptureStatus = "COMPLETED";
  /** Requests matching this act, then their answer is lost (once). */
  loseAnswerOf: RegExp | null = null;
  /** Requests matching this are answered 503 without acting (once). */
  failWith503: RegExp | null = null;
  /** Requests matching this are refused with this status and issue (once). */
  refuse: { path: RegExp; status: number; issue: string } | null = null;

  /** PayPal's ids: 17 capitals and digits, unique across the tests (they share one database). */
  newId(prefix: string) {
    return `${prefix}${randomUUID().replace(/-/g, "").toUpperCase()}`.slice(0, 17);
  }

  /** Every token so far stops working (PayPal dropped them early). */
  dropTokens() {
    this.validTokens.clear();
  }

  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string) {
    const order = this.orders.get(orderId);
    if (order) order.status = "APPROVED";
  }

  calls(method: string, path: RegExp) {
    return this.sent.filter((s) => s.method === method && path.test(s.path));
  }

  readonly send = async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url);
    expect(target.origin).toBe(api);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const method = init.method ?? "GET";
    const raw = typeof init.body === "string" ? init.body : "";
    const path = target.pathname;
    const body = raw && headers["content-type"] === "application/json" ? JSON.parse(raw) : raw;
    this.sent.push({ method, path, headers, body });
    if (this.failWith503?.test(path)) {
      this.failWith503 = null;
      return json(503, { name: "SERVICE_UNAVAILABLE" });
    }
    const answer = this.answer(method, path, headers, body);
    if (this.loseAnswerOf?.test(path)) {
      this.loseAnswerOf = null;
      throw new TypeError("fetch failed");
    }
    return json(answer.status, answer.body);
  };

  private answer(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ): { status: number; body: unknown } {
    if (path === "/v1/oauth2/token") {
      expect(method).toBe("POST");
      expect(headers.authorization).toBe(
        `Basic ${Buffer.from("client-id:client-secret").toString("base64")}`,
      );
      expect(body).toBe("grant_type=client_credentials");
      this.tokensIssued += 1;
      const token = `A21AA-token-${this.tokensIssued}`;
      this.validTokens.add(token);
      return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: 32400 } };
    }
    if (!this.validTokens.has((headers.authorization ?? "").replace(/^Bearer /, "")))
      return { status: 401, body: { error: "invalid_token" } };
    const key = headers["paypal-request-id"];
    if (method === "POST") expect(key, `${path} carries PayPal-Request-Id`).toBeTruthy();
    if (key && this.replies.has(`${path} ${key}`)) return this.replies.get(`${path} ${key}`) as never;
    if (this.refuse?.path.test(path)) {
      const { status, issue } = this.refuse;
      this.refuse = null;
      return { status, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue, description: issue }] } };
    }
    const answer = this.act(method, path, body);
    if (key && answer.status < 500) this.replies.set(`${path} ${key}`, answer);
    return answer;
  }

  private act(method: string, path: string, body: unknown): { status: number; body: unknown } {
    // What the adapter sent, read loosely: the stand-in checks only what PayPal would act on
    const request = (body ?? {}) as {
      intent?: string;
      purchase_units?: { amount: { currency_code: string; value: string } }[];
      amount?: { value: string };
      final_capture?: boolean;
      custom_id?: string;
    };
    if (method === "POST" && path === "/v2/checkout/orders") {
      const unit = request.purchase_units?.[0];
      if (!unit) return { status: 400, body: { name: "INVALID_REQUEST" } };
      const id = this.newId("5O19");
      this.orders.set(id, {
        id,
        status: "PAYER_ACTION_REQUIRED",
        intent: request.intent ?? "CAPTURE",
        currency: unit.amount.currency_code,
        value: unit.amount.value,
        authorizations: [],
        captures: [],
        refunds: [],
      });
      return { status: 200, body: this.orderBody(id) };
    }
    let match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      return this.orders.has(match[1] ?? "")
        ? { status: 200, body: this.orderBody(match[1] ?? "") }
        : { status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] } };
    }
    match = /^\/v2\/checkout\/orders\/([^/]+)\/authorize$/.exec(path);
    if (method === "POST" && match) {
      const order = this.orders.get(match[1] ?? "");
      if (!order) return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
      if (order.status !== "APPROVED") return issue(422, "ORDER_NOT_APPROVED");
      if (order.instrumentDeclined) return issue(422, "INSTRUMENT_DECLINED");
      order.authorizations.push({
        id: this.newId("0BH6"),
        status: "CREATED",
        amount: { currency_code: order.currency, value: order.value },
        expiration_time: new Date(Date.now() + 29 * 86_400_000).toISOString(),
      });
      order.status = "COMPLETED";
      return { status: 201, body: this.orderBody(order.id) };
    }
    match = /^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/.exec(path);
    if (method === "POST" && match) {
      const found = this.authorization(match[1] ?? "");
      if (!found) return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
      const { order, authorization } = found;
      if (match[2] === "void") {
        if (authorization.status !== "CREATED") return issue(422, "PREVIOUSLY_CAPTURED");
        authorization.status = "VOIDED";
        order.status = "VOIDED";
        return { status: 200, body: authorization };
      }
      if (authorization.status === "VOIDED") return issue(422, "AUTHORIZATION_VOIDED");
      if (authorization.status === "CAPTURED") return issue(422, "AUTHORIZATION_ALREADY_CAPTURED");
      const amount = request.amount?.value ?? authorization.amount.value;
      const taken = order.captures
        .filter((c) => c.status !== "DECLINED")
        .reduce((t, c) => t + cents(c.amount.value), 0);
      if (taken + cents(amount) > cents(authorization.amount.value))
        return issue(422, "MAX_CAPTURE_AMOUNT_EXCEEDED");
      const capture: Payment = {
        id: this.newId("3C67"),
        status: this.nextCaptureStatus,
        amount: { currency_code: order.currency, value: amount },
        final_capture: request.final_capture === true,
      };
      this.nextCaptureStatus = "COMPLETED";
      order.captures.push(capture);
      if (capture.status !== "DECLINED")
        authorization.status =
          request.final_capture === true || taken + cents(amount) === cents(authorization.amount.value)
            ? "CAPTURED"
            : "PARTIALLY_CAPTURED";
      return { status: 201, body: capture };
    }
    match = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path);
    if (match) {
      const order = [...this.orders.values()].find((o) => o.captures.some((c) => c.id === match?.[1]));
      const capture = order?.captures.find((c) => c.id === match?.[1]);
      if (!order || !capture) return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
      if (method === "GET") return { status: 200, body: capture };
      const amount = request.amount?.value ?? capture.amount.value;
      const before = order.refunds
        .filter((r) => r.links?.some((l) => l.href.endsWith(`/captures/${capture.id}`)))
        .reduce((t, r) => t + cents(r.amount.value), 0);
      if (before + cents(amount) > cents(capture.amount.value)) return issue(422, "REFUND_AMOUNT_EXCEEDED");
      const refund: Payment = {
        id: this.newId("1JU0"),
        status: "COMPLETED",
        amount: { currency_code: order.currency, value: amount },
        custom_id: request.custom_id,
        links: [{ rel: "up", href: `${api}/v2/payments/captures/${capture.id}` }],
      };
      order.refunds.push(refund);
      capture.status =
        before + cents(amount) === cents(capture.amount.value) ? "REFUNDED" : "PARTIALLY_REFUNDED";
      return { status: 201, body: refund };
    }
    return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
  }

  private authorization(id: string) {
    for (const order of this.orders.values()) {
      const authorization = order.authorizations.find((a) => a.id === id);
      if (authorization) return { order, authorization };
    }
    return null;
  }

  orderBody(id: string) {
    const order = this.orders.get(id) as Order;
    return {
      id,
      intent: order.intent,
      status: order.status,
      purchase_units: [
        {
          reference_id: "ignored-by-the-adapter",
          amount: { currency_code: order.currency, value: order.value },
          ...(order.authorizations.length + order.captures.length > 0
            ? {
                payments: {
                  authorizations: order.authorizations,
                  captures: order.captures,
                  refunds: order.refunds,
                },
              }
            : {}),
        },
      ],
      links: [
        { href: `${api}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
        ...(order.status === "PAYER_ACTION_REQUIRED"
          ? [
              {
                href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
                rel: "payer-action",
                method: "GET",
              },
            ]
          : []),
      ],
    };
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function issue(status: number, name: string) {
  return { status, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: name, description: name }] } };
}

let database: Database;
let drop: () => Promise<void>;
const captured = capturedLogger("debug");
let paypal: ScriptedPayPal;
let adapter: PayPalPayments;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => {
  paypal = new ScriptedPayPal();
  adapter = new PayPalPayments(
    database.db,
    { apiUrl: api, clientId: "client-id", clientSecret: "client-secret" },
    captured.logger,
    paypal.send,
  );
});

function request(overrides: Partial<RedirectCheckoutRequest> = {}): RedirectCheckoutRequest {
  return {
    reference: randomUUID(),
    amount: 1234,
    currency: "AUD",
    brand: "aol",
    payLater: false,
    returnUrl: "https://aol.example.com/customer/payment-return/paypal",
    cancelUrl: "https://aol.example.com/customer/payment-return/paypal",
    shopper: { email: "jo@example.com", firstName: "Jo", lastName: "Citizen" },
    ...overrides,
  };
}

async function created(overrides: Partial<RedirectCheckoutRequest> = {}): Promise<RedirectState> {
  const answer = await adapter.createCheckout(request(overrides));
  if (answer.status === "error") throw new Error(answer.message);
  return answer;
}

/** A checkout the shopper approved and the store captured on their return. */
async function capturedPayment(amount = 500_00): Promise<RedirectState> {
  const checkout = await created({ amount });
  paypal.approve(checkout.token);
  return adapter.confirm(checkout.reference, { cancelled: false });
}

describe("the real PayPal adapter (ADR 075)", () => {
  it("creates an AUTHORIZE order keyed by the store's reference and sends the shopper to PayPal", async () => {
    const reference = randomUUID();
    const state = await created({ reference, amount: 1234 });
    expect(state).toMatchObject({
      reference,
      status: "awaiting_shopper",
      providerStatus: "PAYER_ACTION_REQUIRED",
      amount: 1234,
      redirect: { url: `https://www.sandbox.paypal.com/checkoutnow?token=${state.token}`, form: null },
    });
    const [create] = paypal.calls("POST", /^\/v2\/checkout\/orders$/);
    expect(create?.headers["paypal-request-id"]).toBe(reference);
    expect(create?.headers.authorization).toBe("Bearer A21AA-token-1");
    expect(create?.body).toEqual({
      intent: "AUTHORIZE",
      purchase_units: [
        { reference_id: reference, custom_id: reference, amount: { currency_code: "AUD", value: "12.34" } },
      ],
      payment_source: {
        paypal: {
          email_address: "jo@example.com",
          experience_context: {
            brand_name: "ApplianceLine",
            locale: "en-AU",
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
            return_url: "https://aol.example.com/customer/payment-return/paypal",
            cancel_url: "https://aol.example.com/customer/payment-return/paypal",
          },
        },
      },
    });
    // The same reference answers the first order: nothing new is created at PayPal
    const again = await adapter.createCheckout(request({ reference, amount: 1234 }));
    expect(again).toMatchObject({ token: state.token, status: "awaiting_shopper" });
    expect(paypal.calls("POST", /^\/v2\/checkout\/orders$/)).toHaveLength(1);
    expect(await adapter.lookup(state.token)).toMatchObject({ reference, status: "awaiting_shopper" });
    expect(await adapter.lookup("not a token!")).toBeNull();
    // One token served every call
    expect(paypal.tokensIssued).toBe(1);
    expect(paypal.calls("POST", /oauth2/)).toHaveLength(1);
    expect(new Set(paypal.sent.slice(1).map((s) => s.headers.authorization))).toEqual(
      new Set(["Bearer A21AA-token-1"]),
    );
  });

  it("presents Pay Later with the pay-later funding source on the same order", async () => {
    const state = await created({ payLater: true, amount: 899_95, currency: "NZD", brand: "aol-nz" });
    const url = new URL(state.redirect?.url ?? "");
    expect(url.searchParams.get("token")).toBe(state.token);
    expect(url.searchParams.get("fundingSource")).toBe("paylater");
    const [create] = paypal.calls("POST", /^\/v2\/checkout\/orders$/);
    expect(create?.body).toMatchObject({
      intent: "AUTHORIZE",
      purchase_units: [{ amount: { currency_code: "NZD", value: "899.95" } }],
      payment_source: { paypal: { experience_context: { locale: "en-NZ", user_action: "PAY_NOW" } } },
    });
    // Read again later, the approval page is still Pay Later's
    const read = await adapter.status(state.reference);
    expect(new URL(read?.redirect?.url ?? "").searchParams.get("fundingSource")).toBe("paylater");
  });

  it("fetches a new token once after a 401 and goes on with it", async () => {
    const state = await created();
    paypal.dropTokens();
    expect(await adapter.status(state.reference)).toMatchObject({ status: "awaiting_shopper" });
    expect(paypal.tokensIssued).toBe(2);
    const reads = paypal.calls("GET", /^\/v2\/checkout\/orders\//);
    expect(reads.map((r) => r.headers.authorization)).toEqual([
      "Bearer A21AA-token-1",
      "Bearer A21AA-token-2",
    ]);
    await adapter.status(state.reference);
    expect(paypal.tokensIssued).toBe(2);
  });

  it("keeps its token until shortly before it expires", async () => {
    let clock = new Date("2026-11-25T00:00:00Z");
    const timed = new PayPalPayments(
      database.db,
      { apiUrl: api, clientId: "client-id", clientSecret: "client-secret" },
      captured.logger,
      paypal.send,
      () => clock,
    );
    const state = (await timed.createCheckout(request())) as RedirectState;
    clock = new Date(clock.getTime() + 8 * 3_600_000);
    await timed.status(state.reference);
    expect(paypal.tokensIssued).toBe(1);
    // PayPal said 9 hours: fetched again in the last minutes
    clock = new Date(clock.getTime() + 57 * 60_000);
    await timed.status(state.reference);
    expect(paypal.tokensIssued).toBe(2);
  });

  it("retries a lost create with the same PayPal-Request-Id and finds the first order", async () => {
    const reference = randomUUID();
    paypal.loseAnswerOf = /^\/v2\/checkout\/orders$/;
    await expect(adapter.createCheckout(request({ reference }))).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    expect(paypal.orders.size).toBe(1);
    const state = await created({ reference });
    expect(paypal.orders.size).toBe(1);
    expect([...paypal.orders.keys()]).toEqual([state.token]);
    expect(
      paypal.calls("POST", /^\/v2\/checkout\/orders$/).map((c) => c.headers["paypal-request-id"]),
    ).toEqual([reference, reference]);
  });

  it("answers 'did not answer' for a 5xx and a refused create in the shopper's words", async () => {
    paypal.failWith503 = /^\/v2\/checkout\/orders$/;
    await expect(adapter.createCheckout(request())).rejects.toBeInstanceOf(RedirectProviderUnavailable);
    paypal.refuse = { path: /^\/v2\/checkout\/orders$/, status: 422, issue: "PAYEE_ACCOUNT_RESTRICTED" };
    expect(await adapter.createCheckout(request())).toEqual({
      status: "error",
      message: "PayPal cannot take payments for this store right now. Please choose another payment method.",
    });
    paypal.refuse = { path: /^\/v2\/checkout\/orders$/, status: 400, issue: "SOMETHING_NEW" };
    expect(await adapter.createCheckout(request())).toEqual({
      status: "error",
      message: "PayPal could not start this payment. Please choose another payment method.",
    });
  });

  it("authorises and captures an approval in full on the shopper's return, once", async () => {
    const checkout = await created({ amount: 1234 });
    paypal.approve(checkout.token);
    expect(await adapter.status(checkout.reference)).toMatchObject({
      status: "approved",
      providerStatus: "APPROVED",
    });
    const state = await adapter.confirm(checkout.reference, { cancelled: false });
    expect(state).toMatchObject({
      status: "captured",
      providerStatus: "COMPLETED/COMPLETED",
      capturedAmount: 1234,
      refundedAmount: 0,
      redirect: null,
    });
    const order = paypal.orders.get(checkout.token) as Order;
    expect(state.captureId).toBe(order.captures[0]?.id);
    const [authorize] = paypal.calls("POST", /\/authorize$/);
    expect(authorize?.path).toBe(`/v2/checkout/orders/${checkout.token}/authorize`);
    expect(authorize?.headers["paypal-request-id"]).toBe(`${checkout.reference}:authorize`);
    const [capture] = paypal.calls("POST", /\/capture$/);
    expect(capture?.path).toBe(`/v2/payments/authorizations/${order.authorizations[0]?.id}/capture`);
    expect(capture?.headers["paypal-request-id"]).toBe(`${checkout.reference}:capture`);
    expect(capture?.body).toEqual({ amount: { currency_code: "AUD", value: "12.34" }, final_capture: true });
    // A second return (or a poll) finds it captured and captures nothing more
    expect(await adapter.confirm(checkout.reference, { cancelled: false })).toMatchObject({
      status: "captured",
    });
    expect(paypal.calls("POST", /\/capture$/)).toHaveLength(1);
    expect(paypal.calls("POST", /\/authorize$/)).toHaveLength(1);
  });

  it("closes a checkout the shopper came back from without approving", async () => {
    const checkout = await created();
    const state = await adapter.confirm(checkout.reference, { cancelled: true });
    expect(state).toMatchObject({ status: "cancelled", cancelledBy: "shopper", providerStatus: "VOIDED" });
    expect(await adapter.lookup(checkout.token)).toMatchObject({
      status: "cancelled",
      cancelledBy: "shopper",
    });
    // Approving later on PayPal's page changes nothing for the store: it never authorises it
    expect(await adapter.confirm(checkout.reference, { cancelled: false })).toMatchObject({
      status: "cancelled",
    });
    expect(paypal.calls("POST", /\/authorize$/)).toHaveLength(0);
  });

  it("leaves a return that PayPal does not see approved waiting for the shopper", async () => {
    const checkout = await created();
    expect(await adapter.confirm(checkout.reference, { cancelled: false })).toMatchObject({
      status: "awaiting_shopper",
    });
    expect(paypal.calls("POST", /\/authorize$/)).toHaveLength(0);
  });

  it("takes a COMPLETED order as money only when its capture is COMPLETED", async () => {
    const pending = await created({ amount: 300_00 });
    paypal.approve(pending.token);
    paypal.nextCaptureStatus = "PENDING";
    expect(await adapter.confirm(pending.reference, { cancelled: false })).toMatchObject({
      status: "under_review",
      providerStatus: "COMPLETED/PENDING",
      capturedAmount: 0,
    });
    // The capture itself is asked, not the order's copy of it
    const captureId = paypal.orders.get(pending.token)?.captures[0]?.id as string;
    expect(paypal.calls("GET", new RegExp(`/v2/payments/captures/${captureId}$`)).length).toBeGreaterThan(0);
    const capture = paypal.orders.get(pending.token)?.captures[0] as Payment;
    capture.status = "COMPLETED";
    expect(await adapter.status(pending.reference)).toMatchObject({
      status: "captured",
      capturedAmount: 300_00,
      providerStatus: "COMPLETED/COMPLETED",
    });

    const declined = await created({ amount: 200_51 });
    paypal.approve(declined.token);
    paypal.nextCaptureStatus = "DECLINED";
    const state = await adapter.confirm(declined.reference, { cancelled: false });
    expect(paypal.orders.get(declined.token)?.status).toBe("COMPLETED");
    expect(state).toMatchObject({
      status: "declined",
      providerStatus: "COMPLETED/DECLINED",
      capturedAmount: 0,
      reason:
        "PayPal declined the capture: the buyer's funding source was declined. Please choose another payment method.",
    });
  });

  it("declines in the shopper's words when PayPal refuses the funding source (422 INSTRUMENT_DECLINED)", async () => {
    const checkout = await created();
    paypal.approve(checkout.token);
    (paypal.orders.get(checkout.token) as Order).instrumentDeclined = true;
    const state = await adapter.confirm(checkout.reference, { cancelled: false });
    expect(state).toMatchObject({ status: "declined", capturedAmount: 0 });
    expect(state.reason).toMatch(
      /^PayPal declined the way you chose to pay\. Please choose another payment method/,
    );
    expect(paypal.calls("POST", /\/capture$/)).toHaveLength(0);
    expect(await adapter.status(checkout.reference)).toMatchObject({
      status: "declined",
      reason: state.reason,
    });
  });

  it("finds the first capture when the return's capture answer was lost", async () => {
    const checkout = await created({ amount: 66_70 });
    paypal.approve(checkout.token);
    paypal.loseAnswerOf = /\/capture$/;
    await expect(adapter.confirm(checkout.reference, { cancelled: false })).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    // The store asks where the payment stands (checkout.service's answerOf): captured, once
    expect(await adapter.status(checkout.reference)).toMatchObject({
      status: "captured",
      capturedAmount: 66_70,
    });
    expect(await adapter.confirm(checkout.reference, { cancelled: false })).toMatchObject({
      status: "captured",
    });
    expect(paypal.orders.get(checkout.token)?.captures).toHaveLength(1);
  });

  it("captures an authorisation in parts from the desk, each keyed by the desk's reference", async () => {
    const checkout = await created({ amount: 500_00 });
    paypal.approve(checkout.token);
    const first = await adapter.capture(checkout.reference, 200_00, "desk-capture-0001");
    expect(first).toMatchObject({ status: "captured", amount: 200_00, capturedTotal: 200_00 });
    expect(await adapter.status(checkout.reference)).toMatchObject({
      status: "captured",
      providerStatus: "COMPLETED/PARTIALLY_CAPTURED",
      capturedAmount: 200_00,
    });
    const [partial] = paypal.calls("POST", /\/capture$/);
    expect(partial?.headers["paypal-request-id"]).toBe("desk-capture-0001");
    expect(partial?.body).toEqual({
      amount: { currency_code: "AUD", value: "200.00" },
      final_capture: false,
    });
    // The second capture's answer is lost; its retry with the same key is the first one
    paypal.loseAnswerOf = /\/capture$/;
    await expect(adapter.capture(checkout.reference, 300_00, "desk-capture-0002")).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    const retried = await adapter.capture(checkout.reference, 300_00, "desk-capture-0002");
    expect(retried).toMatchObject({ status: "captured", amount: 300_00, capturedTotal: 500_00 });
    const order = paypal.orders.get(checkout.token) as Order;
    expect(order.captures.map((c) => c.amount.value)).toEqual(["200.00", "300.00"]);
    expect(retried.status === "captured" && retried.captureId).toBe(order.captures[1]?.id);
    const finals = paypal.calls("POST", /\/capture$/).slice(1);
    expect(finals.map((c) => c.headers["paypal-request-id"])).toEqual([
      "desk-capture-0002",
      "desk-capture-0002",
    ]);
    expect(finals[0]?.body).toMatchObject({ final_capture: true });
    // More than was authorised: PayPal's 422 in words staff can act on
    expect(await adapter.capture(checkout.reference, 1_00, "desk-capture-0003")).toEqual({
      status: "refused",
      message: "PayPal says the authorisation was captured in full already.",
    });
  });

  it("refunds from the desk by its reference, once, and never more than was captured", async () => {
    const state = await capturedPayment(500_00);
    const refund = await adapter.refund(state.reference, 120_50, "desk-refund-0001");
    expect(refund).toMatchObject({ status: "refunded", amount: 120_50, refundedTotal: 120_50 });
    const [sent] = paypal.calls("POST", /\/refund$/);
    expect(sent?.path).toBe(`/v2/payments/captures/${state.captureId}/refund`);
    expect(sent?.headers["paypal-request-id"]).toBe("desk-refund-0001");
    expect(sent?.body).toEqual({
      amount: { currency_code: "AUD", value: "120.50" },
      custom_id: "desk-refund-0001",
    });
    expect(await adapter.status(state.reference)).toMatchObject({
      status: "captured",
      providerStatus: "COMPLETED/PARTIALLY_REFUNDED",
      refundedAmount: 120_50,
    });
    // Retried (its answer lost): the first refund, found by its name, nothing sent
    const again = await adapter.refund(state.reference, 120_50, "desk-refund-0001");
    expect(again).toMatchObject({
      status: "refunded",
      refundId: refund.status === "refunded" && refund.refundId,
    });
    expect(paypal.calls("POST", /\/refund$/)).toHaveLength(1);
    // A lost answer: the retry with the key finds the one refund
    paypal.loseAnswerOf = /\/refund$/;
    await expect(adapter.refund(state.reference, 66_70, "desk-refund-0002")).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    expect(await adapter.refund(state.reference, 66_70, "desk-refund-0002")).toMatchObject({
      status: "refunded",
      refundedTotal: 187_20,
    });
    expect(paypal.orders.get(state.token)?.refunds).toHaveLength(2);
    expect(await adapter.refund(state.reference, 400_00, "desk-refund-0003")).toEqual({
      status: "refused",
      message: "A refund cannot return more than was captured.",
    });
    // PayPal's own refusal in words
    paypal.refuse = { path: /\/refund$/, status: 422, issue: "REFUND_TIME_LIMIT_EXCEEDED" };
    expect(await adapter.refund(state.reference, 1_00, "desk-refund-0004")).toEqual({
      status: "refused",
      message: "PayPal says this capture is too old to refund: return the money another way.",
    });
    expect(await adapter.refund(state.reference, 312_80)).toMatchObject({ status: "refunded" });
    expect(paypal.calls("POST", /\/refund$/).at(-1)?.headers["paypal-request-id"]).toBe(
      `${state.reference}:refund-31280`,
    );
    expect(await adapter.status(state.reference)).toMatchObject({
      status: "refunded",
      providerStatus: "COMPLETED/REFUNDED",
      refundedAmount: 500_00,
    });
  });

  it("voids: an open checkout closed, an authorisation voided, a capture reversed", async () => {
    const open = await created();
    expect(await adapter.void(open.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "merchant",
    });

    // Approved but not yet authorised: PayPal holds nothing, and the store never authorises it now
    const approved = await created({ amount: 250_00 });
    paypal.approve(approved.token);
    expect(await adapter.capture(approved.reference, 0, "desk-capture-none")).toMatchObject({
      status: "refused",
    });
    expect(await adapter.void(approved.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "merchant",
    });
    expect(await adapter.confirm(approved.reference, { cancelled: false })).toMatchObject({
      status: "cancelled",
    });
    expect(paypal.calls("POST", /\/authorize$/)).toHaveLength(0);

    const held = await created({ amount: 250_00 });
    paypal.approve(held.token);
    paypal.loseAnswerOf = /\/capture$/;
    await expect(adapter.confirm(held.reference, { cancelled: false })).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    const captured = await adapter.void(held.reference);
    expect(captured).toMatchObject({ status: "refunded", refundedAmount: 250_00 });
    expect(paypal.calls("POST", /\/refund$/).at(-1)?.headers["paypal-request-id"]).toBe(
      `${held.reference}:reversal`,
    );
    expect(await adapter.void(randomUUID())).toBeNull();
  });

  it("lets an authorisation go when its capture is refused, and voids one from the desk", async () => {
    const checkout = await created({ amount: 180_00 });
    paypal.approve(checkout.token);
    paypal.refuse = { path: /\/capture$/, status: 422, issue: "SOMETHING_ELSE" };
    const state = await adapter.confirm(checkout.reference, { cancelled: false });
    // The capture was refused: declined, and the hold on the buyer's funds let go
    expect(state).toMatchObject({ status: "declined" });
    const voided = paypal.calls("POST", /\/void$/);
    expect(voided).toHaveLength(1);
    expect(voided[0]?.headers["paypal-request-id"]).toBe(`${checkout.reference}:void`);
    expect(paypal.orders.get(checkout.token)?.authorizations[0]?.status).toBe("VOIDED");

    const held = await created({ amount: 90_00 });
    paypal.approve(held.token);
    const order = paypal.orders.get(held.token) as Order;
    // An authorization made (by a desk capture that failed after it): approved, then voided
    paypal.refuse = { path: /\/capture$/, status: 422, issue: "SOMETHING_ELSE" };
    expect(await adapter.capture(held.reference, 10_00, "desk-capture-0100")).toMatchObject({
      status: "refused",
    });
    expect(order.authorizations[0]?.status).toBe("CREATED");
    expect(await adapter.status(held.reference)).toMatchObject({
      status: "approved",
      providerStatus: "COMPLETED/CREATED",
    });
    expect(await adapter.void(held.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "merchant",
      providerStatus: "VOIDED/VOIDED",
    });
  });

  it("maps what PayPal no longer knows, and lapsed or denied authorisations", async () => {
    const forgotten = await created();
    paypal.orders.delete(forgotten.token);
    expect(await adapter.status(forgotten.reference)).toMatchObject({ status: "expired" });

    const lapsed = await created({ amount: 70_00 });
    paypal.approve(lapsed.token);
    await adapter.capture(lapsed.reference, 10_00, "desk-capture-0200");
    const order = paypal.orders.get(lapsed.token) as Order;
    order.captures = [];
    const authorization = order.authorizations[0] as Payment;
    authorization.status = "CREATED";
    authorization.expiration_time = new Date(Date.now() - 60_000).toISOString();
    expect(await adapter.status(lapsed.reference)).toMatchObject({ status: "expired" });
    authorization.status = "DENIED";
    expect(await adapter.status(lapsed.reference)).toMatchObject({
      status: "declined",
      providerStatus: "COMPLETED/DENIED",
    });
    authorization.status = "PENDING";
    expect(await adapter.status(lapsed.reference)).toMatchObject({ status: "under_review" });
    expect(await adapter.status(randomUUID())).toBeNull();
  });

  it("replaces the PayPal sandbox when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are configured", () => {
    const keys = new CardEncryptionKeys(database.db, { CARD_ENCRYPTION_KEYS: undefined });
    const sandboxOnly = paymentProvidersFor(
      database.db,
      { PAYMENT_SANDBOX: "true", NODE_ENV: "test" },
      keys,
      captured.logger,
    );
    expect(sandboxOnly.redirects.paypal).not.toBeInstanceOf(PayPalPayments);
    const real = paymentProvidersFor(
      database.db,
      {
        PAYMENT_SANDBOX: "true",
        NODE_ENV: "test",
        PAYPAL_API_URL: api,
        PAYPAL_CLIENT_ID: "client-id",
        PAYPAL_CLIENT_SECRET: "client-secret",
      },
      keys,
      captured.logger,
    );
    expect(real.redirects.paypal).toBeInstanceOf(PayPalPayments);
    expect(real.redirectSandboxes.map((s) => s.provider)).not.toContain("paypal");
    expect(real.redirects.afterpay).toBeDefined();
  });
});
