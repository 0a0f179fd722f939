import { expect, test } from "@playwright/test";
import { deliveryGroup, pickLocality, stockedProducts } from "./checkout-kit";
import { port } from "./e2e-port";

test("the NZ brand's address: one suburb-and-postcode field, no state, NZD", async ({ page, request }) => {
  test.setTimeout(90_000);
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  if (!product) throw new Error("no product");
  await page.goto(`http://aol-nz.localhost:${port}/cart`);
  await page.evaluate(async (sku) => {
    await fetch("/api/cart/product/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
  }, product.sku);
  await page.goto(`http://aol-nz.localhost:${port}/customer/checkout`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const delivery = deliveryGroup(page);
  await expect(page.getByRole("combobox", { name: "Suburb and postcode" })).toBeVisible();
  await expect(delivery.getByLabel("State")).toHaveCount(0);
  await expect(delivery.getByLabel("Postcode", { exact: true })).toHaveCount(0);
  await pickLocality(page, "Suburb and postcode", "Ponsonby", /Ponsonby/);
  await expect(page.getByRole("group", { name: "Delivery date" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Chosen: Ponsonby/)).toBeVisible();
  await expect(page.getByTestId("checkout-order-total")).toContainText("$");
  await page.screenshot({ path: "test-results/checkout-screens/nz.png", fullPage: true });
});
