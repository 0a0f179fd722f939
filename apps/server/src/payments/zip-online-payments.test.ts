import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, migrateDatabase } from "../db/client.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { CardEncryptionKeys } from "./card-encryption-keys.ts";
import { paymentProvidersFor } from "./payment-providers.ts";
import { type RedirectCheckoutRequest, RedirectProviderUnavailable } from "./redirect-payments.ts";
import { zipApiVersion } from "./zip-api.ts";
import { ZipInStorePayments } from "./zip-in-store-payments.ts";
import { ZipOnlinePayments } from "./zip-online-payments.ts";
import { ZipSandbox } from "./zip-sandbox.ts";

/**
 * The real Zip online adapter (ADR 074) against a scripted stand-in for Zip's merchant API written here:
 * Zip itself is never called. The stand-in keeps checkouts and charges, answers a repeated
 * Idempotency-Key with its first answer, and can lose an answer after acting (a thrown fetch, a 504).
 */

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}
interface Checkout {
  id: string;
  state: string;
  amount: number;
  reference: string;
}
interface Charge {
  id: string;
  state: string;
  amount: number;
  captured_amount: number;
  refunded_amount: number;
  checkoutId: string;
}

class FakeZip {
  calls: Call[] = [];
  checkouts = new Map<string, Checkout>();
  charges = new Map<string, Charge>();
  private answered = new Map<string, { status: number; body: unknown }>();
  private next = 0;
  /** The next call matching 'METHOD /path-prefix' acts, then its answer is lost. */
  lose: { call: string; how: "throw" | "504" } | null = null;
  /** A refusal (Zip's 402 error code) for the next charge. */
  refuseCharge: string | null = null;
  /** The next call matching 'METHOD /path-prefix' is refused, doing nothing. */
  refuse: { call: string; code: string; status: number } | null = null;

  send = async (url: string, init: RequestInit): Promise<Response> => {
    const path = url.replace("https://zip.test/merchant/v1", "");
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    const method = init.method ?? "GET";
    this.calls.push({ method, path, headers, body });
    const key = headers["Idempotency-Key"];
    const earlier = key ? this.answered.get(`${path.split("/")[1]}:${key}`) : undefined;
    const refusal = this.refuse && `${method} ${path}`.startsWith(this.refuse.call) ? this.refuse : null;
    if (refusal) this.refuse = null;
    const answer =
      earlier ??
      (refusal
        ? {
            status: refusal.status,
            body: { error: { code: refusal.code, message: `refused: ${refusal.code}` } },
          }
        : this.handle(method, path, body));
    if (key && !earlier && answer.status < 500) this.answered.set(`${path.split("/")[1]}:${key}`, answer);
    const lost = this.lose && `${method} ${path}`.startsWith(this.lose.call) ? this.lose : null;
    if (lost) {
      this.lose = null;
      if (lost.how === "throw") throw new TypeError("fetch failed");
      return new Response("upstream timed out", { status: 504 });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };

  private id(prefix: string) {
    this.next += 1;
    return `au-${prefix}_${String(this.next).padStart(6, "0")}`;
  }

  private handle(method: string, path: string, body: Record<string, unknown> | null) {
    const ok = (value: unknown, status = 200) => ({ status, body: value });
    const refused = (code: string, status = 402) => ({
      status,
      body: { error: { code, message: `refused: ${code}` } },
    });
    const parts = path.split("/").filter(Boolean);
    if (method === "POST" && path === "/checkouts") {
      const order = body?.order as { amount: number; reference: string };
      const checkout = {
        id: this.id("co"),
        state: "created",
        amount: order.amount,
        reference: order.reference,
      };
      this.checkouts.set(checkout.id, checkout);
      return ok({ ...checkout, uri: `https://zip.test/checkout?co=${checkout.id}` }, 201);
    }
    if (method === "GET" && parts[0] === "checkouts") {
      const checkout = this.checkouts.get(parts[1] ?? "");
      return checkout ? ok(checkout) : refused("not_found", 404);
    }
    if (method === "POST" && path === "/charges") {
      const authority = body?.authority as { type: string; value: string };
      const checkout = this.checkouts.get(authority.value);
      if (checkout?.state !== "approved") return refused("checkout_not_approved", 400);
      if (this.refuseCharge) {
        const code = this.refuseCharge;
        this.refuseCharge = null;
        return refused(code);
      }
      const capture = body?.capture === true;
      const charge: Charge = {
        id: this.id("ch"),
        state: capture ? "captured" : "authorised",
        amount: Number(body?.amount),
        captured_amount: capture ? Number(body?.amount) : 0,
        refunded_amount: 0,
        checkoutId: checkout.id,
      };
      this.charges.set(charge.id, charge);
      checkout.state = capture ? "completed" : "authorised";
      return ok({ ...charge }, 201);
    }
    const charge = parts[0] === "charges" ? this.charges.get(parts[1] ?? "") : undefined;
    if (parts[0] === "charges" && !charge) return refused("not_found", 404);
    if (method === "GET" && charge) return ok({ ...charge });
    if (method === "POST" && charge && parts[2] === "capture") {
      if (charge.state !== "authorised") return refused("invalid_state", 400);
      charge.state = "captured";
      charge.captured_amount = Number(body?.amount);
      return ok({ ...charge });
    }
    if (method === "POST" && charge && parts[2] === "cancel") {
      if (charge.state !== "authorised") return refused("invalid_state", 400);
      charge.state = "cancelled";
      return ok({ ...charge });
    }
    if (method === "POST" && path === "/refunds") {
      const refunded = this.charges.get(String(body?.charge_id));
      if (!refunded) return refused("not_found", 404);
      const amount = Number(body?.amount);
      if (refunded.refunded_amount + amount > refunded.captured_amount + 1e-9)
        return refused("amount_invalid");
      refunded.refunded_amount = Number((refunded.refunded_amount + amount).toFixed(2));
      if (refunded.refunded_amount >= refunded.captured_amount) refunded.state = "refunded";
      return ok({ id: this.id("rf"), charge_id: refunded.id, amount, reason: body?.reason }, 201);
    }
    return refused("not_found", 404);
  }

  /** The shopper's answer on Zip's page. */
  answer(checkoutId: string, state: "approved" | "declined" | "cancelled" | "referred" | "expired") {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout) throw new Error("no such checkout");
    checkout.state = state;
  }

