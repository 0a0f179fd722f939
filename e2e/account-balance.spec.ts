import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  cartThenCheckout,
  chooseFirstDate,
  dollarsOf,
  fillCard,
  fillGuestDetails,
  placeOrder,
  signIn,
  stockedProducts,
  testCards,
} from "./checkout-kit";

const shots = "test-results/balance-screens";
const password = "a long enough passphrase";

/** A fresh address per run, so the journey never meets an account or an order from an earlier one. */
/** A whole-page picture from the top (a picture taken scrolled down would show the sticky header mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const freshEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A new customer account, signed in on the login page. */
async function newCustomer(page: Page, email: string) {
  await page.goto("/");
  const registered = await page.evaluate(
    async ({ address, password }) => {
      const response = await fetch("/api/account/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: address,
          password,
          firstName: "Bal",
          lastName: "Ance",
          phone: "0298765432",
          clientId: "aol",
        }),
      });
      await fetch("/api/account/logout", { method: "POST" });
      return response.status;
    },
    { address: email, password },
  );
  expect(registered).toBe(201);
  await signIn(page, email, password);
}

/** The signed-in customer checks out one product paying half now; answers the order's reference. */
async function orderWithDeposit(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  if (!product) throw new Error("no stocked oven");
  await cartThenCheckout(page, [product.sku]);
  await fillGuestDetails(page, email);
  await chooseFirstDate(page);
  const total = dollarsOf(await page.getByTestId("checkout-order-total").innerText());
  await page.getByLabel("Deposit amount ($)").fill(String(Math.ceil(total / 2)));
  await expect(page.getByTestId("checkout-deposit-now")).toBeVisible();
  await fillCard(page, testCards.approved);
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  expect(dollarsOf(await page.getByTestId("order-remaining").innerText())).toBeGreaterThan(0);
  return page.getByTestId("order-reference").innerText();
}

/** From My account to the order's page, as a customer finds it. */
async function openOrderFromAccount(page: Page, reference: string) {
  await page.goto("/account");
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
}

test("a customer who paid a deposit pays the balance by card from their account and sees it paid", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail("balance");
  await newCustomer(page, email);
  const reference = await orderWithDeposit(page, request, email);
  await openOrderFromAccount(page, reference);

  const remaining = page.getByTestId("order-remaining");
  const owed = dollarsOf(await remaining.innerText());
  expect(owed).toBeGreaterThan(0);
  await expect(page.getByTestId("order-status")).toHaveText("Placed, part paid");
  const open = page.getByRole("button", { name: /^Pay the balance \(\$[\d,.]+\)$/ });
  await open.click();
  const form = page.getByRole("form", { name: /^Pay the balance of \$/ });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Name on card")).toBeFocused();

  // A mistyped number is caught on its field before anything is sent
  await fillCard(page, "4242 4242 4242 4241", "Bal Ance");
  await form.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(form.getByText("Please check your card number.")).toBeVisible();
  await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Card number")).toBeFocused();
  await shoot(page, "balance-form-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByLabel("Card number").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/balance-form-390-in-view.png` });
  await shoot(page, "balance-form-390");

  await form.getByLabel("Card number").fill(testCards.approved);
  await form.getByRole("button", { name: /^Pay \$/ }).click();
  const paid = page.getByRole("status").filter({ hasText: `We've received` });
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expect(paid).toContainText(reference);
  await expect(paid).toBeFocused();
  await expect.poll(async () => dollarsOf(await remaining.innerText())).toBe(0);
  await expect(page.getByTestId("order-status")).toHaveText("Placed, paid in full");
  await expect(open).toHaveCount(0);
  await page.screenshot({ path: `${shots}/balance-paid-390-in-view.png` });
  await shoot(page, "balance-paid-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "balance-paid-desktop");

  // The receipt is in the mailbox, with the card's last digits only
  await page.goto("/dev/mailbox");
  const row = page
    .getByRole("row")
    .filter({ hasText: `Payment received for your` })
    .filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test("a balance paid with a 3-D Secure card comes back to the account's order, paid", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail("balance-3ds");
  await newCustomer(page, email);
  const reference = await orderWithDeposit(page, request, email);
  await openOrderFromAccount(page, reference);
  await page.getByRole("button", { name: /^Pay the balance/ }).click();
  await fillCard(page, testCards.challenge, "Bal Ance");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  const passwordField = page.getByLabel(/password/i);
  await expect(passwordField).toBeVisible({ timeout: 30_000 });
  await passwordField.fill("password");
  await page
    .getByRole("button", { name: /submit|continue|confirm/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/invoice\/[0-9a-f-]{36}\?payment=PAID$/, { timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "We've received your payment" })).toBeVisible();
  expect(dollarsOf(await page.getByTestId("order-remaining").innerText())).toBe(0);
  await expect(page.getByTestId("order-status")).toHaveText("Placed, paid in full");
  await shoot(page, "balance-3ds-return-desktop");
});
