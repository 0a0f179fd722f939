import { expect, type Page, test } from "@playwright/test";
import { guestReadyToPay, placeOrder, testCards } from "./checkout-kit";

/** Places the order and answers the sandbox's challenge page with `password` (a screenshot of it first, if named). */
async function answerChallenge(page: Page, password: string, screenshot?: string) {
  await placeOrder(page).click();
  // The page posts the provider's form: the sandbox challenge page asks for the password
  const field = page.getByLabel(/password/i);
  await expect(field).toBeVisible({ timeout: 30_000 });
  if (screenshot) await page.screenshot({ path: screenshot });
  await field.fill(password);
  await page
    .getByRole("button", { name: /submit|continue|confirm/i })
    .first()
    .click();
}

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
  await answerChallenge(page, "password", "test-results/checkout-screens/3ds-challenge.png");
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
  await answerChallenge(page, "wrong");
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
