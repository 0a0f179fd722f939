import { expect, test } from "@playwright/test";
import {
  cartThenCheckout,
  chooseFirstDate,
  deliveryGroup,
  fillCard,
  fillGuestDetails,
  placeOrder,
  stockedProducts,
} from "./checkout-kit";

test("a Miele cart: 35-character address and company, and the Miele terms must be ticked", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(request, "brand=miele", 1);
  if (!product) throw new Error("no Miele product");
  await cartThenCheckout(page, [product.sku]);
  await fillGuestDetails(page, "miele.buyer@example.com");
  await chooseFirstDate(page);
  await fillCard(page);
  const delivery = deliveryGroup(page);
  await delivery.getByLabel("Street address").fill("1234 A Very Long Street Name Avenue West");
  await delivery.getByLabel("Company name (optional)").fill("An Extremely Long Company Name Pty Ltd");
  const terms = page.getByRole("checkbox", { name: /Miele delivery and payment terms/ });
  await expect(terms).toBeVisible();
  await placeOrder(page).click();
  await expect(delivery.getByText("Address cannot be more than 35 characters")).toBeVisible();
  await expect(delivery.getByText("Company Name cannot be more than 35 characters")).toBeVisible();
  await expect(
    page.getByText("Please confirm you have read the Miele delivery and payment terms."),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/checkout-screens/miele.png", fullPage: true });
  await delivery.getByLabel("Street address").fill("1 Campbell Parade");
  await delivery.getByLabel("Company name (optional)").fill("");
  await terms.check();
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
});
