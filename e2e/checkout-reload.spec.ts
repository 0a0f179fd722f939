import { expect, test } from "@playwright/test";
import { chooseFirstDate, fillCard, fillGuestDetails, placeOrder, productAtCheckout } from "./checkout-kit";
import { holdPageScript, holdRequests } from "./page-kit";

test("a reload shows the delivery calendar and the chosen day at once, then asks for the dates again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await productAtCheckout(page, request, "category=kitchen/ovens");
  // A guest is asked for no PO number (only staff are, with the charge account)
  await expect(page.getByLabel(/PO number/)).toHaveCount(0);
  await fillGuestDetails(page, "reload.guest@example.com");
  const chosen = await chooseFirstDate(page);

  // After the reload the lookup is held back: what shows comes from the browser's storage
  let asked = 0;
  const release = await holdRequests(page, "**/api/checkout/avail", () => {
    asked += 1;
  });
  await page.reload();
  const calendar = page.getByRole("group", { name: "Delivery date" });
  await expect(calendar).toBeVisible();
  await expect(page.getByText(`Delivery on ${chosen}`)).toBeVisible();
  await expect(page.getByText("Finding delivery dates…")).toHaveCount(0);
  await expect.poll(() => asked).toBe(1);

  // The fresh answer replaces it in place: the same day stays chosen
  const refreshed = page.waitForResponse("**/api/checkout/avail");
  release();
  await refreshed;
  await expect(calendar).toBeVisible();
  await expect(page.getByText(`Delivery on ${chosen}`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Delivery suburb or postcode" })).toHaveValue(
    "Bondi Beach, NSW 2026",
  );
});

test("a card typed before the page's script has run never leaves the browser, Enter or not (ADR 091)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await productAtCheckout(page, request, "category=kitchen/ovens");
  const release = await holdPageScript(page);
  await page.reload();
  // From here: any request carrying the card's digits, and any navigation away
  const sent: string[] = [];
  page.on("request", (r) => {
    const carriesCard = `${r.url()} ${r.postData() ?? ""}`.replace(/\D/g, "").includes("4242424242");
    if (carriesCard || r.isNavigationRequest()) sent.push(`${r.method()} ${r.url()}`);
  });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await fillCard(page);
  await page.getByLabel("Card number").press("Enter");
  // The server's page cannot place an order: its button waits for the script too
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await expect(page.getByLabel("Card number")).toHaveValue(/4242/);
  expect(sent).toEqual([]);
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  expect(sent).toEqual([]);
});
