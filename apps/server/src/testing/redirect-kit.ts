import type { CheckoutResponse } from "@store/domain/checkout.schema";
import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { configSchema } from "../config.ts";
import type { Db } from "../db/client.ts";
import { JobsService } from "../modules/jobs/jobs.service.ts";
import { orderPayments, orders } from "../modules/order/order.tables.ts";
import { products } from "../modules/product/product.tables.ts";
import { HummSandbox, hummSandboxKey } from "../payments/humm-sandbox.ts";
import { sandboxWebhooks } from "../payments/payments.tables.ts";
import { SandboxWebhooks } from "../payments/sandbox-webhooks.ts";
import { sandboxWebhookSecret } from "../payments/webhook-signature.ts";
import { calendarOf, checkoutForm, fillCart, placeOrder, stockedProduct, viewOf } from "./checkout-kit.ts";
import { browserOf, requestAs, type TestStore, testSessionSecret } from "./test-store.ts";

/** Redirect payments through the API and the sandboxes' pages, as a shopper's browser makes them (ADR 036). */

type Browser = ReturnType<typeof browserOf>;

/** The path and query of an absolute URL the store built (the test app answers paths). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The checkout form paying with a redirect method (no card). */
export function redirectForm(browser: Browser, method: string, overrides: Record<string, unknown> = {}) {
  return checkoutForm(browser, { card: null, overrides: { selectedPaymentOption: method, ...overrides } });
}

/**
 * Opens the provider's approval page as the browser would (a link, or the posted form) and answers
 * its HTML; throws unless it is shown.
 */
export async function openApproval(browser: Browser, answer: CheckoutResponse): Promise<string> {
  if (!answer.redirectUrl) throw new Error("the checkout gave no redirect");
  const res = answer.secure3DResponse
    ? await browser(pathOf(answer.secure3DResponse.htmlFormAction), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(answer.secure3DResponse.htmlFormToPost).toString(),
      })
    : await browser(pathOf(answer.redirectUrl));
  const html = await res.text();
  if (res.status !== 200) throw new Error(`the approval page answered ${res.status}: ${html}`);
  return html;
}

/**
 * The shopper's button on the approval page: answers the store URL the provider sends the browser
 * back to (its return page with the provider's query parameters).
 */
export async function answerApproval(
  browser: Browser,
  answer: CheckoutResponse,
  action: "approve" | "cancel" | "decline" | "refer",
  /** What else the page's form sends: Klarna's widget, the email (else the one it shows). */
  fields: Record<string, string> = {},
): Promise<URL> {
  const res = await answerPage(browser, answer, action, fields);
  const location = res.headers.get("location");
  if (res.status !== 303 || !location) throw new Error(`the answer gave ${res.status}: ${await res.text()}`);
  return new URL(location);
}

/** Presses the approval page's button as the browser would; answers the raw response (303, or a page). */
export async function answerPage(
  browser: Browser,
  answer: CheckoutResponse,
  action: "approve" | "cancel" | "decline" | "refer",
  fields: Record<string, string> = {},
): Promise<Response> {
  const html = await openApproval(browser, answer);
  const target = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!target) throw new Error("the approval page has no form");
  const shown = /<input type="email" id="email" name="email" value="([^"]*)"/.exec(html)?.[1];
  return browser(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      action,
      ...(shown ? { email: unescapeHtml(shown) } : {}),
      ...fields,
    }).toString(),
  });
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The return page's call: POST /api/checkout/{provider}confirmation with the return's query, no body. */
export async function confirmReturn(browser: Browser, back: URL) {
  const provider = back.pathname.split("/").pop() ?? "";
  const res = await browser(`/api/checkout/${provider}confirmation${back.search}`, { method: "POST" });
  const body = (await res.json()) as CheckoutResponse & { errors?: string[] };
  return { status: res.status, body };
}

/**
 * Humm's signed return to the complete URL with one change its signature must catch each: the amount,
 * the result, the signature itself, a field added after signing. Answers the change (to name a failure)
 * and the forged URL.
 */
