import { type Browser, expect, type Page, test } from "@playwright/test";
import { cartThenCheckout, pickLocality, stockedProducts } from "./checkout-kit";
import { whenHydrated } from "./page-kit";

// Staff change the delivery settings (ADR 033) and a shopper's checkout calendar shows it. Each test uses a
// zone no other journey delivers to (Hobart, Darwin), so journeys running at the same time never meet.
const shots = "test-results/delivery-admin-screens";

/** Signs in through the login page the settings send a signed-out visitor to, and comes back. */
async function staffOnSettings(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/staff/delivery");
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fstaff%2Fdelivery$/);
  await page.getByLabel("Email", { exact: true }).fill("staff@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/staff\/delivery$/);
  await expect(page.getByRole("heading", { level: 1, name: "Delivery settings" })).toBeVisible();
  return page;
}

/** A shopper at the checkout with a dishwasher (over $99: weekdays free) in the cart. */
async function shopperAtCheckout(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const [product] = await stockedProducts(context.request, "category=kitchen/dishwashers", 1);
  if (!product) throw new Error("no stocked dishwasher");
  await cartThenCheckout(page, [product.sku]);
  return page;
}

const calendarOf = (page: Page) => page.getByRole("group", { name: "Delivery date" });

/** Picks the delivery locality, which asks for a fresh calendar; answers the open days' spoken names. */
async function calendarFor(page: Page, place: string, option: RegExp): Promise<string[]> {
  await pickLocality(page, "Delivery suburb or postcode", place, option);
  const calendar = calendarOf(page);
  await expect(calendar).toBeVisible({ timeout: 15_000 });
  await expect(calendar.locator("input:not([disabled])").first()).toBeAttached();
  return calendar
    .locator("input:not([disabled])")
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("aria-label") ?? ""));
}

/** Reloads the checkout and waits until it has restored `locality`, so typing is not overwritten by the restore. */
async function reloadCheckout(page: Page, locality: string) {
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Delivery suburb or postcode", exact: true })).toHaveValue(
    locality,
  );
}

/** 'Thursday 26 November 2026, FREE' -> 'Thursday 26 November 2026'. */
const dayOf = (label: string) => label.split(", ")[0] ?? "";

