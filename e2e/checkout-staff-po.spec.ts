import { expect, type Page, test } from "@playwright/test";
import {
  chooseFirstDate,
  deliveryGroup,
  fillCard,
  pickLocality,
  placeOrder,
  stockedProducts,
} from "./checkout-kit";

const shots = "test-results/checkout-screens";

// staff2: the Zip in store journeys run as staff@ at the same time, and a signed-in user has one cart
async function signInAsStaff(page: Page) {
  await page.goto("/account/login");
  await page.getByRole("textbox", { name: "Email" }).fill("staff2@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await page.getByRole("button", { name: /^Log in$/ }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** The chat button and the order's support line, once the chat has loaded (2 s after the page). */
async function expectChatBesideSupportLine(page: Page) {
  const support = page.getByText(/Questions about your order\?/);
  const chat = page.getByRole("button", { name: "Chat with us" });
  await expect(chat).toBeVisible({ timeout: 10_000 });
  // It sits in the payment panel, in the flow, not floating over the page
  await expect(
    page.getByRole("complementary", { name: "Payment" }).getByRole("button", { name: "Chat with us" }),
  ).toBeVisible();
  const a = await support.boundingBox();
  const b = await chat.boundingBox();
  if (!a || !b) throw new Error("not laid out");
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart).toBe(true);
}

test("staff place an order with the customer's PO number; the confirmation shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(request, "category=laundry", 1);
  if (!product) throw new Error("no product");
  await signInAsStaff(page);
  await page.evaluate(async (sku) => {
    await fetch("/api/cart/product/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
  }, product.sku);
  await page.goto("/customer/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  await page.getByRole("textbox", { name: "Email" }).fill("business.buyer@example.com");
  await page.getByLabel("Phone").fill("0298765432");
  const delivery = deliveryGroup(page);
  await delivery.getByLabel("First name").fill("Taylor");
  await delivery.getByLabel("Last name").fill("Trade");
  await delivery.getByLabel("Street address").fill("5 Macquarie Street");
  await pickLocality(page, "Delivery suburb or postcode", "Bondi Beach", /Bondi Beach, NSW 2026/);
  await chooseFirstDate(page);
  const po = page.getByLabel("PO number (optional)");
  await expect(po).toBeVisible();
  // The shared rules: letters, digits, spaces, dashes, brackets and a leading plus only
  await po.fill("PO#2026");
  await fillCard(page);
  await placeOrder(page).click();
  await expect(
    page.getByText("A PO number has at most 40 letters, digits, spaces, dashes or brackets.").first(),
  ).toBeVisible();
  await po.fill("PO-(2026) 17");
  await placeOrder(page).click();

  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId("order-po-number")).toHaveText("PO-(2026) 17");
  await expectChatBesideSupportLine(page);
  await page.screenshot({ path: `${shots}/confirmation-po-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectChatBesideSupportLine(page);
  await page.screenshot({ path: `${shots}/confirmation-po-390.png`, fullPage: true });
});
