import { expect, test } from "@playwright/test";
import { guestReadyToPay, placeOrder, testCards } from "./checkout-kit";

test("a card with 3-D Secure: the sandbox challenge with 'password', then the confirmation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await guestReadyToPay(
    page,
    request,
    "category=kitchen/ovens",
    "secure.buyer@example.com",
    testCards.challenge,
  );
  await placeOrder(page).click();
  // The page posts the provider's form: the sandbox challenge page asks for the password
  const password = page.getByLabel(/password/i);
  await expect(password).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "test-results/checkout-screens/3ds-challenge.png" });
  await password.fill("password");
  await page
    .getByRole("button", { name: /submit|continue|confirm/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("a failed 3-D Secure check comes back to the checkout with the payment message", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await guestReadyToPay(
    page,
    request,
    "category=kitchen/ovens",
    "secure.fail@example.com",
    testCards.challenge,
  );
  await placeOrder(page).click();
  const password = page.getByLabel(/password/i);
  await expect(password).toBeVisible({ timeout: 30_000 });
  await password.fill("wrong");
  await page
    .getByRole("button", { name: /submit|continue|confirm/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/customer\/checkout\?/, { timeout: 30_000 });
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /problem with your payment/ })
      .first(),
  ).toBeVisible();
  // What was typed is still there (the checkout session)
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("secure.fail@example.com");
});
