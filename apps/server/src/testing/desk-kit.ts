import { randomUUID } from "node:crypto";
import {
  deskActionAnswerSchema,
  deskBalanceAnswerSchema,
  deskOrderSchema,
} from "@store/domain/orders-desk.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { mailOutbox } from "../modules/mail/mail.tables.ts";
import { orderPayments } from "../modules/order/order.tables.ts";
import {
  checkoutForm,
  fillCart,
  orderOfCart,
  placeOrder,
  placeWithDeposit,
  stockedProduct,
} from "./checkout-kit.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "./test-store.ts";

/** Orders-desk tests through the API as the desk's pages call it (ADR 038). */

type Browser = ReturnType<typeof browserOf>;

/** A new browser signed in as a staff member (by default staff@example.com of the seed). */
export async function staffBrowser(store: TestStore, email = "staff@example.com"): Promise<Browser> {
  const browser = browserOf(store.app);
  await signInAs(store, browser, email);
  return browser;
}

/**
 * Opens a test store with the payment sandboxes (and any other `env`) before a staff test file's tests
 * and closes it after them; `ready` receives it and a signed-in staff member's browser, to keep them.
 */
export function useDeskStore(
  ready: (store: TestStore, staff: Browser) => void,
  env: Record<string, string> = {},
): void {
  let opened: TestStore | undefined;
  beforeAll(async () => {
    opened = await createTestStore({ env: { PAYMENT_SANDBOX: "true", ...env } });
    ready(opened, await staffBrowser(opened));
  });
  afterAll(async () => {
    await opened?.close();
  });
}

/**
 * A card order a guest placed through checkout, paid in full (its one attempt captured) or with a
 * deposit (40%), of the `skip`th product with 3 units or more in stock; answers it with its first attempt.
 */
export async function placedCardOrder(store: TestStore, options: { deposit?: boolean; skip?: number } = {}) {
  const db = store.database.db;
  const browser = browserOf(store.app);
  const product = await stockedProduct(db, 3, options.skip ?? 0);
  const cartId = await fillCart(browser, product.sku);
  if (options.deposit) await placeWithDeposit(browser);
  else {
    const placed = await placeOrder(browser, await checkoutForm(browser));
    if (!placed.body?.orderCompleted) throw new Error(`not placed: ${JSON.stringify(placed.raw)}`);
  }
  const order = await orderOfCart(db, cartId);
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
  if (!payment) throw new Error("no attempt");
  return { order, payment, product };
}

/** One Idempotency-Key header (null: none, to test that the call asks for it). */
const keyed = (key: string | null): Record<string, string> =>
  key === null ? {} : { "idempotency-key": key };

/** POST /api/orders-desk/payments/{id}/{kind} with an Idempotency-Key (a new one unless given). */
export function deskAction(
  browser: Browser,
  kind: "capture" | "void" | "refund",
  paymentId: string,
  body: unknown,
  key: string | null = randomUUID(),
) {
  return browser(`/api/orders-desk/payments/${paymentId}/${kind}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: keyed(key),
  });
}

/** POST /api/orders-desk/orders/{reference}/balance with an Idempotency-Key (a new one unless given). */
export function takeBalance(
  browser: Browser,
  reference: string,
  body: unknown,
  key: string | null = randomUUID(),
) {
  return browser(`/api/orders-desk/orders/${reference}/balance`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: keyed(key),
  });
}

/**
 * A guest's deposit order (the `skip`th stocked product) whose balance staff sent to the customer's Zip
 * app by `code` (ADR 093), waiting for them; answers the order and the balance attempt's id.
 */
export async function zipBalanceWaiting(store: TestStore, staff: Browser, skip: number, code: string) {
  const { order } = await placedCardOrder(store, { deposit: true, skip });
  const res = await takeBalance(staff, order.reference, {
    method: "ZipInStore",
    amount: order.total - order.amountPaid,
    devicePaymentCode: code,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { order, paymentId: deskBalanceAnswerSchema.parse(await res.json()).balance.paymentId };
}

/** The desk's view of one order, which must be shown (200). */
export async function deskOrder(browser: Browser, reference: string) {
  const res = await browser(`/api/orders-desk/orders/${reference}`);
  expect(res.status).toBe(200);
  return deskOrderSchema.parse(await res.json());
}

/** The answer of a desk action that must be done (200; else the body says why). */
export async function doneAction(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return deskActionAnswerSchema.parse(await res.json());
}

/** A desk call's status and its body's messages, read at once (the race tests compare many answers). */
export async function statusAndErrors(res: Promise<Response>) {
  const answer = await res;
  return { status: answer.status, body: (await answer.json()) as { errors?: string[] } };
}

/** The payment receipts (mail kind 'payment-receipt') the outbox holds for an order, by its reference. */
export async function receiptsOf(store: TestStore, reference: string) {
  const mails = await store.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "payment-receipt"));
  return mails.filter((m) => m.subject.includes(reference));
}