export function forgedHummReturns(back: URL): { tamper: Record<string, string>; forged: URL }[] {
  const tampers: Record<string, string>[] = [
    { x_amount: "1.00" },
    { x_result: "failed" },
    { x_signature: "f".repeat(64) },
    { x_extra: "added after signing" },
  ];
  return tampers.map((tamper) => {
    const forged = new URL(back);
    for (const [name, value] of Object.entries(tamper)) forged.searchParams.set(name, value);
    return { tamper, forged };
  });
}

/**
 * Prices the browser's cart so the order total shown (cart and delivery) is exactly `total` cents:
 * the first product's price moves by the difference (the sandboxes' triggers are amounts).
 */
export async function priceCartAt(db: Db, browser: Browser, productId: number, total: number): Promise<void> {
  // Delivery's price can follow the cart's total (free above a threshold): step until both agree
  for (let round = 0; round < 4; round++) {
    const view = await viewOf(browser);
    const { price: shipping } = await calendarOf(browser, view.cart.cartId);
    const current = view.cart.orderTotal + Math.max(shipping, 0);
    if (current === total) return;
    const quantity = view.cart.products[0]?.quantity ?? 1;
    const step = (total - current) / quantity;
    if (!Number.isInteger(step)) throw new Error("the total cannot be reached with this quantity");
    const [row] = await db.select({ price: products.price }).from(products).where(eq(products.id, productId));
    await db
      .update(products)
      .set({ price: (row?.price ?? 0) + step })
      .where(eq(products.id, productId));
  }
  throw new Error(`the cart could not be priced at ${total}`);
}

/**
 * The sandboxes' webhook sender as the job queue's worker runs it (ADR 039, 042), delivering into the
 * test app in-process instead of over HTTP: JSON signed in a header, Humm's callback as its signed form.
 */
export function webhookSender(store: TestStore): SandboxWebhooks {
  const logger = pino({ level: "silent" });
  const db = store.database.db;
  const jobs = new JobsService(db, { workers: false, pollSeconds: 1, logger });
  const sender = new SandboxWebhooks(
    db,
    jobs,
    sandboxWebhookSecret(testSessionSecret),
    configSchema.parse({ NODE_ENV: "test" }),
    logger,
    async (url, init) => {
      const target = new URL(url);
      return requestAs(store.app, "aol", `${target.pathname}${target.search}`, init);
    },
  );
  // Humm's callback format is registered by its sandbox, with the same key as the app's
  new HummSandbox(db, logger, hummSandboxKey(testSessionSecret), sender);
  return sender;
}

/** The webhooks the sandboxes queued for a payment, oldest first. */
export async function webhooksFor(db: Db, reference: string) {
  return db
    .select()
    .from(sandboxWebhooks)
    .where(eq(sandboxWebhooks.reference, reference))
    .orderBy(asc(sandboxWebhooks.createdAt), asc(sandboxWebhooks.id));
}

/**
 * An order paid by a redirect method through checkout by a new shopper: approved on the provider's page
 * and confirmed on the return (`captured`: the checkout captures then, ADR 036), or approved and kept by
 * the store as an authorisation to capture later (`authorised`: the checkout itself captures on return,
 * so the attempt and order are written as a capture-later placement would leave them; ADR 043).
 */
export async function redirectPaidOrder(
  store: TestStore,
  method: string,
  as: "captured" | "authorised",
  productSkip = 0,
) {
  const db = store.database.db;
  const shopper = browserOf(store.app);
  const product = await stockedProduct(db, 5, productSkip, 1_500_00);
  const cartId = await fillCart(shopper, product.sku);
  const started = await placeOrder(shopper, await redirectForm(shopper, method));
  if (started.status !== 200 || !started.body) throw new Error(JSON.stringify(started.raw));
  const paymentId = started.body.paymentReference ?? "";
  const back = await answerApproval(shopper, started.body, "approve");
  if (as === "captured") {
    const confirmed = await confirmReturn(shopper, back);
    if (!confirmed.body.orderCompleted) throw new Error(JSON.stringify(confirmed.body));
  } else {
    await db
      .update(orderPayments)
      .set({ status: "authorised", capturedAmount: 0, providerStatus: "approved" })
      .where(eq(orderPayments.id, paymentId));
    await db.update(orders).set({ status: "placed", placedAt: new Date() }).where(eq(orders.cartId, cartId));
  }
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!order) throw new Error("no order");
  return { order, paymentId, shopper };
}
