import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, migrateDatabase } from "../db/client.ts";
import { capturedLogger } from "../testing/captured-logger.ts";
import { createTestDatabase } from "../testing/test-store.ts";
import { type InStorePurchase, InStoreUnavailable } from "./in-store-payments.ts";
import { ZipInStorePayments } from "./zip-in-store-payments.ts";

/**
 * The real Zip in-store adapter (ADR 074) against a scripted stand-in for Zip's purchase request API
 * written here: Zip itself is never called. The stand-in keeps purchase requests, answers a repeated
 * Idempotency-Key with its first answer, and can lose an answer after acting (a thrown fetch, a 504).
 */

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}
interface Purchase {
  id: number;
  refCode: string;
  status: string;
  reason: string | null;
  receipt_number: string;
  payAmount: number;
  refunded: number;
}

class FakeZipInStore {
  calls: Call[] = [];
  purchases = new Map<string, Purchase>();
  private answered = new Map<string, { status: number; body: unknown }>();
  private next = 155_200;
  lose: { call: string; how: "throw" | "504" } | null = null;
  /** The customer's code that Zip refuses at once (its 402), and with what code. */
  refusedCodes: Record<string, string> = { "222222": "insufficient_funds" };

  send = async (url: string, init: RequestInit): Promise<Response> => {
    const path = url.replace("https://pos.zip.test/v1", "");
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    const method = init.method ?? "GET";
    this.calls.push({ method, path, headers, body });
    const key = headers["Idempotency-Key"];
    const earlier = key ? this.answered.get(key) : undefined;
    const answer = earlier ?? this.handle(method, path, body);
    // A refusal did nothing, so the stand-in answers a retry of it afresh
    if (key && !earlier && answer.status < 400) this.answered.set(key, answer);
    const lost = this.lose && `${method} ${path}`.startsWith(this.lose.call) ? this.lose : null;
    if (lost) {
      this.lose = null;
      if (lost.how === "throw") throw new TypeError("fetch failed");
      return new Response("upstream timed out", { status: 504 });
    }
    return new Response(answer.body === null ? null : JSON.stringify(answer.body), { status: answer.status });
  };

  private handle(method: string, path: string, body: Record<string, unknown> | null) {
    const parts = path.split("/").filter(Boolean);
    const refused = (code: string, status = 402) => ({
      status,
      body: { error: { code, message: `refused: ${code}` } },
    });
    if (method === "POST" && path === "/purchaserequests") {
      const code = (body?.accountIdentifier as { value: string } | undefined)?.value ?? "";
      if (this.refusedCodes[code]) return refused(this.refusedCodes[code]);
      this.next += 1;
      const purchase: Purchase = {
        id: this.next,
        refCode: String(body?.refCode),
        status: "Pending",
        reason: null,
        receipt_number: `R${this.next}`,
        payAmount: Number(body?.payAmount),
        refunded: 0,
      };
      this.purchases.set(String(purchase.id), purchase);
      return { status: 201, body: { ...purchase } };
    }
    const purchase = this.purchases.get(parts[1] ?? "");
    if (!purchase) return refused("not_found", 404);
    if (method === "GET" && parts.length === 2) return { status: 200, body: { ...purchase } };
    if (method === "POST" && parts[2] === "cancel") {
      if (purchase.status !== "Pending") return refused("invalid_state", 400);
      purchase.status = "Cancelled";
      return { status: 200, body: { ...purchase } };
    }
    if (method === "POST" && parts[2] === "refund") {
      const amount = Number(body?.refundAmount);
      if (purchase.status !== "Approved" || purchase.refunded + amount > purchase.payAmount + 1e-9)
        return refused("amount_invalid");
      purchase.refunded = Number((purchase.refunded + amount).toFixed(2));
      // Zip's refund answer has no body
      return { status: 204, body: null };
    }
    return refused("not_found", 404);
  }

  /** The customer answers in their app (or Zip decides). */
  answer(
    refCode: string,
    status: "Approved" | "Declined" | "Cancelled" | "Expired",
    reason: string | null = null,
  ) {
    const purchase = [...this.purchases.values()].find((p) => p.refCode === refCode);
    if (!purchase) throw new Error("no such purchase");
    purchase.status = status;
    purchase.reason = reason;
  }

  callsTo(method: string, path: string) {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }
}

let database: Database;
let drop: () => Promise<void>;
const captured = capturedLogger("debug");
let fake: FakeZipInStore;
let zip: ZipInStorePayments;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => {
  fake = new FakeZipInStore();
  zip = new ZipInStorePayments(
    database.db,
    { apiUrl: "https://pos.zip.test/v1", apiKey: "test-zip-key", locationId: "5070" },
    captured.logger,
    fake.send,
  );
});

