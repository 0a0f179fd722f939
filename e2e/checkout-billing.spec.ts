import { expect, test } from "@playwright/test";
import { guestReadyToPay, pickLocality, placeOrder } from "./checkout-kit";

test("a different billing address is asked for, checked and kept; the same one is not", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await guestReadyToPay(page, request, "category=kitchen/ovens", "billing.buyer@example.com");
  const same = page.getByRole("checkbox", { name: "Billing address is the same as delivery" });
  await expect(same).toBeChecked();
  await expect(page.getByRole("group", { name: "Billing address" })).toHaveCount(0);
  await same.uncheck();
  const billing = page.getByRole("group", { name: "Billing address" });
  await expect(billing).toBeVisible();
  await placeOrder(page).click();
  await expect(billing.getByText("Please enter a first name (max 20 characters)")).toBeVisible();
  await expect(
    page.getByText("There has been an error. Please check below to see what fields are invalid.").first(),
  ).toBeVisible();
  await billing.getByLabel("First name").fill("Alex");
  await billing.getByLabel("Last name").fill("Payer");
  await billing.getByLabel("Street address").fill("PO Box 12");
  await pickLocality(page, "Suburb or postcode", "Parramatta", /Parramatta, NSW 2150/);
  await placeOrder(page).click();
  await expect(billing.getByText("We don't deliver to PO Boxes")).toBeVisible();
  await billing.getByLabel("Street address").fill("9 Church Street");
  // Ticking it again hides the group: billing goes as null
  await same.check();
  await expect(billing).toHaveCount(0);
  await same.uncheck();
  await expect(page.getByRole("group", { name: "Billing address" }).getByLabel("First name")).toHaveValue(
    "Alex",
  );
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
});
