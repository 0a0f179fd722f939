import { expect, test } from "@playwright/test";
import { placeOrder, readyToRedirect } from "./checkout-kit";
import { holdRequests } from "./page-kit";

/**
 * Klarna and Humm (issue 16, ADR 042): a guest chooses the method, authorises in Klarna's sandbox widget
 * (approved or refused by the test email) or completes on Humm's sandbox page after the store's signed
 * form post, and comes back to the order, or to the checkout with the spec's message and the provider's
 * reason. Humm's callback reaches the store through the job queue, before or after the shopper.
 */

const shots = "test-results/checkout-screens";

test("Klarna: authorise in Klarna's widget with the approved test email, and the order is placed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 7, /^Klarna$/, "klarna.buyer@example.com");
  await expect(page.getByText("You will be taken to Klarna to approve your payment")).toBeVisible();
  await expect(placeOrder(page)).toHaveText("Place order and continue to Klarna");
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/sandbox\/klarna\/checkout\/KLARNA[0-9A-Z]{20}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Klarna: authorise your payment" })).toBeVisible();
  await expect(page.getByText(/^Pay in 4 interest-free payments of \$/)).toBeVisible();
  const email = page.getByRole("textbox", { name: "Email" });
  // The widget is prefilled with the checkout's email; the shopper gives Klarna's approved test address
  await expect(email).toHaveValue("klarna.buyer@example.com");
  await email.fill("customer+au@klarna.com");
  await page.screenshot({ path: `${shots}/klarna-widget.png`, fullPage: true });
  await page.getByRole("button", { name: /^Authorise \$/ }).click();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText("Paid by Klarna", { exact: true })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "orderConfirmation");
});

test("Klarna at 390 px: the denied test email is refused, and the checkout says so with Klarna's reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await readyToRedirect(page, request, 8, /^Klarna$/, "customer+au+denied@klarna.com");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/klarna\/checkout\//, { timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("customer+au+denied@klarna.com");
  await page.screenshot({ path: `${shots}/klarna-widget-390.png`, fullPage: true });
  // Nothing on the widget is wider than the phone
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: /^Authorise \$/ }).click();

  await expect(page).toHaveURL(/\/customer\/checkout\?status=REFUSED/, { timeout: 30_000 });
  await expect(
    page.getByRole("alert").filter({ hasText: "Sorry there has been a problem with your payment" }).first(),
  ).toBeVisible();
  await expect(
    page.getByText("Klarna could not approve this purchase. Please choose another payment method.").first(),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/klarna-denied-390.png`, fullPage: true });
  await page.screenshot({ path: `${shots}/klarna-denied-390-top.png` });
  await page.getByRole("group", { name: "Payment method" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/klarna-denied-390-payment.png` });
  // What was typed is kept: the shopper can choose another method and place the order again
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("customer+au+denied@klarna.com");
});

test("Humm: the store posts its signed form to Humm, the shopper completes, and the order is placed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 9, /^Humm$/, "humm.buyer@example.com");
  await expect(placeOrder(page)).toHaveText("Place order and continue to Humm");
  await placeOrder(page).click();

  // A form post: Humm's page without the checkout in its address
  await expect(page).toHaveURL(/\/sandbox\/humm\/checkout$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Humm: approve your payment" })).toBeVisible();
  await expect(page.getByText("humm.buyer@example.com")).toBeVisible();
  await page.screenshot({ path: `${shots}/humm-approval.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/humm-approval-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: /^Complete purchase of \$/ }).click();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText("Paid by Humm", { exact: true })).toBeVisible();
});

test("Humm: a declined application comes back to the checkout with Humm's reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 10, /^Humm$/, "humm.declined@example.com");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/humm\/checkout$/, { timeout: 30_000 });
  // The return page (Humm's page type) is held while it confirms, to see it
  const release = await holdRequests(page, "**/api/checkout/hummconfirmation*");
  await page.getByRole("button", { name: /^Decline/ }).click();
  await expect(page).toHaveURL(/\/customer\/payment-return\/humm\?.*x_result=failed/);
  await expect(
    page.getByRole("status").filter({ hasText: "Confirming your payment with Humm" }),
  ).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "humm");
  release();
  await expect(page).toHaveURL(/\/customer\/checkout\?status=REFUSED/, { timeout: 30_000 });
  await expect(
    page.getByText("Humm declined this application. Please choose another payment method.").first(),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/humm-declined.png`, fullPage: true });
});
