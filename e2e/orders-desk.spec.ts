import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  approveOnZipPhone,
  dollarsOf,
  expectNothingWaitingOnZip,
  guestReadyToPay,
  placeOrder,
} from "./checkout-kit";
import { sidewaysOverflow, whenHydrated } from "./page-kit";

// The orders desk (ADR 038): a guest pays by card, then a staff member signs in, finds the order by the
// guest's email, refunds part of it and sees the new payment status and the recorded action.
const shots = "test-results/orders-desk-screens";

/** A guest's card order placed through the checkout page; answers its reference. */
async function guestOrder(page: Page, request: Parameters<typeof guestReadyToPay>[1], email: string) {
  await guestReadyToPay(page, request, "category=kitchen/dishwashers", email);
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  return (await page.getByTestId("order-reference").innerText()).trim();
}

/** A guest's card order paying half now as a deposit; answers its reference. */
async function guestDepositOrder(page: Page, request: Parameters<typeof guestReadyToPay>[1], email: string) {
  await guestReadyToPay(page, request, "category=kitchen/dishwashers", email);
  const total = dollarsOf(await page.getByTestId("checkout-order-total").innerText());
  await page.getByLabel("Deposit amount ($)").fill(String(Math.ceil(total / 2)));
  await expect(page.getByTestId("checkout-deposit-now")).toBeVisible();
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  return (await page.getByTestId("order-reference").innerText()).trim();
}

/** Signs in through the login page the desk sends a signed-out visitor to, and comes back. */
async function staffOnDesk(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/staff/orders");
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fstaff%2Forders$/);
  await page.getByLabel("Email", { exact: true }).fill("staff@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Orders desk" })).toBeVisible();
  return page;
}

test("staff find a guest's card order and refund part of it; the status and the record show it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `desk.${Date.now()}@example.com`;
  const reference = await guestOrder(page, request, email);

  const staff = await staffOnDesk(browser);
  await staff.getByLabel("Reference or email").fill(email);
  await staff.getByRole("button", { name: "Find orders" }).click();
  await expect(staff.getByRole("status").filter({ hasText: `1 order matching “${email}”` })).toBeVisible();
  const row = staff.getByRole("row", { name: new RegExp(reference) });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await staff.screenshot({ path: `${shots}/list-desktop.png`, fullPage: true });
  await row.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  const status = staff.locator("dt", { hasText: "Payment status" }).locator("xpath=following-sibling::dd");
  await expect(status).toHaveText("Paid");
  await expect(
    staff.getByText("Nothing has been done to these payments since the order was placed."),
  ).toBeVisible();

  // The refund: the dialog asks for dollars, refuses what is not an amount, then confirms
  await staff.getByRole("button", { name: /^Refund Visa ending \d{4}$/ }).click();
  const dialog = staff.getByRole("dialog", { name: "Refund payment" });
  const amount = dialog.getByLabel("Amount in dollars");
  await expect(amount).toBeFocused();
  await amount.fill("ten");
  await amount.press("Enter");
  await expect(dialog.getByText("Amount: type an amount in dollars, such as 29 or 29.50")).toBeVisible();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await amount.fill("10");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(/^Refund \$10 to Visa ending \d{4} for order/)).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Refund $10" });
  await expect(confirm).toBeFocused();
  await staff.screenshot({ path: `${shots}/refund-dialog-desktop.png` });
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(staff.getByRole("status").filter({ hasText: "Refunded $10." })).toBeVisible();
  await expect(status).toHaveText("Partly paid");
  const payments = staff.getByRole("region", { name: "Payments" });
  await expect(payments.getByText("Refunded $10 of")).toBeVisible();
  const record = staff.getByRole("region", { name: "Payment record" });
  await expect(record.getByText("Refund $10 — done")).toBeVisible();
  await expect(record.getByText(/Sydney time by Sam Staff <staff@example\.com>/)).toBeVisible();
  await staff.screenshot({ path: `${shots}/order-desktop.png`, fullPage: true });

  // The list says so too
  await staff.getByRole("link", { name: "All orders" }).click();
  await staff.getByLabel("Reference or email").fill(reference);
  await staff.getByRole("button", { name: "Find orders" }).click();
  await expect(
    staff.getByRole("row", { name: new RegExp(reference) }).getByText("Partly paid"),
  ).toBeVisible();
});

test("at 390 px the desk reads as cards without scrolling sideways; a customer is told it is for staff", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `desk.phone.${Date.now()}@example.com`;
  const reference = await guestOrder(page, request, email);
  const staff = await staffOnDesk(browser, { width: 390, height: 844 });
  await staff.goto(`/staff/orders?q=${encodeURIComponent(email)}`);
  await expect(staff.getByRole("link", { name: reference })).toBeVisible();
  await staff.screenshot({ path: `${shots}/list-390.png`, fullPage: true });
  await staff.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  await staff.screenshot({ path: `${shots}/order-390.png`, fullPage: true });
  expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);

  const customer = await (await browser.newContext()).newPage();
  await customer.goto("/account/login");
  await whenHydrated(customer);
  await customer.getByRole("textbox", { name: "Email" }).fill("customer@example.com");
  await customer.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await customer.getByRole("button", { name: /^Log in$/ }).click();
  await expect(customer).toHaveURL(/\/account$/);
  const answer = await customer.goto(`/staff/orders/${reference}`);
  expect(answer?.status()).toBe(403);
  await expect(customer.getByRole("heading", { name: "The orders desk is for staff" })).toBeVisible();
});

