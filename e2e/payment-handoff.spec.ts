import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import {
  affordable,
  cartThenCheckout,
  chooseFirstDate,
  fillGuestDetails,
  placeOrder,
  signIn,
} from "./checkout-kit";
import { sidewaysOverflow } from "./page-kit";

/**
 * The QR hand-off (issue 16 'Staff in store', ADR 043): a staff member hands an Afterpay payment to the
 * customer's phone by a QR code; the phone (a second browser at 390 px, its own cookies) opens the link
 * read from the staff screen, pays on Afterpay's sandbox page and is told so; the staff screen shows the
 * order confirmation by itself. Klarna (the widget authorised with Klarna's approved test email) and
 * Humm (the phone posts the store's signed form; Humm's signed answer and callback come back) the same.
 * And the orders desk refunds part of an order paid by a redirect method.
 */

const shots = "test-results/handoff-screens";

// An account no other journey checks out with: one staff member has one cart
const seller = "admin@example.com";

/**
 * A staff member's checkout (on a desktop, or a 390 px phone-sized screen) for a walk-in guest of the
 * `index`th affordable product, paid by `method` on the customer's phone: answers the QR dialog once its code is drawn and it waits for the customer, and
 * the link the code holds. The staff page stays where it is: nobody is sent to the provider from there.
 */
async function staffHandsOff(
  page: Page,
  request: APIRequestContext,
  sale: {
    seller: string;
    index: number;
    email: string;
    method: string;
    viewport?: { width: number; height: number };
  },
) {
  await page.setViewportSize(sale.viewport ?? { width: 1280, height: 900 });
  // The product first: the journeys' identity tokens live 5 s, a signed-in page left idle may lapse
  const sku = await affordable(request, sale.index);
  await signIn(page, sale.seller);
  await cartThenCheckout(page, [sku]);
  await fillGuestDetails(page, sale.email);
  await chooseFirstDate(page);
  await page
    .getByRole("group", { name: "Payment method" })
    .getByRole("radio", { name: new RegExp(`^${sale.method}$`) })
    .check();
  await page.getByRole("checkbox", { name: "Customer pays on their own phone (show a QR code)" }).check();
  await expect(page.getByText(/The customer scans a QR code with their phone/)).toBeVisible();
  await expect(placeOrder(page)).toHaveText("Place order and show QR code");
  await placeOrder(page).click();

  const dialog = page.getByRole("dialog", { name: "Customer pays on their phone" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(
    dialog.getByRole("img", {
      name: new RegExp(`^QR code of the payment link: \\$[\\d,.]+ with ${sale.method}$`),
    }),
  ).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(
    dialog.getByRole("status").filter({ hasText: `Waiting for the customer to pay with ${sale.method}…` }),
  ).toBeVisible();
  const link = (await dialog.getByTestId("handoff-link").innerText()).trim();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  return { dialog, link };
}

/** The customer's own phone: another browser (no shared session) at 390 px. */
async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

test("staff hand Afterpay to the customer's phone by a QR code; the staff screen shows the order when they pay", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const { dialog, link } = await staffHandsOff(page, request, {
    seller,
    index: 11,
    email: "walk.in.phone@example.com",
    method: "Afterpay",
  });
  await expect(dialog.getByTestId("handoff-time-left")).toHaveText(/^(10:00|9:[0-5]\d)$/);
  expect(link).toMatch(/^http:\/\/aol\.localhost:\d+\/pay\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: `${shots}/staff-qr-desktop.png` });

  // The customer's phone opens the link it read from the code
  const phone = await phoneOf(browser);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1, name: "Pay ApplianceLine" })).toBeVisible();
  await expect(phone.getByText("Afterpay", { exact: true })).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${shots}/phone-link-390.png`, fullPage: true });
  await phone.getByRole("button", { name: "Continue to Afterpay" }).click();
  await expect(phone).toHaveURL(/\/sandbox\/afterpay\/checkout\/002\./, { timeout: 30_000 });
  await phone.screenshot({ path: `${shots}/phone-afterpay-390.png`, fullPage: true });
  await phone.getByRole("button", { name: "Confirm" }).click();
  await expect(phone).toHaveURL(/\/pay\/return\/afterpay\?/);
  await expect(phone.getByRole("heading", { level: 1, name: "Payment done" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByRole("main").getByRole("status")).toHaveText(
    /^Paid\. Thank you: order [A-Z]+-\d+ is placed/,
  );
  await phone.screenshot({ path: `${shots}/phone-paid-390.png`, fullPage: true });

  // The staff screen's poll sees the payment and shows the confirmation
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText("Afterpay").first()).toBeVisible();
  await page.screenshot({ path: `${shots}/staff-confirmation-desktop.png`, fullPage: true });

  // The link is used up: opened again, it says the order is paid
  await phone.goto(link);
  await expect(phone.getByText("This order is paid.", { exact: false })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Continue to Afterpay" })).toHaveCount(0);
  await phone.context().close();
});

for (const [method, provider, index, seller] of [
  ["Klarna", "klarna", 17, "staff@example.com"],
  ["Humm", "humm", 18, "staff2@example.com"],
] as const)
  test(`staff hand ${method} to the customer's phone; the phone approves on ${method}'s sandbox page and the staff screen shows the order`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { link } = await staffHandsOff(page, request, {
      seller,
      index,
      email: `walk.in.${provider}@example.com`,
      method,
    });

    const phone = await phoneOf(browser);
    await phone.goto(link);
    await expect(phone.getByRole("heading", { level: 1, name: "Pay ApplianceLine" })).toBeVisible();
    await expect(phone.getByText(method, { exact: true })).toBeVisible();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: `${shots}/phone-link-${provider}-390.png`, fullPage: true });
    await phone.setViewportSize({ width: 1280, height: 900 });
    await phone.screenshot({ path: `${shots}/phone-link-${provider}-1280.png`, fullPage: true });
    await phone.setViewportSize({ width: 390, height: 844 });

    await phone.getByRole("button", { name: `Continue to ${method}` }).click();
    if (method === "Klarna") {
      await expect(phone).toHaveURL(/\/sandbox\/klarna\/checkout\/KLARNA[0-9A-Z]{20}$/, { timeout: 30_000 });
      // The customer gives Klarna's widget the approved test address (the staff typed theirs at the till)
      const email = phone.getByRole("textbox", { name: "Email" });
      await expect(email).toHaveValue(`walk.in.${provider}@example.com`);
      await email.fill("customer+au@klarna.com");
      await phone.screenshot({ path: `${shots}/phone-klarna-widget-390.png`, fullPage: true });
      await phone.getByRole("button", { name: /^Authorise \$/ }).click();
    } else {
      // The phone posted the store's signed form: Humm's page without the payment in its address
      await expect(phone).toHaveURL(/\/sandbox\/humm\/checkout$/, { timeout: 30_000 });
      await expect(phone.getByRole("heading", { name: "Humm: approve your payment" })).toBeVisible();
      await phone.screenshot({ path: `${shots}/phone-humm-page-390.png`, fullPage: true });
      await phone.getByRole("button", { name: /^Complete purchase of \$/ }).click();
    }
    await expect(phone).toHaveURL(new RegExp(`/pay/return/${provider}\\?`));
    await expect(phone.getByRole("heading", { level: 1, name: "Payment done" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(phone.getByRole("main").getByRole("status")).toHaveText(
      /^Paid\. Thank you: order [A-Z]+-\d+ is placed/,
    );
    await phone.screenshot({ path: `${shots}/phone-paid-${provider}-390.png`, fullPage: true });
    await phone.setViewportSize({ width: 1280, height: 900 });
    await phone.screenshot({ path: `${shots}/phone-paid-${provider}-1280.png`, fullPage: true });

    // The staff screen's poll sees the payment and shows the confirmation
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText(`Paid by ${method}`, { exact: true })).toBeVisible();
    await phone.goto(link);
    await expect(phone.getByText("This order is paid.", { exact: false })).toBeVisible();
    await phone.context().close();
  });

test("the staff screen at 390 px shows the code and link; cancelling withdraws the link on the phone", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const { dialog, link } = await staffHandsOff(page, request, {
    seller: "staff2@example.com",
    index: 12,
    email: "walk.in.cancel@example.com",
    method: "PayPal",
    viewport: { width: 390, height: 844 },
  });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/staff-qr-390.png` });

  await dialog.getByRole("button", { name: "Cancel payment" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("alert").first()).toContainText(
    "You cancelled the payment on the customer's phone.",
  );
  await expect(placeOrder(page)).toBeEnabled();

  const phone = await phoneOf(browser);
  await phone.goto(link);
  await expect(
    phone.getByText("The staff member cancelled this payment. Nothing was charged."),
  ).toBeVisible();
  await expect(phone.getByRole("button", { name: /^Continue to/ })).toHaveCount(0);
  await phone.screenshot({ path: `${shots}/phone-cancelled-390.png`, fullPage: true });
  await phone.context().close();
});

