import { checkoutResponseSchema, checkoutViewSchema } from "@store/domain/checkout.schema";
import { deliveryAvailabilitySchema } from "@store/domain/delivery.schema";
import { and, asc, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { type CardDetails, encryptCard } from "../../../web/app/lib/card-encryption.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../modules/mail/mail.tables.ts";
import { orderPayments, orders } from "../modules/order/order.tables.ts";
import { products, stockLevels } from "../modules/product/product.tables.ts";
import type { browserOf } from "./test-store.ts";

/** Test checkouts through the API as the checkout page makes them (ADR 029). */

type Browser = ReturnType<typeof browserOf>;

/** The address every test delivers to: metro Sydney. */
export const sydney = {
  firstName: "Jo",
  lastName: "Citizen",
  companyName: "",
  address: "1 George Street",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  deliveryInstructions: "Leave at the door",
};

/** A card as typed, for the browser's encryption. */
export function card(number: string, cvv = "737"): CardDetails {
  return { cardNo: number, expiryDate: "12/30", cvv, nameOnCard: "Jo Citizen" };
}

/**
 * A product that can be bought online with at least `least` units in stock (most first); `maxPrice`
 * (cents) keeps it within a provider's limits (Afterpay's $2,000 with delivery on top).
 */
export async function stockedProduct(
  db: Db,
  least = 1,
  skip = 0,
  maxPrice = 2_147_483_647,
): Promise<{ id: number; sku: string }> {
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .innerJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(isNotNull(products.price), gt(products.price, 0), lte(products.price, maxPrice)))
    .groupBy(products.id)
    .having(sql`sum(${stockLevels.quantity}) >= ${least}`)
    .orderBy(desc(sql`sum(${stockLevels.quantity})`), asc(products.id))
    .limit(skip + 1);
  const row = rows[skip];
  if (!row) throw new Error("no stocked product in the seed");
  return row;
}