test("staff take a deposit order's balance in cash at the counter; the order reads paid with the change recorded", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `desk.balance.${Date.now()}@example.com`;
  const reference = await guestDepositOrder(page, request, email);

  const staff = await staffOnDesk(browser);
  await staff.goto(`/staff/orders/${reference}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  const status = staff.locator("dt", { hasText: "Payment status" }).locator("xpath=following-sibling::dd");
  await expect(status).toHaveText("Partly paid");
  const due = dollarsOf(
    await staff.locator("dt", { hasText: "Still to pay" }).locator("xpath=following-sibling::dd").innerText(),
  );
  expect(due).toBeGreaterThan(0);

  await staff.getByRole("button", { name: "Take the balance" }).click();
  const dialog = staff.getByRole("dialog", { name: "Take the balance" });
  await expect(dialog.getByLabel("Payment method")).toHaveValue("Cash");
  const tendered = dialog.getByLabel("Cash tendered in dollars");
  await tendered.fill(String(Math.floor(due) - 1));
  await dialog.getByRole("button", { name: "Take the balance" }).click();
  await expect(dialog.getByText(/is less than the amount due/)).toBeVisible();
  await tendered.fill(String(Math.ceil(due) + 20));
  await expect(dialog.getByText(/^Change: \$/)).toBeVisible();
  await staff.screenshot({ path: `${shots}/balance-dialog-desktop.png` });
  await dialog.getByRole("button", { name: "Take the balance" }).click();

  await expect(dialog).toBeHidden();
  await expect(
    staff.getByRole("status").filter({ hasText: /Balance of .* taken\. Paid in cash/ }),
  ).toBeVisible();
  await expect(status).toHaveText("Paid");
  await expect(staff.getByRole("button", { name: "Take the balance" })).toHaveCount(0);
  const payments = staff.getByRole("region", { name: "Payments" });
  await expect(payments.getByText("Balance payment")).toBeVisible();
  const record = staff.getByRole("region", { name: "Payment record" });
  await expect(record.getByText(/^Balance taken in store \$[\d,.]+ — done$/)).toBeVisible();
  await expect(record.getByText(/by Sam Staff <staff@example\.com>/)).toBeVisible();
  await staff.screenshot({ path: `${shots}/balance-taken-desktop.png`, fullPage: true });
});

/** Opens Take the balance on a deposit order and sends it by Zip in store with the customer's code. */
async function zipBalance(staff: Page, reference: string, code: string) {
  await staff.goto(`/staff/orders/${reference}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  await whenHydrated(staff);
  await staff.getByRole("button", { name: "Take the balance" }).click();
  const dialog = staff.getByRole("dialog", { name: "Take the balance" });
  await dialog.getByLabel("Payment method").selectOption("ZipInStore");
  await expect(dialog.getByLabel("Cash tendered in dollars")).toHaveCount(0);
  await dialog.getByLabel("Payment code from the customer's Zip app").fill(code);
  await dialog.getByRole("button", { name: "Take the balance" }).click();
  await expect(dialog.getByText("Waiting for the customer to confirm in their Zip app.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel payment" })).toBeFocused();
  return dialog;
}

test("staff take a deposit's balance by Zip in store; the customer approves on their phone and the desk reads paid", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const reference = await guestDepositOrder(page, request, `desk.zip.${Date.now()}@example.com`);
  const staff = await staffOnDesk(browser);
  const dialog = await zipBalance(staff, reference, "545454");
  await staff.screenshot({ path: `${shots}/balance-zip-waiting-desktop.png` });

  await approveOnZipPhone(staff.context(), "545454");
  // The desk's next poll sees the approval: the dialog closes and the order reads paid
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(
    staff.getByRole("status").filter({ hasText: /Balance of .* taken\. Zip in store\./ }),
  ).toBeVisible();
  const status = staff.locator("dt", { hasText: "Payment status" }).locator("xpath=following-sibling::dd");
  await expect(status).toHaveText("Paid");
  await expect(staff.getByRole("button", { name: "Take the balance" })).toHaveCount(0);
  await expect(
    staff.getByRole("region", { name: "Payments" }).getByText("Zip in store").first(),
  ).toBeVisible();
  await staff.screenshot({ path: `${shots}/balance-zip-taken-desktop.png`, fullPage: true });
});

test("at 390 px staff cancel a Zip balance, then leave the desk while another waits; neither is left with the customer", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const reference = await guestDepositOrder(page, request, `desk.zip.leave.${Date.now()}@example.com`);
  const staff = await staffOnDesk(browser, { width: 390, height: 844 });
  const dialog = await zipBalance(staff, reference, "565656");
  await staff.screenshot({ path: `${shots}/balance-zip-waiting-390.png` });
  await dialog.getByRole("button", { name: "Cancel payment" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The Zip in store payment was cancelled.");
  await expect(dialog.getByLabel("Payment method")).toBeVisible();
  await expectNothingWaitingOnZip(staff.context(), "565656");

  // A new try from the same dialog, then the desk's list by its link: the request is withdrawn
  await dialog.getByLabel("Payment code from the customer's Zip app").fill("575757");
  await dialog.getByRole("button", { name: "Take the balance" }).click();
  await expect(dialog.getByText("Waiting for the customer to confirm in their Zip app.")).toBeVisible();
  await staff.goto("/staff/orders");
  await expect(staff.getByRole("heading", { level: 1, name: "Orders desk" })).toBeVisible();
  await expectNothingWaitingOnZip(staff.context(), "575757");

  await staff.goto(`/staff/orders/${reference}`);
  const status = staff.locator("dt", { hasText: "Payment status" }).locator("xpath=following-sibling::dd");
  await expect(status).toHaveText("Partly paid");
  await expect(staff.getByRole("button", { name: "Take the balance" })).toBeVisible();
});
