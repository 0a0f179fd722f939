import { expect, type Page, test } from "@playwright/test";
import { placeOrder, readyToRedirect } from "./checkout-kit";
import { holdRequests } from "./page-kit";

/**
 * Afterpay, Zip online, PayPal and PayPal Pay Later (issue 16, ADR 036): a guest chooses the method,
 * is sent to the provider's sandbox page, approves (or cancels) there, comes back to the store's return
 * page, which confirms the payment and shows the order, or the checkout with the spec's message.
 */

const shots = "test-results/checkout-screens";

/** Holds the store's confirmation call until `release` is called, to see the page while it confirms. */
function holdConfirmation(page: Page, provider: string) {
  return holdRequests(page, `**/api/checkout/${provider}confirmation*`);
}

test("Afterpay: approve on Afterpay's page, the return confirms and shows the order", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 0, /^Afterpay$/, "afterpay.buyer@example.com");
  await expect(page.getByText("You will be taken to Afterpay to approve your payment")).toBeVisible();
  await expect(placeOrder(page)).toHaveText("Place order and continue to Afterpay");
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/sandbox\/afterpay\/checkout\/002\./, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Afterpay: approve your payment" })).toBeVisible();
  await expect(page.getByText("afterpay.buyer@example.com")).toBeVisible();
  await page.screenshot({ path: `${shots}/afterpay-approval.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/afterpay-approval-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  const release = await holdConfirmation(page, "afterpay");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(
    /\/customer\/payment-return\/afterpay\?orderToken=002\.[0-9A-Z]+&status=SUCCESS/,
  );
  await expect(
    page.getByRole("status").filter({ hasText: "Confirming your payment with Afterpay" }),
  ).toBeVisible();
  const returnUrl = page.url();
  await page.screenshot({ path: `${shots}/payment-return.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/payment-return-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  release();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText("Paid by Afterpay", { exact: true })).toBeVisible();
  const confirmation = page.url();
  // The return's address opened again (a reload, a bookmark): the same order, nothing taken twice
  await page.unroute("**/api/checkout/afterpayconfirmation*");
  await page.goto(returnUrl);
  await expect(page).toHaveURL(confirmation, { timeout: 30_000 });
  await expect(page.getByText("Paid by Afterpay", { exact: true })).toBeVisible();
});

test("Afterpay: cancelling on Afterpay's page brings the checkout back with 'You've cancelled your payment.'", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 1, /^Afterpay$/, "afterpay.cancel@example.com");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/afterpay\/checkout\//, { timeout: 30_000 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/customer\/checkout\?status=CANCELLED/, { timeout: 30_000 });
  await expect(
    page.getByRole("alert").filter({ hasText: "You've cancelled your payment." }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/afterpay-cancelled.png`, fullPage: true });
  // What was typed is kept; the order can be placed again
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("afterpay.cancel@example.com");
});

test("Zip: the store posts the checkout to Zip's page; approve, and the order is placed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 2, /^Zip$/, "zip.buyer@example.com");
  await placeOrder(page).click();
  // A form post: the address is Zip's checkout page without the id in it
  await expect(page).toHaveURL(/\/sandbox\/zip-online\/checkout$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Zip: approve your payment" })).toBeVisible();
  await page.screenshot({ path: `${shots}/zip-approval.png`, fullPage: true });
  await page.getByRole("button", { name: /^Approve/ }).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("Zip: a declined application comes back to the checkout with Zip's reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 3, /^Zip$/, "zip.declined@example.com");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/zip-online\/checkout$/, { timeout: 30_000 });
  await page.getByRole("button", { name: /^Decline/ }).click();
  await expect(page).toHaveURL(/\/customer\/checkout\?status=REFUSED/, { timeout: 30_000 });
  await expect(
    page.getByText("Zip declined this application. Please choose another payment method.").first(),
  ).toBeVisible();
});

for (const [index, label, product] of [
  [4, /^PayPal$/, "PayPal"],
  [5, /^PayPal Pay Later$/, "PayPal Pay Later: 4 interest-free payments"],
] as const)
  test(`${label.source.replace(/[\^$]/g, "")}: pay on PayPal's page, captured on return`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await readyToRedirect(page, request, index, label, `paypal.buyer${index}@example.com`);
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\/PAYPAL/, { timeout: 30_000 });
    await expect(page.getByText(product, { exact: true })).toBeVisible();
    if (index === 4) {
      await page.screenshot({ path: `${shots}/paypal-approval.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/paypal-approval-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });

test("PayPal: 'Cancel and return to store' says 'The transaction was canceled.'", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 6, /^PayPal$/, "paypal.cancel@example.com");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\//, { timeout: 30_000 });
  await page.getByRole("button", { name: "Cancel and return to store" }).click();
  await expect(page).toHaveURL(/\/customer\/checkout\?status=CANCELED/, { timeout: 30_000 });
  await expect(
    page.getByRole("alert").filter({ hasText: "The transaction was canceled." }).first(),
  ).toBeVisible();
});

test("PayPal Pay Later: 'Cancel and return to store' says 'The transaction was canceled.' and the order can be paid again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyToRedirect(page, request, 14, /^PayPal Pay Later$/, "paypal.bnpl.cancel@example.com");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\//, { timeout: 30_000 });
  await expect(page.getByText("PayPal Pay Later: 4 interest-free payments", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel and return to store" }).click();
  await expect(page).toHaveURL(/\/customer\/checkout\?status=CANCELED/, { timeout: 30_000 });
  await expect(
    page.getByRole("alert").filter({ hasText: "The transaction was canceled." }).first(),
  ).toBeVisible();
  // Nothing was taken: the checkout is back with Pay Later still on offer and the order still to place
  await expect(
    page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /^PayPal Pay Later$/ }),
  ).toBeVisible();
  await expect(placeOrder(page)).toBeEnabled();
});
