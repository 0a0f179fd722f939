import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { paymentHoldsFor } from "../background-jobs.ts";
import { configSchema } from "../config.ts";
import { capturedLogger } from "./captured-logger.ts";
import {
  fillCart,
  orderMails,
  orderOfCart,
  paymentAttempt,
  placeOrder,
  stockedProduct,
} from "./checkout-kit.ts";
import { redirectForm, webhookSender } from "./redirect-kit.ts";
import { browserOf, createTestStore, type TestStore } from "./test-store.ts";

/**
 * One test store with the payment sandboxes mounted for a payment test file (issue 16): opened before its
 * tests, closed after, logging at debug into `captured` so a file can check what was (never) logged.
 * Call at the top of the file. Shoppers take a different stocked product each time, so tests of one
 * file do not sell each other's units.
 */
const sandboxConfig = configSchema.parse({ NODE_ENV: "test", PAYMENT_SANDBOX: "true" });

export function paymentSandboxStore(options: { stockedUnits?: number; products?: number } = {}) {
  const { stockedUnits = 5, products = 12 } = options;
  const captured = capturedLogger("debug");
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await createTestStore({ logger: captured.logger, env: { PAYMENT_SANDBOX: "true" } });
  });
  afterAll(async () => {
    await opened?.close();
  });
  const store = () => {
    if (!opened) throw new Error("the test store opens in beforeAll: use it inside a test");
    return opened;
  };
  let nextProduct = 0;

  /** A new shopper with one unit of a stocked product in the cart. */
  async function shopper() {
    const browser = browserOf(store().app);
    const product = await stockedProduct(store().database.db, stockedUnits, nextProduct++ % products);
    const cartId = await fillCart(browser, product.sku);
    return { browser, product, cartId };
  }

  return {
    captured,
    store,
    shopper,
    attemptOf: (reference: string) => paymentAttempt(store().database.db, reference),
    orderOf: (cartId: string) => orderOfCart(store().database.db, cartId),
    mailsFor: (reference: string) => orderMails(store().database.db, reference),
    /** The payment holds as the background jobs run them (the sweep, giving an attempt up). */
    paymentHolds: () => paymentHoldsFor(store().database.db, sandboxConfig, captured.logger).holds,

    /** Delivers the sandboxes' queued webhooks, in the order given, as the job queue's worker would. */
    async deliverWebhooks(ids: readonly string[]) {
      const sender = webhookSender(store());
      for (const id of ids) await sender.deliver(id);
    },

    /**
     * Places a new shopper's order paying with a redirect method: the checkout's answer must send them
     * to the provider, the order waiting on the payment.
     */
    async startRedirect(method: string, overrides: Record<string, unknown> = {}) {
      const sale = await shopper();
      const started = await placeOrder(sale.browser, await redirectForm(sale.browser, method, overrides));
      expect(started.status, JSON.stringify(started.raw)).toBe(200);
      if (!started.body) throw new Error("no checkout response");
      expect(started.body).toMatchObject({ success: true, orderCompleted: false, paymentStatus: "Pending" });
      return { ...sale, answer: started.body, reference: started.body.paymentReference ?? "" };
    },

    /** The redirect sandbox's checkouts for a payment reference (every column), oldest first. */
    async sandboxCheckouts(reference: string): Promise<Record<string, unknown>[]> {
      const rows = await store().database.db.execute(
        sql`select * from redirect_sandbox_checkouts where reference = ${reference} order by created_at`,
      );
      // node-postgres answers { rows }, PGlite an array
      return (
        (rows as unknown as { rows?: Record<string, unknown>[] }).rows ??
        (rows as unknown as Record<string, unknown>[])
      );
    },
  };
}
