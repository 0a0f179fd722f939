import { expect, test } from "@playwright/test";
import {
  cartThenCheckout,
  chooseFirstDate,
  dollarsOf,
  fillGuestDetails,
  stockedProducts,
} from "./checkout-kit";

test("a coupon applied at checkout resets the deposit and lowers the total", async ({ page, request }) => {
  test.setTimeout(90_000);
  const [product] = await stockedProducts(request, "category=kitchen/dishwashers", 1);
  if (!product) throw new Error("no product");
  await cartThenCheckout(page, [product.sku]);
  await fillGuestDetails(page, "coupon.buyer@example.com");
  await chooseFirstDate(page);
  const total = page.getByTestId("checkout-order-total");
  const before = dollarsOf(await total.innerText());
  const deposit = page.getByLabel("Deposit amount ($)");
  // Too small, then too big, then right
  await deposit.fill("1");
  await expect(page.getByText(/The deposit is at least 30% of the order total/)).toBeVisible();
  await deposit.fill(String(before + 1));
  await expect(page.getByText("The deposit must be less than the order total.")).toBeVisible();
  await deposit.fill(String(Math.ceil(before * 0.5)));
  await expect(page.getByTestId("checkout-deposit-now")).toBeVisible();

  await page.getByLabel("Coupon code").fill("SAVE10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon SAVE10 applied.")).toBeVisible();
  await expect.poll(async () => dollarsOf(await total.innerText())).toBeLessThan(before);
  await expect(deposit).toHaveValue("");
  await expect(page.getByTestId("checkout-deposit-now")).toHaveCount(0);
});
