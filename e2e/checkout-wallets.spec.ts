import { expect, type Page, test } from "@playwright/test";
import { chooseFirstDate, fillCard, fillGuestDetails, placeOrder, productAtCheckout } from "./checkout-kit";

const shots = "test-results/checkout-screens";

/** A guest at the checkout with contact, address and day, paying by `wallet`. */
async function readyWithWallet(
  page: Page,
  request: Parameters<typeof productAtCheckout>[1],
  query: string,
  email: string,
  wallet: "Apple Pay" | "Google Pay",
) {
  await productAtCheckout(page, request, query);
  await fillGuestDetails(page, email);
  await chooseFirstDate(page);
  await page.getByRole("radio", { name: wallet, exact: true }).check();
  // Card details go away with another method (checkout s.4)
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.getByText(`${wallet} opens when you place your order`)).toBeVisible();
}

const sheetOf = (page: Page, wallet: string) => page.getByRole("dialog", { name: `${wallet} (sandbox)` });

test("Google Pay: the sandbox sheet, a card, Pay, and the confirmation", async ({ page, request }) => {
  test.setTimeout(120_000);
  await readyWithWallet(
    page,
    request,
    "category=kitchen/dishwashers",
    "gpay.buyer@example.com",
    "Google Pay",
  );
  await expect(placeOrder(page)).toHaveText("Place order and pay with Google Pay");
  await page.getByRole("heading", { name: "Payment", exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/wallet-choice-desktop.png` });
  await placeOrder(page).click();
  const sheet = sheetOf(page, "Google Pay");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("Sandbox wallet — for testing, no money moves")).toBeVisible();
  await expect(sheet.getByRole("radio", { name: /Visa •••• 4242/ })).toBeChecked();
  await page.screenshot({ path: `${shots}/wallet-sheet-google-desktop.png` });
  await sheet.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  await expect(page.getByText("Google Pay, Visa ending 4242")).toBeVisible();
});

test("Google Pay: Cancel in the sheet leaves the order unplaced; a declined card says so", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyWithWallet(
    page,
    request,
    "category=laundry/washing-machines",
    "gpay.cancel@example.com",
    "Google Pay",
  );
  await placeOrder(page).click();
  const sheet = sheetOf(page, "Google Pay");
  await sheet.getByRole("button", { name: "Cancel" }).click();
  await expect(sheet).toBeHidden();
  await expect(
    page.getByRole("alert").filter({ hasText: "You've cancelled your payment." }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/checkout$/);

  // Again, with the card the sandbox declines
  await placeOrder(page).click();
  await sheet.getByRole("radio", { name: /Visa •••• 9995/ }).check();
  await sheet.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /Sorry there has been a problem with your payment\./ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Not enough balance").first()).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
});

test("Apple Pay (shown in the sandbox in every browser): the merchant is validated, then Pay places the order", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await readyWithWallet(page, request, "category=kitchen/ovens", "applepay.buyer@example.com", "Apple Pay");
  await expect(page.getByText(/Sandbox: Apple Pay is shown in every browser here/)).toBeVisible();
  await page.getByRole("heading", { name: "Payment", exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/wallet-choice-390.png` });
  const validated = page.waitForResponse((r) => r.url().endsWith("/api/checkout/applepay/validate"));
  await placeOrder(page).click();
  expect((await validated).status()).toBe(200);
  const sheet = sheetOf(page, "Apple Pay");
  await expect(sheet.getByRole("radio", { name: /Visa •••• 4242/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/wallet-sheet-apple-390.png` });
  await sheet.getByRole("radio", { name: /Mastercard •••• 4444/ }).check();
  await sheet.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  await expect(page.getByText("Apple Pay, Mastercard ending 4444")).toBeVisible();
});

test("Apple Pay: Cancel in the sheet and a refused card place nothing; the shopper then pays by card", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await readyWithWallet(
    page,
    request,
    "category=kitchen/cooktops",
    "applepay.refused@example.com",
    "Apple Pay",
  );
  await placeOrder(page).click();
  const sheet = sheetOf(page, "Apple Pay");
  await expect(sheet.getByRole("radio", { name: /Visa •••• 4242/ })).toBeVisible();
  await sheet.getByRole("button", { name: "Cancel" }).click();
  await expect(sheet).toBeHidden();
  await expect(
    page.getByRole("alert").filter({ hasText: "You've cancelled your payment." }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/checkout$/);

  // Again, with the card the sandbox refuses: the spec's payment error and the reason, still no order
  await expect(placeOrder(page)).toHaveText("Place order and pay with Apple Pay");
  await placeOrder(page).click();
  await sheet.getByRole("radio", { name: /Visa •••• 0002/ }).check();
  await sheet.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /Sorry there has been a problem with your payment\./ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Refused", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/checkout$/);

  // Another way to pay: the card, on the same checkout, places the order once
  await page.getByRole("radio", { name: "Credit or debit card" }).check();
  await fillCard(page);
  await expect(placeOrder(page)).toBeEnabled();
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
  await expect(page.getByText(/Visa ending 4242/).first()).toBeVisible();
  await expect(page.getByText(/Apple Pay/)).toHaveCount(0);
});
