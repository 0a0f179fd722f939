import { type ServerType, serve } from "@hono/node-server";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBackgroundJobs } from "../background-jobs.ts";
import { cacheRegistryFor } from "../cache/cache-registry.ts";
import { configSchema } from "../config.ts";
import { JobsService } from "../modules/jobs/jobs.service.ts";
import { mailOutbox } from "../modules/mail/mail.tables.ts";
import { orderPayments, orders, paymentEvents } from "../modules/order/order.tables.ts";
import { checkoutForm, fillCart, placeOrder, stockedProduct } from "../testing/checkout-kit.ts";
import { staffBrowser, zipBalanceWaiting } from "../testing/desk-kit.ts";
import { freePort } from "../testing/store-process.ts";
import {
  browserOf,
  createTestStore,
  signInAs,
  type TestStore,
  testSessionSecret,
} from "../testing/test-store.ts";
import { answerInZipApp } from "../testing/zip-in-store-kit.ts";
import { sandboxWebhooks, zipSandboxPurchases } from "./payments.tables.ts";
import { SandboxWebhooks, webhookPath } from "./sandbox-webhooks.ts";
import { sandboxWebhookSecret, signWebhook, webhookSignatureHeader } from "./webhook-signature.ts";

/**
 * The sandboxes' webhooks over real HTTP (ADR 039): Zip in store tells the store the customer answered,
 * signed; the store asks Zip where the payment stands and settles it once per event, however many
 * copies arrive, in whatever order; unsigned, forged or stale copies are refused; a store that does not
 * answer gets the webhook again from the job queue until it does.
 */

let store: TestStore;
let server: ServerType;
let port: number;
const secret = sandboxWebhookSecret(testSessionSecret);
const logger = pino({ level: "silent" });

beforeAll(async () => {
  store = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
  port = await freePort();
  server = serve({ fetch: store.app.fetch, port, hostname: "127.0.0.1" });
});
afterAll(async () => {
  server?.close();
  await store?.close();
});

/** The sandbox's sender, pointed at the store listening here. */
function sender(at = port) {
  const config = configSchema.parse({ NODE_ENV: "test", PUBLIC_ORIGINS: `aol=http://127.0.0.1:${at}` });
  const jobs = new JobsService(store.database.db, { workers: false, pollSeconds: 1, logger });
  return new SandboxWebhooks(store.database.db, jobs, secret, config, logger);
}

/** A staff member's Zip in-store sale waiting for the customer; answers the cart and the payment. */
async function waitingSale(skip: number, code = "271828") {
  const browser = browserOf(store.app);
  await signInAs(store, browser, "staff@example.com");
  const product = await stockedProduct(store.database.db, 5, skip);
  const cartId = await fillCart(browser, product.sku);
  const form = await checkoutForm(browser, {
    card: null,
    overrides: { selectedPaymentOption: "ZipInStore", devicePaymentCode: code },
  });
  const started = await placeOrder(browser, form);
  expect(started.body?.paymentStatus, JSON.stringify(started.raw)).toBe("Pending");
  return { browser, cartId, payment: started.body?.paymentReference ?? "" };
}

/** The customer approves on the sandbox Zip app. */
const approveInApp = (code: string) => answerInZipApp(store, code, "approve");

async function webhooksOf(payment: string) {
  return store.database.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.reference, payment));
}

async function orderOf(cartId: string) {
  const [order] = await store.database.db.select().from(orders).where(eq(orders.cartId, cartId));
  const mails = await store.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order"), eq(mailOutbox.sessionId, order?.sessionId ?? "")));
  return { status: order?.status, mails: mails.length };
}

/** Posts a webhook body to the listening store as a provider would, signed as given. */
function post(body: string, signature: string | null, provider = "zip-in-store") {
  return fetch(`http://127.0.0.1:${port}${webhookPath(provider)}`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      ...(signature ? { [webhookSignatureHeader]: signature } : {}),
    },
  });
}

