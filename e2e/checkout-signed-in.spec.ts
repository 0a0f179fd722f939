import { expect, type Page, test } from "@playwright/test";
import { deliveryGroup, signIn, stockedProducts } from "./checkout-kit";

async function addAndCheckout(page: Page, sku: string) {
  await page.evaluate(async (sku) => {
    await fetch("/api/cart/product/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
  }, sku);
  await page.goto("/customer/checkout");
}

test("a signed-in customer finds their details filled in and the delivery dates looked up", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  if (!product) throw new Error("no product");
  await signIn(page, "customer@example.com");
  await addAndCheckout(page, product.sku);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("customer@example.com");
  await expect(deliveryGroup(page).getByLabel("First name")).not.toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Delivery suburb or postcode" })).not.toHaveValue("");
  await expect(page.getByRole("group", { name: "Delivery date" })).toBeVisible({ timeout: 15_000 });
});

test("a locked customer cannot change their email or phone", async ({ page, request }) => {
  test.setTimeout(90_000);
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  if (!product) throw new Error("no product");
  await signIn(page, "locked@example.com");
  await addAndCheckout(page, product.sku);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("locked@example.com");
  await expect(page.getByRole("textbox", { name: "Email" })).not.toBeEditable();
  await expect(page.getByLabel("Phone")).not.toBeEditable();
});