test("staff refund part of a PayPal order on the orders desk; PayPal gives it back", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `desk.paypal.${Date.now()}@example.com`;
  await cartThenCheckout(page, [await affordable(request, 13)]);
  await fillGuestDetails(page, email);
  await chooseFirstDate(page);
  await page
    .getByRole("group", { name: "Payment method" })
    .getByRole("radio", { name: /^PayPal$/ })
    .check();
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\/PAYPAL/, { timeout: 30_000 });
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  const reference = (await page.getByTestId("order-reference").innerText()).trim();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await context.newPage();
  await signIn(staff, "staff@example.com");
  await staff.goto(`/staff/orders?q=${encodeURIComponent(email)}`);
  const row = staff.getByRole("row", { name: new RegExp(reference) });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  const payments = staff.getByRole("region", { name: "Payments" });
  await expect(payments.getByText("PayPal").first()).toBeVisible();
  // A redirect payment is captured already: only a refund is offered
  await expect(staff.getByRole("button", { name: /^Capture/ })).toHaveCount(0);
  await expect(staff.getByRole("button", { name: /^Void/ })).toHaveCount(0);

  await staff.getByRole("button", { name: "Refund PayPal" }).click();
  const dialog = staff.getByRole("dialog", { name: "Refund payment" });
  const amount = dialog.getByLabel("Amount in dollars");
  await expect(amount).toBeFocused();
  await amount.fill("25");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(/^Refund \$25 to PayPal for order/)).toBeVisible();
  await staff.screenshot({ path: `${shots}/desk-paypal-refund-dialog-desktop.png` });
  await dialog.getByRole("button", { name: "Refund $25" }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole("status").filter({ hasText: "Refunded $25." })).toBeVisible();
  const status = staff.locator("dt", { hasText: "Payment status" }).locator("xpath=following-sibling::dd");
  await expect(status).toHaveText("Partly paid");
  await expect(payments.getByText("Refunded $25 of")).toBeVisible();
  await expect(payments.getByText("COMPLETED/PARTIALLY_REFUNDED")).toHaveCount(0);
  const record = staff.getByRole("region", { name: "Payment record" });
  await expect(record.getByText("Refund $25 — done")).toBeVisible();
  await staff.screenshot({ path: `${shots}/desk-paypal-refunded-desktop.png`, fullPage: true });

  await staff.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
  await staff.screenshot({ path: `${shots}/desk-paypal-refunded-390.png`, fullPage: true });
  await context.close();
});
