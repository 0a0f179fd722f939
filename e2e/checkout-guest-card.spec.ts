import { expect, test } from "@playwright/test";
import {
  at,
  cartThenCheckout,
  chooseFirstDate,
  dollarsOf,
  fillCard,
  fillGuestDetails,
  placeOrder,
  stockedProducts,
} from "./checkout-kit";

const shots = "test-results/checkout-screens";

test("a guest checks out by card: suburb, date, a paid service, a deposit, the confirmation and the mail", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(request, "category=kitchen/dishwashers", 1);
  if (!product) throw new Error("no product");
  await cartThenCheckout(page, [product.sku]);
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "checkout");
  await expect(page.getByRole("link", { name: /Continue Shopping/ })).toBeVisible();
  // The checkout event went to the tag-manager layer
  const checkoutEvents = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "checkout"),
  );
  expect(checkoutEvents).toHaveLength(1);

  await fillGuestDetails(page);
  await chooseFirstDate(page);
  const services = page.getByRole("group", { name: "Delivery services" });
  const total = page.getByTestId("checkout-order-total");
  if (await services.isVisible()) {
    const before = dollarsOf(await total.innerText());
    const paid = services.locator("label").filter({ hasText: /\$\d/ }).first();
    if ((await paid.count()) > 0) {
      await paid.click();
      await expect.poll(async () => dollarsOf(await total.innerText())).toBeGreaterThan(before);
    }
  }
  await page.screenshot({ path: `${shots}/checkout-desktop.png`, fullPage: true });

  // A deposit of half the total: paid now and remaining add up
  const orderTotal = dollarsOf(await total.innerText());
  const half = Math.round(orderTotal * 50) / 100;
  await page.getByLabel("Deposit amount ($)").fill(String(half));
  await expect(page.getByTestId("checkout-deposit-now")).toBeVisible();
  const remaining = dollarsOf(await page.getByTestId("checkout-remaining").innerText());
  expect(Math.round((half + remaining) * 100)).toBe(Math.round(orderTotal * 100));

  await fillCard(page);
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const reference = await page.getByTestId("order-reference").innerText();
  expect(dollarsOf(await page.getByTestId("order-paid").innerText())).toBe(half);
  expect(dollarsOf(await page.getByTestId("order-remaining").innerText())).toBe(remaining);
  await expect(page.getByText(/Delivery date:/)).toBeVisible();
  // The order took the cart
  await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  await page.screenshot({ path: `${shots}/confirmation-desktop.png`, fullPage: true });

  // The purchase event went once, with tax at 10% of revenue, and not again on a reload
  const purchases = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "purchase"),
    );
  const [purchase] = (await purchases()) as {
    ecommerce: {
      currencyCode: string;
      purchase: { actionField: { id: string; revenue: number; tax: number } };
    };
  }[];
  expect(purchase?.ecommerce.currencyCode).toBe("AUD");
  expect(purchase?.ecommerce.purchase.actionField.id).toBe(reference);
  expect(purchase?.ecommerce.purchase.actionField.tax).toBeCloseTo(
    (purchase?.ecommerce.purchase.actionField.revenue ?? 0) / 10,
    1,
  );
  await page.reload();
  expect(await purchases()).toHaveLength(0);

  // The order mail is in the dev mailbox
  const mailbox = await request.get(at("/dev/mailbox"));
  expect(await mailbox.text()).toContain("guest.buyer@example.com");
  expect(await mailbox.text()).toContain(reference);
});
