import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  cartThenCheckout,
  chooseFirstDate,
  fillCard,
  fillGuestDetails,
  placeOrder,
  signIn,
  stockedProducts,
} from "./checkout-kit";

/**
 * Staff sell in store with Zip: the customer approves on their own phone (ADR 035, checkout s.4); and
 * staff give the customer's PO number (ADR 032, checkout s.5).
 */

// One staff member has one cart: these sales are one after another, by an account no other journey uses
test.describe.configure({ mode: "serial" });
const salesperson = "staff2@example.com";

const shots = "test-results/screens";

/** The n-th stocked washing machine that is not a Miele (a Miele cart asks for its terms first). */
async function product(request: APIRequestContext, n: number) {
  const found = (await stockedProducts(request, "category=laundry/washing-machines", 8)).filter(
    (p) => !/miele/i.test(p.title),
  )[n];
  if (!found) throw new Error("too few stocked washing machines");
  return found;
}

async function staffAtCheckout(page: Page, sku: string) {
  await signIn(page, salesperson);
  await cartThenCheckout(page, [sku]);
  await fillGuestDetails(page, "walk.in@example.com");
  await chooseFirstDate(page);
}

async function payByZip(page: Page, code: string) {
  await page.getByRole("radio", { name: /Zip in store/ }).check();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await page.getByLabel("Payment code from the customer's Zip app").fill(code);
  await page.getByRole("button", { name: /^Place order/ }).click();
}

test("staff take Zip in store: the customer approves on their phone and the order is placed", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 0)).sku);
  await payByZip(page, "424242");

  const waiting = page.getByRole("dialog", { name: "Waiting for customer to confirm in their Zip app" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText("Please do not refresh the page");
  await page.screenshot({ path: `${shots}/zip-in-store-waiting.png` });

  // The customer's phone: the sandbox Zip app, on a second page
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 800 });
  await phone.goto("/sandbox/zip");
  await phone.getByLabel("Your Zip code").fill("424242");
  await phone.getByRole("button", { name: "Open my purchases" }).click();
  await expect(phone.getByRole("heading", { name: "Purchases waiting for you" })).toBeVisible();
  await phone.screenshot({ path: `${shots}/zip-sandbox-phone-390.png` });
  await phone.getByRole("button", { name: /^Approve/ }).click();
  await expect(phone.getByRole("status")).toContainText("Approved");

  // The staff page's next poll sees it and shows the confirmation
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("a customer who declines in their app is told to the staff member, and the form is usable again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 1)).sku);
  // Zip's sandbox declines this code by itself after a few seconds
  await payByZip(page, "100002");
  await expect(page.getByRole("dialog", { name: /Waiting for customer/ })).toBeVisible();
  await expect(page.getByRole("alert").first()).toContainText(/available credit is too low/, {
    timeout: 20_000,
  });
  await expect(page.getByRole("dialog", { name: /Waiting for customer/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Place order/ })).toBeEnabled();
});

test("cancelling the wait withdraws the request from the customer's app", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await staffAtCheckout(page, (await product(request, 2)).sku);
  await payByZip(page, "515151");
  const waiting = page.getByRole("dialog", { name: /Waiting for customer/ });
  await expect(waiting).toBeVisible();
  await waiting.getByRole("button", { name: "Cancel payment" }).click();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("alert").first()).toContainText("The transaction was canceled.");

  const phone = await context.newPage();
  await expect
    .poll(async () => {
      await phone.goto("/sandbox/zip/device?code=515151");
      return phone.getByRole("main").textContent();
    })
    .toContain("Nothing is waiting for code 515151");
});

/** The chat button and the order's support line, once the chat has loaded (2 s after the page). */
async function expectChatBesideSupportLine(page: Page) {
  const support = page.getByText(/Questions about your order\?/);
  const chat = page.getByRole("button", { name: "Chat with us" });
  await expect(chat).toBeVisible({ timeout: 10_000 });
  // It sits in the payment panel, in the flow, not floating over the page
  await expect(
    page.getByRole("complementary", { name: "Payment" }).getByRole("button", { name: "Chat with us" }),
  ).toBeVisible();
  const a = await support.boundingBox();
  const b = await chat.boundingBox();
  if (!a || !b) throw new Error("not laid out");
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart).toBe(true);
}

test("staff place an order with the customer's PO number; the confirmation shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await staffAtCheckout(page, (await product(request, 3)).sku);
  const po = page.getByLabel("PO number (optional)");
  await expect(po).toBeVisible();
  // The shared rules: letters, digits, spaces, dashes, brackets and a leading plus only
  await po.fill("PO#2026");
  await fillCard(page);
  await placeOrder(page).click();
  await expect(
    page.getByText("A PO number has at most 40 letters, digits, spaces, dashes or brackets.").first(),
  ).toBeVisible();
  await po.fill("PO-(2026) 17");
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId("order-po-number")).toHaveText("PO-(2026) 17");
  await expectChatBesideSupportLine(page);
  await page.screenshot({ path: `${shots}/confirmation-po-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectChatBesideSupportLine(page);
  await page.screenshot({ path: `${shots}/confirmation-po-390.png`, fullPage: true });
});