function purchase(overrides: Partial<InStorePurchase> = {}): InStorePurchase {
  return {
    reference: randomUUID(),
    amount: 899_95,
    currency: "AUD",
    deviceCode: "158928",
    brand: "aol",
    ...overrides,
  };
}

/** A purchase request the customer approved in their app. */
async function approved(overrides: Partial<InStorePurchase> = {}) {
  const asked = purchase(overrides);
  await zip.request(asked);
  fake.answer(asked.reference, "Approved");
  expect(await zip.status(asked.reference)).toMatchObject({ status: "Approved" });
  return asked;
}

describe("Zip in store: the purchase request", () => {
  it("sends the customer's code, amount, reference and store location with the key, once per reference", async () => {
    const asked = purchase();
    const outcome = await zip.request(asked);
    expect(outcome).toMatchObject({ status: "Pending", reason: null });
    const [post] = fake.callsTo("POST", "/purchaserequests");
    expect(post?.headers).toMatchObject({
      authorization: "Bearer test-zip-key",
      "Idempotency-Key": asked.reference,
    });
    expect(post?.body).toMatchObject({
      refCode: asked.reference,
      payAmount: 899.95,
      capture: true,
      accountIdentifier: { method: "token", value: "158928" },
      originator: { locationId: "5070", deviceRefCode: "aol-web" },
      order: { totalAmount: 899.95 },
    });
    // A retried request finds the first purchase instead of asking the customer twice
    expect(await zip.request(asked)).toMatchObject({ status: "Pending" });
    expect(fake.callsTo("POST", "/purchaserequests")).toHaveLength(1);
  });

  it("is polled until the customer answers: approved, with Zip's receipt number", async () => {
    const asked = purchase();
    const first = await zip.request(asked);
    expect(await zip.status(asked.reference)).toEqual(first);
    fake.answer(asked.reference, "Approved");
    const now = await zip.status(asked.reference);
    expect(now).toEqual({ status: "Approved", providerReference: first.providerReference, reason: null });
    expect(now?.providerReference).toMatch(/^R\d+$/);
    const polls = fake.calls.filter((c) => c.method === "GET");
    expect(polls.every((c) => /^\/purchaserequests\/\d+$/.test(c.path))).toBe(true);
    expect(await zip.status(randomUUID())).toBeNull();
  });

  it("answers Unknown for a status it does not recognise, still cancels such a request, and reads a known one later", async () => {
    const asked = purchase();
    await zip.request(asked);
    const held = [...fake.purchases.values()].find((p) => p.refCode === asked.reference);
    if (!held) throw new Error("no purchase");
    held.status = "OnHold";
    expect(await zip.status(asked.reference)).toMatchObject({ status: "Unknown", reason: null });
    // It may still be waiting at Zip: giving it up asks Zip to cancel it (this stand-in refuses, as the
    // request is not Pending to it, and the store keeps Zip's word)
    expect(await zip.cancel(asked.reference)).toMatchObject({ status: "Unknown" });
    expect(fake.callsTo("POST", `/purchaserequests/${held.id}/cancel`)).toHaveLength(1);
    held.status = "Expired";
    expect(await zip.status(asked.reference)).toMatchObject({ status: "Expired" });
  });

  it.each([
    ["Cancelled", null],
    ["Expired", null],
    ["Declined", "The customer's available credit is too low."],
  ] as const)("maps Zip's %s", async (status, reason) => {
    const asked = purchase();
    await zip.request(asked);
    fake.answer(asked.reference, status, reason);
    expect(await zip.status(asked.reference)).toMatchObject({ status, reason });
  });

  it("a refusal at once (402) is declined with a reason, and stays so without asking Zip again", async () => {
    const asked = purchase({ deviceCode: "222222" });
    const reason =
      "Zip declined the charge: the account has insufficient funds. Please choose another payment method.";
    expect(await zip.request(asked)).toMatchObject({ status: "Declined", reason });
    const before = fake.calls.length;
    expect(await zip.status(asked.reference)).toMatchObject({ status: "Declined", reason });
    expect(await zip.request(asked)).toMatchObject({ status: "Declined", reason });
    expect(fake.calls.length).toBe(before);
    expect(await zip.refund(asked.reference, 100, "r-1")).toMatchObject({ status: "refused" });
  });

  it("a lost answer throws InStoreUnavailable, and the retry finds the first purchase by its key", async () => {
    const asked = purchase();
    fake.lose = { call: "POST /purchaserequests", how: "throw" };
    await expect(zip.request(asked)).rejects.toBeInstanceOf(InStoreUnavailable);
    expect(await zip.request(asked)).toMatchObject({ status: "Pending" });
    expect(fake.purchases.size).toBe(1);
    const keys = fake.callsTo("POST", "/purchaserequests").map((c) => c.headers["Idempotency-Key"]);
    expect(keys).toEqual([asked.reference, asked.reference]);
    fake.lose = { call: "GET /purchaserequests", how: "504" };
    await expect(zip.status(asked.reference)).rejects.toBeInstanceOf(InStoreUnavailable);
  });
});

