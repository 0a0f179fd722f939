import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { port } from "./e2e-port";
import { whenHydrated } from "./page-kit";

/** Node does not resolve *.localhost; the store serves its default brand (aol) to plain localhost. */
export const at = (path: string, host = "localhost") => `http://${host}:${port}${path}`;

export const testCards = {
  approved: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  challenge: "4000 0000 0000 3220",
} as const;

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");

interface ListingItem {
  title: string;
  sku: string;
  uri: string;
  price: number | null;
}

/** In-stock products of a listing query (category=... or brand=...), most expensive first. */
export async function stockedProducts(
  request: APIRequestContext,
  query: string,
  count: number,
  host = "localhost",
): Promise<ListingItem[]> {
  const listing = (await (
    await request.get(at(`/api/catalogue/listing?${query}&sort=price-desc`, host))
  ).json()) as {
    items: ListingItem[];
  };
  const found: ListingItem[] = [];
  for (const item of listing.items) {
    const stock = (await (
      await request.get(at(`/api/stock?sku=${encodeURIComponent(item.sku)}&includeOtherStock=true`, host))
    ).json()) as { onlineQuantity: number };
    if (item.price && stock.onlineQuantity >= 2) found.push(item);
    if (found.length === count) break;
  }
  if (found.length < count) throw new Error(`too few stocked products for ${query}`);
  return found;
}