/** yyyy-mm-dd of a spoken day, as a date field takes it. */
function isoOfSpoken(spoken: string): string {
  const [, day, month, year] = spoken.split(" ");
  const monthIndex = new Date(`${month} 1, 2000`).getMonth() + 1;
  return `${year}-${String(monthIndex).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

test("staff raise Hobart's Saturday surcharge and close a day; the shopper's calendar shows both", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await shopperAtCheckout(browser);
  const before = await calendarFor(shopper, "Hobart", /^Hobart, TAS 7000$/);
  const first = dayOf(before[0] ?? "");
  expect(before[0]).toMatch(/, FREE$/);
  expect(before.filter((label) => label.startsWith("Saturday"))).not.toHaveLength(0);
  for (const saturday of before.filter((label) => label.startsWith("Saturday")))
    expect(saturday).toMatch(/, \$20$/);

  const staff = await staffOnSettings(browser);
  // The zone: a dialog, typed in dollars, keyboard only to save
  await staff.getByLabel("Show zones in").selectOption("AU-TAS");
  await staff.getByRole("button", { name: "Edit Hobart metro" }).click();
  const dialog = staff.getByRole("dialog", { name: "Edit Hobart metro" });
  await expect(dialog.getByLabel("Weekday price ($)")).toBeFocused();
  const surcharge = dialog.getByLabel("Saturday surcharge ($)");
  await surcharge.fill("forty");
  await surcharge.press("Enter");
  await expect(
    dialog.getByText("Saturday surcharge: type an amount in dollars, such as 29 or 29.50"),
  ).toBeVisible();
  await expect(surcharge).toHaveAttribute("aria-invalid", "true");
  await surcharge.fill("45");
  await surcharge.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole("status").filter({ hasText: "Saved Hobart metro." })).toBeVisible();
  await expect(staff.getByRole("row", { name: /Hobart metro/ })).toContainText("+$45");
  await staff.screenshot({ path: `${shots}/settings-desktop.png`, fullPage: true });

  // The day: closed for every zone of Tasmania
  const days = staff.locator("#days");
  await days.getByLabel("State or region").selectOption("AU-TAS");
  await days.getByRole("button", { name: "Show days" }).click();
  await expect(staff).toHaveURL(/region=AU-TAS/);
  await expect(days.getByRole("heading", { name: "Public holidays in Tasmania" })).toBeVisible();
  const form = days.getByRole("form", { name: "Close or open a day in Tasmania" });
  await form.getByLabel("Day", { exact: true }).fill(isoOfSpoken(first));
  await expect(form.getByLabel("Where")).toHaveValue("");
  await form.getByRole("radio", { name: "Closed: no deliveries" }).check();
  await form.getByLabel("Note (optional)").fill("Stocktake");
  await form.getByRole("button", { name: "Save day" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "is closed in Tasmania." })).toBeVisible();
  await expect(days.getByRole("listitem").filter({ hasText: "Stocktake" })).toContainText(
    "closed in all of Tasmania",
  );
  const record = staff.locator("#changes");
  await expect(record).toContainText("Hobart metro: Saturday surcharge $20 → $45");
  await expect(record).toContainText("in AU-TAS (Stocktake)");
  await expect(record).toContainText("by Sam Staff <staff@example.com>");

  // The shopper asks again (a new address lookup): the day is gone, Saturdays cost the new surcharge
  await reloadCheckout(shopper, "Hobart, TAS 7000");
  const after = await calendarFor(shopper, "Hobart", /^Hobart, TAS 7000$/);
  expect(after.map(dayOf)).not.toContain(first);
  await expect(calendarOf(shopper).getByRole("radio", { name: `${first}, not available` })).toBeDisabled();
  const saturdays = after.filter((label) => label.startsWith("Saturday"));
  expect(saturdays).not.toHaveLength(0);
  for (const saturday of saturdays) expect(saturday).toMatch(/, \$45$/);
  await shopper.screenshot({ path: `${shots}/checkout-after-desktop.png`, fullPage: true });

  // Staff take the day back; the shopper can have it again
  await days
    .getByRole("button", { name: /^Remove the change to / })
    .first()
    .click();
  await expect(staff.getByRole("status").filter({ hasText: "Removed the change to" })).toBeVisible();
  await reloadCheckout(shopper, "Hobart, TAS 7000");
  const restored = await calendarFor(shopper, "Hobart", /^Hobart, TAS 7000$/);
  expect(restored.map(dayOf)).toContain(first);
});

test("at phone width, staff set a Darwin day's deliveries to none and the shopper's calendar drops it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = { width: 390, height: 844 };
  const shopper = await shopperAtCheckout(browser, phone);
  const before = await calendarFor(shopper, "Darwin", /^Darwin, NT 0800$/);
  const first = dayOf(before[0] ?? "");

  const staff = await staffOnSettings(browser, phone);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await staff.getByRole("link", { name: "Capacity" }).click();
  const capacity = staff.locator("#capacity");
  await capacity.getByLabel("Zone").selectOption({ label: "Darwin metro" });
  await capacity.getByRole("button", { name: "Show capacity" }).click();
  await expect(capacity.getByRole("table")).toHaveAccessibleName(
    /^Darwin metro: 40 deliveries a day unless set$/,
  );
  const form = capacity.getByRole("form", { name: "Set a day's deliveries for Darwin metro" });
  await form.getByLabel("Day", { exact: true }).fill(isoOfSpoken(first));
  await form.getByLabel("Deliveries", { exact: true }).fill("-1");
  await form.getByRole("button", { name: "Save deliveries" }).click();
  await expect(form.getByText("slots is a whole number from 0 to 1000")).toBeVisible();
  await form.getByLabel("Deliveries", { exact: true }).fill("0");
  await form.getByRole("button", { name: "Save deliveries" }).click();
  await expect(
    staff.getByRole("status").filter({ hasText: "Darwin metro takes 0 deliveries on" }),
  ).toBeVisible();
  await expect(capacity.getByRole("row").filter({ hasText: "set for the day" })).toHaveCount(1);
  await staff.screenshot({ path: `${shots}/settings-390.png`, fullPage: true });
  await staff.getByRole("button", { name: "Edit Darwin metro" }).click();
  await staff.screenshot({ path: `${shots}/zone-dialog-390.png` });
  await staff.keyboard.press("Escape");
  await expect(staff.getByRole("dialog")).toBeHidden();
  await expect(staff.getByRole("button", { name: "Edit Darwin metro" })).toBeFocused();

  await reloadCheckout(shopper, "Darwin, NT 0800");
  const after = await calendarFor(shopper, "Darwin", /^Darwin, NT 0800$/);
  expect(after.map(dayOf)).not.toContain(first);
  await shopper.screenshot({ path: `${shots}/checkout-after-390.png`, fullPage: true });
});
