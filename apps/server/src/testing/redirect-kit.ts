import type { CheckoutResponse } from "@store/domain/checkout.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { products } from "../modules/product/product.tables.ts";
import { calendarOf, checkoutForm, viewOf } from "./checkout-kit.ts";
import type { browserOf } from "./test-store.ts";

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
): Promise<URL> {
  const html = await openApproval(browser, answer);
  const target = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!target) throw new Error("the approval page has no form");
  const res = await browser(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });
  const location = res.headers.get("location");
  if (res.status !== 303 || !location) throw new Error(`the answer gave ${res.status}: ${await res.text()}`);
  return new URL(location);
}

/** The return page's call: POST /api/checkout/{provider}confirmation with the return's query, no body. */
export async function confirmReturn(browser: Browser, back: URL) {
  const provider = back.pathname.split("/").pop() ?? "";
  const res = await browser(`/api/checkout/${provider}confirmation${back.search}`, { method: "POST" });
  const body = (await res.json()) as CheckoutResponse & { errors?: string[] };
  return { status: res.status, body };
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