describe("Zip in store: cancel and refund", () => {
  it("cancels a pending request at Zip, and reverses an approved one by refunding it in full", async () => {
    const pending = purchase();
    await zip.request(pending);
    expect(await zip.cancel(pending.reference)).toMatchObject({ status: "Cancelled" });
    const [cancel] = fake.calls.filter((c) => c.path.endsWith("/cancel"));
    expect(cancel?.headers["Idempotency-Key"]).toBe(`${pending.reference}:cancel`);
    expect(cancel?.body).toMatchObject({ refCode: pending.reference, originator: { locationId: "5070" } });

    const paid = await approved();
    expect(await zip.cancel(paid.reference)).toMatchObject({
      status: "Cancelled",
      reason: "The store reversed this purchase.",
    });
    const zipSide = [...fake.purchases.values()].find((p) => p.refCode === paid.reference);
    expect(zipSide?.refunded).toBe(899.95);
    expect(await zip.status(paid.reference)).toMatchObject({ status: "Cancelled" });
    expect(await zip.cancel(randomUUID())).toBeNull();
  });

  it("refunds by the desk's reference once, however often retried, and never more than was paid", async () => {
    const paid = await approved();
    const refund = await zip.refund(paid.reference, 100_00, "desk-refund-1");
    expect(refund).toEqual({
      status: "refunded",
      refundId: "desk-refund-1",
      amount: 100_00,
      refundedTotal: 100_00,
    });
    const [post] = fake.calls.filter((c) => c.path.endsWith("/refund"));
    expect(post?.headers["Idempotency-Key"]).toBe(`${paid.reference}:desk-refund-1`);
    expect(post?.body).toMatchObject({ refundAmount: 100, refCode: "desk-refund-1" });
    expect(await zip.refund(paid.reference, 100_00, "desk-refund-1")).toMatchObject({
      refundedTotal: 100_00,
    });
    expect(fake.calls.filter((c) => c.path.endsWith("/refund"))).toHaveLength(1);
    expect(await zip.refund(paid.reference, 50_00, "desk-refund-1")).toEqual({
      status: "refused",
      message: "That refund reference was used for another amount.",
    });
    expect(await zip.refund(paid.reference, 800_00, "desk-refund-2")).toEqual({
      status: "refused",
      message: "Zip can refund at most 79995 cents of this purchase.",
    });
    const pending = purchase();
    await zip.request(pending);
    expect(await zip.refund(pending.reference, 100, "r")).toEqual({
      status: "refused",
      message: "Zip cannot refund a purchase that is pending.",
    });
  });

  it("a lost refund answer throws, and the retry with the same key refunds once", async () => {
    const paid = await approved();
    fake.lose = { call: "POST /purchaserequests/", how: "throw" };
    await expect(zip.refund(paid.reference, 300_00, "desk-refund-7")).rejects.toBeInstanceOf(
      InStoreUnavailable,
    );
    expect(await zip.refund(paid.reference, 300_00, "desk-refund-7")).toMatchObject({
      status: "refunded",
      refundedTotal: 300_00,
    });
    const zipSide = [...fake.purchases.values()].find((p) => p.refCode === paid.reference);
    expect(zipSide?.refunded).toBe(300);
    const keys = fake.calls
      .filter((c) => c.path.endsWith("/refund"))
      .map((c) => c.headers["Idempotency-Key"]);
    expect(keys).toEqual([`${paid.reference}:desk-refund-7`, `${paid.reference}:desk-refund-7`]);
  });

  it("Zip's refusal of a refund withdraws the claim, so staff may try again", async () => {
    const paid = await approved();
    const zipSide = [...fake.purchases.values()].find((p) => p.refCode === paid.reference);
    if (!zipSide) throw new Error("no purchase at Zip");
    zipSide.payAmount = 50;
    expect(await zip.refund(paid.reference, 100_00, "desk-refund-3")).toEqual({
      status: "refused",
      message: "Zip refused: refused: amount_invalid",
    });
    zipSide.payAmount = 899.95;
    expect(await zip.refund(paid.reference, 100_00, "desk-refund-3")).toMatchObject({
      status: "refunded",
      refundedTotal: 100_00,
    });
  });
});