/** Adds one of `sku` to the cart of the page's session, as the page's own script would. */
export async function addToCartInPage(page: Page, sku: string) {
  const status = await page.evaluate(async (sku) => {
    const res = await fetch("/api/cart/product/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    return res.status;
  }, sku);
  expect(status).toBe(200);
}

/** Adds products to this page's cart as the product page would, then opens the checkout. */
export async function cartThenCheckout(page: Page, skus: readonly string[]) {
  await page.goto("/cart");
  for (const sku of skus) await addToCartInPage(page, sku);
  await page.goto("/cart");
  await whenHydrated(page);
  await page.getByRole("link", { name: "Checkout" }).first().click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

/** A stocked product of `query`'s listing in this page's cart, and the checkout open; answers the product. */
export async function productAtCheckout(page: Page, request: APIRequestContext, query: string) {
  const [product] = await stockedProducts(request, query, 1);
  if (!product) throw new Error(`no stocked product for ${query}`);
  await cartThenCheckout(page, [product.sku]);
  return product;
}

/** The delivery group of the form (the billing group has the same labels). */
export const deliveryGroup = (page: Page) => page.getByRole("group", { name: "Deliver to" });

/** Types into the locality typeahead and picks the first option that matches. */
export async function pickLocality(page: Page, label: string, text: string, option: RegExp) {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.fill(text);
  await page.getByRole("option", { name: option }).first().click();
}

/** Contact and delivery address of a guest in Sydney. */
export async function fillGuestDetails(page: Page, email = "guest.buyer@example.com") {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Phone").fill("0412 345 678");
  const delivery = deliveryGroup(page);
  await delivery.getByLabel("First name").fill("Sam");
  await delivery.getByLabel("Last name").fill("Shopper");
  await delivery.getByLabel("Street address").fill("1 Campbell Parade");
  await pickLocality(page, "Delivery suburb or postcode", "Bondi Beach", /Bondi Beach, NSW 2026/);
}

/** Chooses the first open day of the delivery calendar; answers its spoken name. */
export async function chooseFirstDate(page: Page): Promise<string> {
  const calendar = page.getByRole("group", { name: "Delivery date" });
  await expect(calendar).toBeVisible({ timeout: 15_000 });
  const open = calendar.locator("label:has(input:not([disabled]))").first();
  const name = (await open.locator("input").getAttribute("aria-label")) ?? "";
  await open.click();
  await expect(page.getByText(`Delivery on ${name}`)).toBeVisible();
  return name;
}

/**
 * A guest at the checkout, ready to place the order: a stocked product of `query`'s listing in the cart,
 * contact and a Sydney address, the first open delivery day and the card typed.
 */
export async function guestReadyToPay(
  page: Page,
  request: APIRequestContext,
  query: string,
  email: string,
  number: string = testCards.approved,
) {
  await productAtCheckout(page, request, query);
  await fillGuestDetails(page, email);
  await chooseFirstDate(page);
  await fillCard(page, number);
}

/** The card fields. */
export async function fillCard(page: Page, number: string = testCards.approved, name = "Sam Shopper") {
  await page.getByLabel("Name on card").fill(name);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill(`12/${nextYear}`);
  await page.getByLabel("CVV", { exact: true }).fill("123");
}

export const placeOrder = (page: Page) => page.getByRole("button", { name: /^Place order/ });

/** Dollars of a '$1,234.50' text. */
export const dollarsOf = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

/** Signs in on the login page and lands on My account. */
export async function signIn(page: Page, email: string, password = "Demo-password-1") {
  await page.goto("/account/login");
  // The scripted sign-in, with this tab's nonce (a form sent before the script ran has its own journey)
  await whenHydrated(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /^Log in$/ }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * A stocked product priced from $200 to $1,500 (inside every buy-now-pay-later provider's limits), the
 * `index`th of the cheapest dishwashers, washing machines and ovens, so journeys running together buy
 * different ones.
 */
export async function affordable(request: APIRequestContext, index: number): Promise<string> {
  const found: string[] = [];
  for (const category of ["kitchen/dishwashers", "laundry/washing-machines", "kitchen/ovens"]) {
    const listing = (await (
      await request.get(at(`/api/catalogue/listing?category=${category}&sort=price-asc`))
    ).json()) as { items: ListingItem[] };
    for (const item of listing.items) {
      if (!item.price || item.price < 200_00 || item.price > 1_500_00) continue;
      const stock = (await (
        await request.get(at(`/api/stock?sku=${encodeURIComponent(item.sku)}&includeOtherStock=true`))
      ).json()) as { onlineQuantity: number };
      if (stock.onlineQuantity >= 2) found.push(item.sku);
      if (found.length > index) return found[index] ?? "";
    }
  }
  throw new Error("too few affordable stocked products");
}

/** A guest at the checkout with the product, contact, address and day chosen, paying with `method` (ADR 036). */
export async function readyToRedirect(
  page: Page,
  request: APIRequestContext,
  index: number,
  method: RegExp,
  email: string,
) {
  await cartThenCheckout(page, [await affordable(request, index)]);
  await fillGuestDetails(page, email);
  await chooseFirstDate(page);
  const payment = page.getByRole("group", { name: "Payment method" });
  await payment.getByRole("radio", { name: method }).check();
  // Another method than the card: no card fields to fill
  await expect(page.getByLabel("Card number")).toHaveCount(0);
}

/**
 * The customer's phone approves on the sandbox Zip app (ADR 035): a second page at 390 px opens the
 * purchases waiting for `code` (a screenshot of them to `shot`, if given) and approves the first.
 */
export async function approveOnZipPhone(context: BrowserContext, code: string, shot?: string): Promise<Page> {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 800 });
  await phone.goto("/sandbox/zip");
  await phone.getByLabel("Your Zip code").fill(code);
  await phone.getByRole("button", { name: "Open my purchases" }).click();
  await expect(phone.getByRole("heading", { name: "Purchases waiting for you" })).toBeVisible();
  if (shot) await phone.screenshot({ path: shot });
  await phone.getByRole("button", { name: /^Approve/ }).click();
  await expect(phone.getByRole("status")).toContainText("Approved");
  return phone;
}

/** The customer's device page, once the store has withdrawn the request for `code` from Zip. */
export async function expectNothingWaitingOnZip(context: BrowserContext, code: string) {
  const phone = await context.newPage();
  await expect
    .poll(async () => {
      await phone.goto(`/sandbox/zip/device?code=${code}`);
      return phone.getByRole("main").textContent();
    })
    .toContain(`Nothing is waiting for code ${code}`);
}