  callsTo(method: string, path: string) {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }
}

let database: Database;
let drop: () => Promise<void>;
const captured = capturedLogger("debug");
let fake: FakeZip;
let zip: ZipOnlinePayments;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => {
  fake = new FakeZip();
  zip = new ZipOnlinePayments(
    database.db,
    { apiUrl: "https://zip.test/merchant/v1", apiKey: "test-zip-key" },
    captured.logger,
    fake.send,
  );
});

function request(overrides: Partial<RedirectCheckoutRequest> = {}): RedirectCheckoutRequest {
  return {
    reference: randomUUID(),
    amount: 1234_56,
    currency: "AUD",
    brand: "aol",
    payLater: false,
    returnUrl: "https://aol.example/customer/payment-return/x",
    cancelUrl: "https://aol.example/customer/payment-return/x",
    shopper: { email: "jo@example.com", firstName: "Jo", lastName: "Citizen" },
    ...overrides,
  };
}

async function created(overrides: Partial<RedirectCheckoutRequest> = {}) {
  const answer = await zip.createCheckout(request(overrides));
  if (answer.status === "error") throw new Error(answer.message);
  return answer;
}

describe("Zip online: the checkout", () => {
  it("creates a standard checkout with the key, version and amount Zip wants, once per reference", async () => {
    const state = await created();
    expect(state).toMatchObject({ status: "awaiting_shopper", providerStatus: "created", amount: 1234_56 });
    expect(state.redirect).toEqual({ url: `https://zip.test/checkout?co=${state.token}`, form: null });
    const [post] = fake.callsTo("POST", "/checkouts");
    expect(post?.headers).toMatchObject({
      authorization: "Bearer test-zip-key",
      "Zip-Version": zipApiVersion,
      "Idempotency-Key": state.reference,
    });
    expect(post?.body).toMatchObject({
      type: "standard",
      shopper: { first_name: "Jo", last_name: "Citizen", email: "jo@example.com" },
      order: { reference: state.reference, amount: 1234.56, currency: "AUD" },
      config: { redirect_uri: "https://aol.example/customer/payment-return/x" },
    });
    // The same reference answers the first checkout: Zip is read, not asked to make another
    const again = await zip.createCheckout(request({ reference: state.reference }));
    expect(again).toMatchObject({ token: state.token, status: "awaiting_shopper" });
    expect(fake.callsTo("POST", "/checkouts")).toHaveLength(1);
    expect(await zip.lookup(state.token)).toMatchObject({ reference: state.reference });
    expect(await zip.lookup("no such/token")).toBeNull();
  });

  it("reports Zip's refusal of a malformed checkout as an error, keeping nothing", async () => {
    fake.send = async () =>
      new Response(
        JSON.stringify({ error: { code: "request_invalid", message: "shopper.email is invalid" } }),
        {
          status: 400,
        },
      );
    zip = new ZipOnlinePayments(
      database.db,
      { apiUrl: "https://zip.test/merchant/v1", apiKey: "test-zip-key" },
      captured.logger,
      fake.send,
    );
    const reference = randomUUID();
    expect(await zip.createCheckout(request({ reference }))).toEqual({
      status: "error",
      message: "Zip refused: shopper.email is invalid",
    });
    expect(await zip.status(reference)).toBeNull();
  });

  it("a lost answer (504) to the checkout throws, and the retry finds the first checkout by its key", async () => {
    const reference = randomUUID();
    fake.lose = { call: "POST /checkouts", how: "504" };
    await expect(zip.createCheckout(request({ reference }))).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    const state = await created({ reference });
    expect(fake.checkouts.size).toBe(1);
    expect(state.token).toBe([...fake.checkouts.keys()][0]);
    const keys = fake.callsTo("POST", "/checkouts").map((c) => c.headers["Idempotency-Key"]);
    expect(keys).toEqual([reference, reference]);
  });
});

