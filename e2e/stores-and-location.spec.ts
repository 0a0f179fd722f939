import { expect, type Page, test } from "@playwright/test";

import { port } from "./e2e-port";

async function chooseLocation(page: Page, postcode: string, option: RegExp) {
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Delivery: Set postcode" }).click();
  const input = page.getByRole("combobox", { name: "Delivery Postcode" });
  await expect(input).toHaveAttribute("placeholder", "Enter delivery Postcode");
  await input.pressSequentially(postcode, { delay: 40 });
  await page.getByRole("option", { name: option }).click();
}

test.describe("delivery location", () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("choosing a postcode with the typeahead shows it in the header and keeps it", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Delivery: Set postcode" })).toBeVisible();
    await chooseLocation(page, "2026", /^Bondi Beach, NSW 2026$/);
    await expect(header.getByRole("button", { name: /^Deliver to Bondi Beach 2026/ })).toContainText(
      "Bondi Beach 2026",
    );
    // With no store chosen, the nearest one becomes the header's store
    await expect(header.getByRole("button", { name: /^Your store: / })).toBeVisible();

    await page.reload();
    await expect(header.getByRole("button", { name: /^Deliver to Bondi Beach 2026/ })).toBeVisible();
  });

  test("the typeahead is keyboard friendly and explains when nothing matches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Delivery: Set postcode" }).click();
    const input = page.getByRole("combobox", { name: "Delivery Postcode" });
    await input.pressSequentially("zzzz", { delay: 30 });
    await expect(page.getByText("No Results Found", { exact: true })).toBeVisible();
    await expect(page.getByText("*We can't ship to your location")).toBeVisible();

    await input.fill("");
    await input.pressSequentially("3121", { delay: 30 });
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await input.press("ArrowDown");
    const first = page.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    const label = (await first.textContent()) ?? "";
    await input.press("Enter");
    const [suburb = ""] = label.split(",");
    await expect(page.getByRole("banner").getByRole("button", { name: /^Deliver to/ })).toContainText(suburb);
  });
});

test.describe("stores", () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("changing store from /stores updates the header's store without a reload", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 1, name: "Our stores" })).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    const richmond = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Richmond" }) });
    await expect(
      richmond.getByText(/^(Open today until .+|Closed today|By appointment only)$/),
    ).toBeVisible();
    await richmond.getByRole("button", { name: "Make this my store" }).click();

    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Your store: Richmond" })).toBeVisible();
    await expect(richmond.getByText("Your store")).toBeVisible();
    await expect(page.getByText("Richmond is now your store.")).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);

    await header.getByRole("button", { name: "Your store: Richmond" }).click();
    const dropdown = page.getByRole("region", { name: "Your Store" });
    await expect(dropdown.getByRole("heading", { name: "Your Store" })).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "View Virtual Tour" })).toHaveAttribute(
      "href",
      "/virtual-tour/richmond",
    );
    await expect(dropdown.getByRole("link", { name: "Change Store" })).toHaveAttribute("href", "/stores");
    await expect(
      dropdown
        .getByRole("link")
        .filter({ hasText: /Masterclass|Induction|Barbecue/ })
        .first(),
    ).toBeVisible();
    await dropdown.getByRole("link", { name: "View Store Details" }).click();
    await expect(page).toHaveURL(/\/stores\/richmond$/);
  });

  test("the list is nearest first once a location is set, and filters by state", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByText("Set your delivery location to see the nearest stores first.")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Change delivery location" }).click();
    await page
      .getByRole("main")
      .getByRole("combobox", { name: "Delivery Postcode" })
      .pressSequentially("2026");
    await page.getByRole("option", { name: /^Bondi Beach, NSW 2026$/ }).click();
    await expect(page.getByText("Stores are sorted by distance from your delivery location.")).toBeVisible();
    const names = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(names.first()).toHaveText("Woollahra Design Studio");
    await expect(
      page
        .getByRole("main")
        .getByText(/km away/)
        .first(),
    ).toBeVisible();

    await page.getByLabel("State").selectOption("VIC");
    await expect(page).toHaveURL(/state=VIC/);
    await expect(page.getByRole("status").filter({ hasText: "stores in VIC" })).toHaveText("3 stores in VIC");
    await expect(names).toHaveCount(3);
  });

  test("a store page shows opening times, contact details, a map link and cooking demos", async ({
    page,
  }) => {
    await page.goto("/stores/engine-room");
    await expect(page.getByRole("heading", { level: 1, name: "Engine Room" })).toBeVisible();
    const hours = page.getByRole("table", { name: "Opening hours" });
    const rows = hours.getByRole("row");
    await expect(rows).toHaveCount(8);
    await expect(rows.nth(1)).toContainText("Monday");
    await expect(rows.nth(7)).toContainText("Sunday");
    await expect(hours).toContainText(/\d{1,2}(:\d{2})?(am|pm) – \d{1,2}(:\d{2})?(am|pm)/);
    await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "02 9310 4400" })).toHaveAttribute("href", "tel:0293104400");
    await expect(page.getByRole("link", { name: /engine-room@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: /View on map/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d/,
    );

    await page.getByRole("link", { name: "Steam Oven Masterclass" }).click();
    await expect(page).toHaveURL(/\/cooking-demo\/steam-oven-masterclass-engine-room$/);
    await expect(page.getByRole("heading", { level: 1, name: "Steam Oven Masterclass" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/\d{1,2}(:\d{2})?(am|pm) – \d{1,2}(:\d{2})?(am|pm)/);
    await expect(page.getByRole("main").getByRole("link", { name: "Engine Room" })).toHaveAttribute(
      "href",
      "/stores/engine-room",
    );
  });

  test("an unknown store is the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/stores/no-such-store");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/can.t find|not found/i);
  });

  test("printing shows the logo and 'Your store: {name}' at the top", async ({ page }) => {
    await page.goto("/stores/artarmon");
    await page.getByRole("button", { name: "Make this my store" }).click();
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Your store: Artarmon" }),
    ).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByText("Your store: Artarmon", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.locator(".site-header__print-logo")).toBeVisible();
  });
});

test.describe("store and location on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the drawer sets the location and shows the nearest store with its name as the heading", async ({
    page,
  }) => {
    await page.goto(`http://aol.localhost:${port}/`);
    await page.getByRole("button", { name: "Menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Change delivery location" }).tap();
    await drawer.getByRole("combobox", { name: "Delivery Postcode" }).pressSequentially("3121");
    await drawer.getByRole("option").first().tap();
    await expect(drawer.getByText(/Delivering to/)).toBeVisible();
    await drawer.getByRole("button", { name: "Your store" }).tap();
    const storeView = page.getByRole("dialog", { name: "Your store" });
    await expect(storeView.getByRole("heading", { level: 2, name: "Richmond" })).toBeVisible();
    await expect(storeView.getByRole("link", { name: "View Store Details" })).toHaveAttribute(
      "href",
      "/stores/richmond",
    );
  });
});