/** Units of a product over every store. */
export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${stockLevels.quantity}), 0)::int` })
    .from(stockLevels)
    .where(eq(stockLevels.productId, productId));
  return Number(row?.n ?? 0);
}

/** Leaves exactly `units` of a product, all in one store. */
export async function setStock(db: Db, productId: number, units: number): Promise<void> {
  const [first] = await db
    .select({ storeId: stockLevels.storeId })
    .from(stockLevels)
    .where(eq(stockLevels.productId, productId))
    .orderBy(asc(stockLevels.storeId))
    .limit(1);
  if (!first) throw new Error("the product has no stock rows");
  await db.update(stockLevels).set({ quantity: 0 }).where(eq(stockLevels.productId, productId));
  await db
    .update(stockLevels)
    .set({ quantity: units })
    .where(and(eq(stockLevels.productId, productId), eq(stockLevels.storeId, first.storeId)));
}

/** Puts `quantity` of a product in the browser's cart and answers the cart id. */
export async function fillCart(browser: Browser, sku: string, quantity = 1): Promise<string> {
  const res = await browser("/api/cart/product", { method: "POST", body: JSON.stringify({ sku, quantity }) });
  if (res.status !== 200) throw new Error(`add to cart answered ${res.status}: ${await res.text()}`);
  const cart = (await res.json()) as { cart?: { cartId: string }; cartId?: string };
  const view = checkoutViewSchema.parse(await (await browser("/api/checkout")).json());
  return cart.cart?.cartId ?? cart.cartId ?? view.cart.cartId;
}

/** The checkout view. */
export async function viewOf(browser: Browser) {
  return checkoutViewSchema.parse(await (await browser("/api/checkout")).json());
}

/** The calendar for Sydney, and its first open day. */
export async function calendarOf(browser: Browser, cartId: string, address = sydney) {
  const res = await browser("/api/checkout/avail", {
    method: "POST",
    body: JSON.stringify({ cartId, deliveryAddress: address, deliveryServices: [] }),
  });
  if (res.status !== 200) throw new Error(`avail answered ${res.status}: ${await res.text()}`);
  const availability = deliveryAvailabilitySchema.parse(await res.json());
  const open = availability.availability.find((d) => d.available);
  if (!open) throw new Error("no open delivery day");
  const [year, month, day] = open.date;
  return { availability, date: { year, month, day }, price: open.price };
}

/** The checkout form for the browser's cart, with the card encrypted as the page does. */
export async function checkoutForm(
  browser: Browser,
  options: { card?: CardDetails | null; overrides?: Record<string, unknown> } = {},
): Promise<Record<string, unknown>> {
  const view = await viewOf(browser);
  const { date } = await calendarOf(browser, view.cart.cartId);
  const details = options.card === undefined ? card("4242424242424242") : options.card;
  return {
    cartId: view.cart.cartId,
    email: "jo@example.com",
    newsletter: false,
    phoneNumber: "0412 345 678",
    deliveryAddress: sydney,
    billingAddress: null,
    deliveryDate: date,
    supplierDeliveryDates: [],
    deliveryServices: [],
    selectedPaymentOption: "CreditCard",
    cart: { items: [], orderTotal: view.cart.orderTotal },
    browserInfo: { screenHeight: 800, screenWidth: 1280 },
    ...(details
      ? {
          encryptedValues: await encryptCard(view.x509EncryptionKeys, details),
          cardHolderName: details.nameOnCard,
        }
      : {}),
    ...options.overrides,
  };
}

/** Posts a checkout and reads its answer. */
export async function placeOrder(browser: Browser, form: Record<string, unknown>, key?: string) {
  const res = await browser("/api/checkout", {
    method: "POST",
    body: JSON.stringify(form),
    headers: key ? { "idempotency-key": key } : {},
  });
  const text = await res.text();
  const json = JSON.parse(text) as unknown;
  const parsed = checkoutResponseSchema.safeParse(json);
  return { status: res.status, body: parsed.success ? parsed.data : null, raw: json };
}

/**
 * Places the browser's cart as an order that pays a deposit of `share` of its total now (checkout's
 * partialPayment), or `deposit` cents exactly; answers the order's id, total and what was paid.
 */
export async function placeWithDeposit(
  browser: Browser,
  options: { share?: number; deposit?: (total: number) => number; card?: CardDetails } = {},
): Promise<{ cartId: string; total: number; deposit: number }> {
  const view = await viewOf(browser);
  const form = await checkoutForm(browser, options.card ? { card: options.card } : {});
  const { price } = await calendarOf(browser, view.cart.cartId);
  const total = view.cart.orderTotal + price;
  const deposit = options.deposit ? options.deposit(total) : Math.ceil(total * (options.share ?? 0.4));
  const placed = await placeOrder(browser, { ...form, partialPayment: deposit });
  if (placed.status !== 200 || !placed.body?.orderCompleted)
    throw new Error(`the deposit order answered ${placed.status}: ${JSON.stringify(placed.raw)}`);
  return { cartId: view.cart.cartId, total, deposit };
}

/** The hidden fields of a page's form. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const tag of html.match(/<input[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1];
    if (name && value !== undefined && /type="hidden"/.test(tag)) fields[name] = value.replace(/&amp;/g, "&");
  }
  return fields;
}

/**
 * Answers the sandbox's 3-D Secure challenge as the shopper's browser would, stopping before the way back:
 * answers the form the issuer's page would post to the store (post it with `returnFromChallenge`).
 */
export async function answerChallenge(
  browser: Browser,
  secure: { htmlFormAction: string; htmlFormToPost: Record<string, string> },
  password: string,
): Promise<Record<string, string>> {
  const challengePath = new URL(secure.htmlFormAction).pathname;
  const shown = await browser(challengePath, sandboxForm(secure.htmlFormToPost));
  if (shown.status !== 200) throw new Error(`the challenge page answered ${shown.status}`);
  const answered = await browser(challengePath, sandboxForm({ action: "continue", password }));
  if (answered.status !== 200) throw new Error(`the challenge answer got ${answered.status}`);
  return hiddenFields(await answered.text());
}

/** Posts the issuer's answer back to the store (the card return); answers where the store sends the browser. */
export async function returnFromChallenge(browser: Browser, fields: Record<string, string>): Promise<string> {
  const back = await browser("/api/checkout/card-return", sandboxForm(fields));
  if (back.status !== 303) throw new Error(`the card return answered ${back.status}`);
  return back.headers.get("location") ?? "";
}

/** Walks the sandbox's 3-D Secure challenge as the shopper's browser would; answers where the store sends it. */
export async function passChallenge(
  browser: Browser,
  secure: { htmlFormAction: string; htmlFormToPost: Record<string, string> },
  password: string,
): Promise<string> {
  return returnFromChallenge(browser, await answerChallenge(browser, secure, password));
}

/** A form post from the sandbox's pages on the brand's origin. */
function sandboxForm(fields: Record<string, string>) {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://aol.localhost:3000" },
    body: new URLSearchParams(fields).toString(),
  };
}

/** A payment attempt by its id (the payment reference the checkout answered); throws if there is none. */
export async function paymentAttempt(db: Db, reference: string) {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, reference));
  if (!row) throw new Error("no attempt");
  return row;
}

/** The order placed from a cart; throws if there is none. */
export async function orderOfCart(db: Db, cartId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!row) throw new Error("no order");
  return row;
}

/** The order confirmation mails that name a reference. */
export async function orderMails(db: Db, reference: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order"), sql`${mailOutbox.subject} like ${`%${reference}%`}`));
}
