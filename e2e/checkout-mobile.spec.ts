import { expect, test } from "@playwright/test";
import { chooseFirstDate, fillGuestDetails, productAtCheckout } from "./checkout-kit";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the checkout at 390 px: nothing wider than the screen, the calendar fits", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await productAtCheckout(page, request, "category=kitchen/ovens");
  await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
  await fillGuestDetails(page, "small.screen@example.com");
  await chooseFirstDate(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const calendar = await page.getByRole("group", { name: "Delivery date" }).boundingBox();
  expect((calendar?.x ?? 0) + (calendar?.width ?? 999)).toBeLessThanOrEqual(390);
  // The chat button waits in the order summary instead of floating over the fields
  await expect(
    page.getByRole("complementary", { name: "Order summary" }).getByRole("button", { name: "Chat with us" }),
  ).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: "test-results/checkout-screens/checkout-390.png", fullPage: true });
});
