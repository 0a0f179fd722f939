import { expect, type Page, test } from "@playwright/test";
import {
  chooseFirstDate,
  fillCard,
  fillGuestDetails,
  placeOrder,
  productAtCheckout,
  signIn,
} from "./checkout-kit";

const shots = "test-results/checkout-screens";

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
  // staff2: the Zip in store journeys run as staff at the same time, and a signed-in user has one cart
  await signIn(page, "staff2@example.com");
  await productAtCheckout(page, request, "category=laundry");
  await fillGuestDetails(page, "business.buyer@example.com");
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