describe("Zip online: the shopper's return", () => {
  it("approved: the checkout is charged and captured at once", async () => {
    const state = await created();
    fake.answer(state.token, "approved");
    expect(await zip.status(state.reference)).toMatchObject({
      status: "approved",
      providerStatus: "approved",
    });
    const confirmed = await zip.confirm(state.reference, { cancelled: false });
    expect(confirmed).toMatchObject({
      status: "captured",
      providerStatus: "captured",
      capturedAmount: 1234_56,
      refundedAmount: 0,
    });
    const [charge] = fake.callsTo("POST", "/charges");
    expect(charge?.headers["Idempotency-Key"]).toBe(`${state.reference}:charge`);
    expect(charge?.body).toEqual({
      authority: { type: "checkout_id", value: state.token },
      reference: state.reference,
      amount: 1234.56,
      currency: "AUD",
      capture: true,
    });
    expect(confirmed.captureId).toBe([...fake.charges.keys()][0]);
    // Confirming again changes nothing
    expect(await zip.confirm(state.reference, { cancelled: false })).toMatchObject({ status: "captured" });
    expect(fake.callsTo("POST", "/charges")).toHaveLength(1);
  });

  it("referred: the order waits under review, and is charged once Zip approves", async () => {
    const state = await created();
    fake.answer(state.token, "referred");
    expect(await zip.confirm(state.reference, { cancelled: false })).toMatchObject({
      status: "under_review",
      providerStatus: "referred",
    });
    expect(fake.callsTo("POST", "/charges")).toHaveLength(0);
    fake.answer(state.token, "approved");
    expect(await zip.confirm(state.reference, { cancelled: false })).toMatchObject({ status: "captured" });
  });

  it("declined and expired checkouts say so, with a reason for the decline", async () => {
    const declined = await created();
    fake.answer(declined.token, "declined");
    expect(await zip.confirm(declined.reference, { cancelled: false })).toMatchObject({
      status: "declined",
      providerStatus: "declined",
      reason: "Zip declined this application. Please choose another payment method.",
    });
    const expired = await created();
    fake.answer(expired.token, "expired");
    expect(await zip.status(expired.reference)).toMatchObject({
      status: "expired",
      providerStatus: "expired",
    });
    expect(fake.callsTo("POST", "/charges")).toHaveLength(0);
  });

  it("cancelled: a return that says so ends a waiting checkout; Zip's own cancelled is the shopper's", async () => {
    const waiting = await created();
    expect(await zip.confirm(waiting.reference, { cancelled: true })).toMatchObject({
      status: "cancelled",
      cancelledBy: "shopper",
      redirect: null,
    });
    expect(await zip.status(waiting.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "shopper",
    });
    const atZip = await created();
    fake.answer(atZip.token, "cancelled");
    expect(await zip.confirm(atZip.reference, { cancelled: true })).toMatchObject({
      status: "cancelled",
      providerStatus: "cancelled",
      cancelledBy: "shopper",
    });
  });

  it("a charge Zip refuses (402 insufficient funds) is declined with a reason the shopper can act on", async () => {
    const state = await created();
    fake.answer(state.token, "approved");
    fake.refuseCharge = "insufficient_funds";
    const reason =
      "Zip declined the charge: the account has insufficient funds. Please choose another payment method.";
    expect(await zip.confirm(state.reference, { cancelled: false })).toMatchObject({
      status: "declined",
      providerStatus: "insufficient_funds",
      reason,
    });
    // Written down: later reads say the same without charging again
    expect(await zip.status(state.reference)).toMatchObject({ status: "declined", reason });
    expect(await zip.confirm(state.reference, { cancelled: false })).toMatchObject({ status: "declined" });
    expect(fake.callsTo("POST", "/charges")).toHaveLength(1);
  });

  it.each([
    ["account_locked", "the Zip account is locked"],
    ["account_inoperative", "the Zip account is not active"],
    ["amount_invalid", "Zip cannot take this amount"],
    ["fraud_check", "Zip could not approve this purchase"],
  ])("402 %s becomes a shopper-readable reason", async (code, words) => {
    const state = await created();
    fake.answer(state.token, "approved");
    fake.refuseCharge = code;
    const declined = await zip.confirm(state.reference, { cancelled: false });
    expect(declined.status).toBe("declined");
    expect(declined.reason).toContain(words);
  });

  it("a lost answer to the charge throws, and the retry is answered with the first charge", async () => {
    const state = await created();
    fake.answer(state.token, "approved");
    fake.lose = { call: "POST /charges", how: "throw" };
    await expect(zip.confirm(state.reference, { cancelled: false })).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    // Zip charged; the store never heard. Zip now says 'completed', and the retry carries the same key
    const again = await zip.confirm(state.reference, { cancelled: false });
    expect(again).toMatchObject({ status: "captured", capturedAmount: 1234_56 });
    expect(fake.charges.size).toBe(1);
    expect(again.captureId).toBe([...fake.charges.keys()][0]);
    const keys = fake.callsTo("POST", "/charges").map((c) => c.headers["Idempotency-Key"]);
    expect(keys).toEqual([`${state.reference}:charge`, `${state.reference}:charge`]);
  });

  it("Zip not answering a read throws rather than guessing", async () => {
    const state = await created();
    fake.lose = { call: "GET /checkouts", how: "504" };
    await expect(zip.status(state.reference)).rejects.toBeInstanceOf(RedirectProviderUnavailable);
  });
});

