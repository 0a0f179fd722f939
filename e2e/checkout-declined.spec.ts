import { expect, test } from "@playwright/test";
import { fillCard, guestReadyToPay, placeOrder, testCards } from "./checkout-kit";

test("a declined card says so with the support number, and the shopper can try another card", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await guestReadyToPay(
    page,
    request,
    "category=laundry/washing-machines",
    "declined.buyer@example.com",
    testCards.declined,
  );
  await placeOrder(page).click();
  const message = page
    .getByRole("alert")
    .filter({
      hasText:
        /Sorry there has been a problem with your payment\. .* kindly contact a member of our team on [\d ]+\./,
    })
    .first();
  await expect(message).toBeVisible({ timeout: 30_000 });
  // The global message stays until closed
  await expect(page.locator(".global-message-bar, [data-global-message]").first()).toBeVisible();
  await page.screenshot({ path: "test-results/checkout-screens/declined.png", fullPage: true });
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  // A wrong card number is caught in the browser with the card's own message, nothing sent
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await placeOrder(page).click();
  await expect(page.getByText("Please check your card number.").first()).toBeVisible();
  await fillCard(page, testCards.approved);
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
});
