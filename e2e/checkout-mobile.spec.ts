import { expect, test } from "@playwright/test";
import { addToCartInPage, at, chooseFirstDate, fillGuestDetails, productAtCheckout } from "./checkout-kit";
import { port } from "./e2e-port";
import { sidewaysOverflow, whenHydrated } from "./page-kit";

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
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const calendar = await page.getByRole("group", { name: "Delivery date" }).boundingBox();
  expect((calendar?.x ?? 0) + (calendar?.width ?? 999)).toBeLessThanOrEqual(390);
  // The chat button waits in the order summary instead of floating over the fields
  await expect(
    page.getByRole("complementary", { name: "Order summary" }).getByRole("button", { name: "Chat with us" }),
  ).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: "test-results/checkout-screens/checkout-390.png", fullPage: true });
});

test.describe("in the HomeCare brand, whose type is larger", () => {
  test.use({ baseURL: `http://hc.localhost:${port}` });

  test("the cart and the checkout fit a 390 px screen, and the checkout's total comes first", async ({
    page,
    request,
  }) => {
    // The first kitchen product: its line carries a bonus gift card, the widest a cart line gets
    const listing = (await (await request.get(at("/api/catalogue/listing?category=kitchen"))).json()) as {
      items: { sku: string }[];
    };
    await page.goto("/cart");
    await addToCartInPage(page, listing.items[0]?.sku ?? "");
    await page.goto("/cart");
    await whenHydrated(page);
    await expect(page.getByText(/^Bonus \$\d+ gift card/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: "Checkout" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The summary follows the whole form on a phone: the total and a way to it are above the first field
    const summary = page.getByRole("complementary", { name: "Order summary" });
    const total = await summary.getByTestId("checkout-order-total").textContent();
    const glance = page.getByText(/^1 item · Order total/);
    await expect(glance).toContainText(`Order total ${total}`);
    const glanceBox = await glance.boundingBox();
    const emailBox = await page.getByRole("textbox", { name: "Email" }).boundingBox();
    expect(glanceBox?.y ?? 999).toBeLessThan(emailBox?.y ?? 0);
    await page.getByRole("link", { name: "View order summary" }).click();
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
  });
});