describe("Zip online: the orders desk", () => {
  it("captures an approval once (authorised, then captured; the rest released), retried by its key", async () => {
    const state = await created();
    fake.answer(state.token, "approved");
    const first = await zip.capture(state.reference, 1000_00, "desk-capture-1");
    expect(first).toMatchObject({ status: "captured", amount: 1000_00, capturedTotal: 1000_00 });
    const charge = fake.callsTo("POST", "/charges")[0];
    expect(charge?.body).toMatchObject({ capture: false, amount: 1234.56 });
    const [capture] = fake.calls.filter((c) => c.path.endsWith("/capture"));
    expect(capture?.headers["Idempotency-Key"]).toBe("desk-capture-1");
    expect(capture?.body).toEqual({ amount: 1000 });
    expect(await zip.status(state.reference)).toMatchObject({ status: "captured", capturedAmount: 1000_00 });
    // The same desk action again is the first capture; another capture is refused: Zip captures once
    expect(await zip.capture(state.reference, 1000_00, "desk-capture-1")).toMatchObject({
      status: "captured",
      capturedTotal: 1000_00,
    });
    expect(await zip.capture(state.reference, 234_56, "desk-capture-2")).toEqual({
      status: "refused",
      message: "Zip captures a charge once: the rest of the authorisation was released when it was captured.",
    });
  });

  it("refunds by the desk's reference, once however often retried, and refuses more than was paid", async () => {
    const state = await created();
    fake.answer(state.token, "approved");
    await zip.confirm(state.reference, { cancelled: false });
    const refund = await zip.refund(state.reference, 200_00, "desk-refund-1");
    expect(refund).toMatchObject({ status: "refunded", amount: 200_00, refundedTotal: 200_00 });
    const [post] = fake.callsTo("POST", "/refunds");
    expect(post?.headers["Idempotency-Key"]).toBe(`${state.reference}:desk-refund-1`);
    expect(post?.body).toMatchObject({ charge_id: [...fake.charges.keys()][0], amount: 200 });
    expect(await zip.refund(state.reference, 200_00, "desk-refund-1")).toMatchObject({
      refundedTotal: 200_00,
    });
    expect(await zip.refund(state.reference, 5000_00, "desk-refund-2")).toEqual({
      status: "refused",
      message: "Zip refused: refused: amount_invalid",
    });
    // Voiding a captured payment gives back the rest: refunded in full
    expect(await zip.void(state.reference)).toMatchObject({
      status: "refunded",
      refundedAmount: 1234_56,
      capturedAmount: 1234_56,
    });
  });

  it("a lost refund answer throws, and the retry with the same key refunds once", async () => {
    const state = await created();
    fake.answer(state.token, "approved");
    await zip.confirm(state.reference, { cancelled: false });
    fake.lose = { call: "POST /refunds", how: "throw" };
    await expect(zip.refund(state.reference, 100_00, "desk-refund-9")).rejects.toBeInstanceOf(
      RedirectProviderUnavailable,
    );
    expect(await zip.refund(state.reference, 100_00, "desk-refund-9")).toMatchObject({
      status: "refunded",
      refundedTotal: 100_00,
    });
  });

  it("voids: an authorised charge is cancelled at Zip, a waiting checkout ends in the store's record", async () => {
    const authorised = await created();
    fake.answer(authorised.token, "approved");
    // The desk's capture made the authorisation, then Zip refused the capture itself: authorised stays
    fake.refuse = { call: "POST /charges/", code: "invalid_state", status: 400 };
    expect(await zip.capture(authorised.reference, 100_00, "desk-capture-x")).toEqual({
      status: "refused",
      message: "Zip refused: refused: invalid_state",
    });
    const [chargeId] = [...fake.charges.keys()];
    expect(fake.charges.get(chargeId ?? "")?.state).toBe("authorised");
    expect(await zip.void(authorised.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: "merchant",
    });
    const [cancel] = fake.calls.filter((c) => c.path.endsWith("/cancel"));
    expect(cancel?.headers["Idempotency-Key"]).toBe(`${authorised.reference}:cancel`);

    const waiting = await created();
    expect(await zip.void(waiting.reference)).toMatchObject({ status: "cancelled", cancelledBy: "merchant" });
    expect(await zip.void(randomUUID())).toBeNull();
  });
});