describe("sandbox webhooks (ADR 039)", () => {
  it("places the order from Zip's webhook, with no poll, once for two copies", async () => {
    const { cartId, payment } = await waitingSale(0);
    await approveInApp("271828");
    const [webhook] = await webhooksOf(payment);
    expect(webhook).toMatchObject({ provider: "zip-in-store", type: "purchase.approved", deliveries: 0 });
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");

    const zip = sender();
    await zip.deliver(webhook?.id ?? "");
    expect(await orderOf(cartId)).toEqual({ status: "placed", mails: 1 });
    // The provider sends it again: taken (2xx), applied no second time
    await zip.deliver(webhook?.id ?? "");
    expect(await orderOf(cartId)).toEqual({ status: "placed", mails: 1 });
    const [after] = await webhooksOf(payment);
    expect(after?.deliveries).toBe(2);
    expect(after?.deliveredAt).not.toBeNull();
    const events = await store.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, webhook?.id ?? ""));
    // Zip takes the money at approval: the one event authorised and captured the attempt in one step
    expect(events.map((e) => [e.provider, e.kind, e.result])).toEqual([
      ["zip-in-store", "captured", "moved"],
    ]);
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, payment));
    expect(attempt?.status).toBe("captured");
  });

  it("changes nothing with a late webhook for a payment a poll already settled", async () => {
    const { browser, cartId, payment } = await waitingSale(1, "161803");
    await approveInApp("161803");
    const polled = await browser(
      `/api/payment/status?cartId=${cartId}&paymentReference=${payment}&selectedPaymentOption=ZipInStore`,
    );
    expect(((await polled.json()) as { paymentStatus: string }).paymentStatus).toBe("Approved");
    const [webhook] = await webhooksOf(payment);
    await sender().deliver(webhook?.id ?? "");
    expect(await orderOf(cartId)).toEqual({ status: "placed", mails: 1 });
    const [event] = await store.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, webhook?.id ?? ""));
    expect(event?.result).toBe("ignored");
  });

  it("records a desk's Zip balance from Zip's webhook once, and gives back an approval for an attempt that ended", async () => {
    const staff = await staffBrowser(store);
    const zipBalance = async (skip: number, code: string) => {
      const waiting = await zipBalanceWaiting(store, staff, skip, code);
      return { order: waiting.order, payment: waiting.paymentId };
    };
    const amountPaidOf = async (orderId: number) =>
      (await store.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.amountPaid;

    const paid = await zipBalance(10, "577215");
    await approveInApp("577215");
    const [webhook] = await webhooksOf(paid.payment);
    const zip = sender();
    await zip.deliver(webhook?.id ?? "");
    await zip.deliver(webhook?.id ?? "");
    expect(await amountPaidOf(paid.order.id)).toBe(paid.order.total);
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, paid.payment));
    expect(attempt).toMatchObject({
      status: "captured",
      capturedAmount: paid.order.total - paid.order.amountPaid,
    });

    // The request's answer was lost and the attempt ended; the customer approves all the same
    const ended = await zipBalance(11, "662607");
    await store.database.db
      .update(orderPayments)
      .set({ status: "error" })
      .where(eq(orderPayments.id, ended.payment));
    await approveInApp("662607");
    const [late] = await webhooksOf(ended.payment);
    await zip.deliver(late?.id ?? "");
    expect(await amountPaidOf(ended.order.id)).toBe(ended.order.amountPaid);
    const [purchase] = await store.database.db
      .select()
      .from(zipSandboxPurchases)
      .where(eq(zipSandboxPurchases.reference, ended.payment));
    // Zip was asked to give it back: the sandbox reverses an approved purchase
    expect(purchase).toMatchObject({ state: "cancelled", reason: "The store reversed this purchase." });
  });

  it("refuses unsigned, forged, stale and unknown webhooks and changes nothing", async () => {
    const { cartId, payment } = await waitingSale(2, "141421");
    await approveInApp("141421");
    const body = JSON.stringify({
      id: "evt_forged",
      type: "purchase.approved",
      reference: payment,
      createdAt: new Date().toISOString(),
    });
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, signWebhook(Buffer.alloc(32, 7), body, new Date()))).status).toBe(401);
    expect((await post(body, signWebhook(secret, body, new Date(Date.now() - 10 * 60_000)))).status).toBe(
      401,
    );
    expect((await post(`${body} `, signWebhook(secret, body, new Date()))).status).toBe(401);
    expect((await orderOf(cartId)).status).toBe("awaiting_payment");

    const signed = (text: string) => signWebhook(secret, text, new Date());
    expect((await post(body, signed(body), "afterpay")).status).toBe(404);
    const unknown = JSON.stringify({
      ...JSON.parse(body),
      reference: "00000000-0000-4000-8000-000000000000",
    });
    expect((await post(unknown, signed(unknown))).status).toBe(404);
    const bad = JSON.stringify({ id: "evt_bad", reference: payment });
    const answer = await post(bad, signed(bad));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: string[] }).errors.length).toBeGreaterThan(0);
    expect((await post("not json", signed("not json"))).status).toBe(400);

    // Signed properly, the same event is taken
    expect((await post(body, signed(body))).status).toBe(200);
    expect((await orderOf(cartId)).status).toBe("placed");
  });

  it("sends the webhook of an amount with odd cents twice", async () => {
    const { payment } = await waitingSale(3, "173205");
    const [attempt] = await store.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, payment));
    // The demo's prices are whole dollars: make this one odd, as if it were $x.01 more
    await store.database.db.execute(
      sql`update zip_sandbox_purchases set amount = amount + ${(attempt?.amount ?? 0) % 2 === 1 ? 0 : 1} where reference = ${payment}`,
    );
    await approveInApp("173205");
    const [webhook] = await webhooksOf(payment);
    const jobs = await store.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'sandbox-webhook' and data->>'webhookId' = ${webhook?.id ?? ""}`,
    );
    expect(JSON.stringify(jobs)).toContain('"n":2');
  });

  it("keeps delivering through the job queue until the store answers", async () => {
    const { cartId, payment } = await waitingSale(4, "223606");
    const quiet = await freePort();
    const config = configSchema.parse({
      NODE_ENV: "test",
      PAYMENT_SANDBOX: "true",
      JOBS_POLL_SECONDS: "0.5",
      PUBLIC_ORIGINS: `aol=http://127.0.0.1:${quiet}`,
    });
    const background = await startBackgroundJobs(
      store.database.db,
      config,
      logger,
      cacheRegistryFor(config),
      testSessionSecret,
    );
    let late: ServerType | null = null;
    try {
      await approveInApp("223606");
      // Nobody listens at the origin yet: the first delivery fails and is kept for a retry
      await vi.waitFor(async () => expect((await webhooksOf(payment))[0]?.lastError).toBeTruthy(), {
        timeout: 20_000,
        interval: 200,
      });
      expect((await orderOf(cartId)).status).toBe("awaiting_payment");
      late = serve({ fetch: store.app.fetch, port: quiet, hostname: "127.0.0.1" });
      await vi.waitFor(async () => expect((await webhooksOf(payment))[0]?.deliveredAt).toBeTruthy(), {
        timeout: 30_000,
        interval: 250,
      });
      expect(await orderOf(cartId)).toEqual({ status: "placed", mails: 1 });
      const [webhook] = await webhooksOf(payment);
      expect(webhook?.deliveries, JSON.stringify(webhook)).toBeGreaterThanOrEqual(2);
      expect(webhook?.lastError).toBeNull();
    } finally {
      await background.stop();
      late?.close();
    }
  }, 60_000);
});