describe("Zip: which one a process uses", () => {
  it("the real Zip replaces the sandboxes when configured, whose pages are then not mounted", () => {
    const keys = new CardEncryptionKeys(database.db, { CARD_ENCRYPTION_KEYS: undefined });
    const base = { PAYMENT_SANDBOX: "auto", NODE_ENV: "test" } as const;
    const sandboxes = paymentProvidersFor(database.db, base, keys, captured.logger);
    expect(sandboxes.redirects.zip).not.toBeInstanceOf(ZipOnlinePayments);
    expect(sandboxes.inStore).toBeInstanceOf(ZipSandbox);

    const online = paymentProvidersFor(database.db, { ...base, ZIP_API_KEY: "k" }, keys, captured.logger);
    expect(online.redirects.zip).toBeInstanceOf(ZipOnlinePayments);
    expect(online.redirectSandboxes.map((s) => s.provider)).not.toContain("zip");
    expect(online.inStore).toBeInstanceOf(ZipSandbox);

    const both = paymentProvidersFor(
      database.db,
      { ...base, ZIP_API_KEY: "k", ZIP_LOCATION_ID: "5070" },
      keys,
      captured.logger,
    );
    expect(both.inStore).toBeInstanceOf(ZipInStorePayments);
    expect(both.zipSandbox).toBeNull();
  });
});
