import { expect, type Page, test } from "@playwright/test";

import { port } from "./e2e-port";

const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;

/** Opens the header's search overlay (the aol theme) and returns its input. */
async function openOverlay(page: Page) {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const input = page.getByRole("combobox", { name: "Search products" });
  await expect(input).toBeFocused();
  return input;
}

test("search as you type: suggestions from two characters, arrow keys, Enter and Escape", async ({
  page,
}) => {
  await page.goto("/");
  const input = await openOverlay(page);
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });

  // One character searches nothing; the second brings suggestions
  await input.pressSequentially("f");
  await page.waitForTimeout(600);
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await input.pressSequentially("r");
  await expect(listbox.getByRole("option").first()).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(listbox.getByRole("group", { name: "Products" }).getByRole("option")).toHaveCount(8);
  await expect(listbox.getByRole("group", { name: "Suggestions" })).toContainText("Fridges");

  // Arrow keys move the highlight; Enter opens the highlighted option
  await input.press("ArrowDown");
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  const second = listbox.getByRole("option").nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
  await input.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const target = (await first.getAttribute("href")) ?? "";
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("combobox", { name: "Search products" })).toHaveCount(0);

  // Escape clears and closes the overlay, and focus goes back to the search button
  const again = await openOverlay(page);
  await again.pressSequentially("oven");
  await expect(listbox.getByRole("option").first()).toBeVisible();
  await again.press("Escape");
  await expect(page.getByRole("combobox", { name: "Search products" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();

  // Blank text is never submitted
  const blank = await openOverlay(page);
  const before = page.url();
  await blank.fill("   ");
  await blank.press("Enter");
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);
});

test("'View all products' opens the full results, with the category page's sort and pages", async ({
  page,
}) => {
  await page.goto("/");
  const input = await openOverlay(page);
  await input.pressSequentially("oven");
  const viewAll = page.getByRole("link", { name: /^View all products \(\d+\)$/ });
  await expect(viewAll).toBeVisible();
  await viewAll.click();
  await expect(page).toHaveURL(/\/search\/oven$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “oven”");
  await expect(page.locator("#listing-count")).toContainText(/Showing 1–24 of \d+ products/);
  await expect(page.locator(".product-card")).toHaveCount(24);
  // ADR 088: products found by the words as typed make a page search engines may index
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^\d+ products found for “oven”: compare prices, stock and delivery\.$/,
  );

  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/\/search\/oven\?sort=price-asc/);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("#listing-count")).toContainText(/Showing 25–48 of/);
});

test("a misspelled search shows the corrected results and a way back to the words as typed", async ({
  page,
}) => {
  await page.goto("/");
  const input = await openOverlay(page);
  await input.pressSequentially("fisher paykel frige");
  await expect(page.getByText("Showing results for fisher paykel fridge", { exact: true })).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/fisher%20paykel%20frige$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Search results for “fisher paykel fridge”",
  );
  await expect(page.getByRole("status").filter({ hasText: "Showing results for" })).toContainText(
    "Showing results for fisher paykel fridge. Search instead for fisher paykel frige",
  );
  const titles = await page.locator(".product-card h3").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/^Fisher & Paykel .*Fridge/);
  // Another term's results, and below no results at all, stay out of search engines (ADR 088)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

  // The words as typed find nothing: the no-results page suggests the correction and categories
  await page.getByRole("link", { name: "fisher paykel frige" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No results for “fisher paykel frige”");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(
    page.getByRole("region", { name: "Did you mean" }).getByRole("link", { name: "fridge" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Popular categories" }).getByRole("link").first(),
  ).toBeVisible();
});

test("'bosh' goes to Bosch's appliances, not Bose's earbuds, and its filters count Bosch's products", async ({
  page,
}) => {
  await page.goto("/");
  const input = await openOverlay(page);
  await input.pressSequentially("bosh");
  await expect(page.getByText("Showing results for bosch", { exact: true })).toBeVisible();
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  for (const product of await listbox.getByRole("group", { name: "Products" }).getByRole("option").all())
    await expect(product).toContainText(/^Bosch /);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/bosh$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “bosch”");
  const count = page.locator("#listing-count");
  const [, total = "0"] = /of (\d+) products/.exec((await count.textContent()) ?? "") ?? [];
  expect(Number(total)).toBeGreaterThan(50);
  for (const title of await page.locator(".product-card h3").allTextContents())
    expect(title).toMatch(/^Bosch /);

  // The brand filter counts the matches: Bosch alone, with the same number, not every brand of the store
  const refine = page.getByRole("complementary", { name: "Refine" });
  const brands = refine.getByRole("group", { name: "Brand" }).getByRole("checkbox");
  await expect(brands).toHaveCount(1);
  await expect(brands.first()).toHaveAccessibleName(`Bosch (${total})`);
  await page.screenshot({ path: "test-results/search-screens/bosh-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/search-screens/bosh-390.png" });
});

test("searching the words as typed (autocorrect off) stays so through filters, sort and pages", async ({
  page,
}) => {
  const query = () => Object.fromEntries(new URL(page.url()).searchParams);
  await page.goto("/search/stainless?autocorrect=off");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “stainless”");
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/sort=price-asc/);
  expect(query()).toEqual({ autocorrect: "off", sort: "price-asc" });
  const brand = page.getByRole("complementary", { name: "Refine" }).getByRole("checkbox").first();
  await brand.check();
  await expect(page).toHaveURL(/brand=/);
  expect(query()).toEqual({ autocorrect: "off", sort: "price-asc", brand: expect.any(String) });
  await page.getByRole("link", { name: /^Remove filter / }).click();
  await expect(page).not.toHaveURL(/brand=/);
  expect(query()).toEqual({ autocorrect: "off", sort: "price-asc" });
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(query()).toEqual({ autocorrect: "off", sort: "price-asc", page: "2" });
});

test("free-text results offer specification filters; ticking one narrows them and keeps the term", async ({
  page,
}) => {
  await page.goto("/search/quad%20door%20fridge");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Search results for “quad door fridge”");
  const count = page.locator("#listing-count");
  const before = (await count.textContent()) ?? "";
  expect(before).toMatch(/^\d+ products$/);

  // A specification of the category (Fridges) in the Refine sidebar, with counts over the matches
  const refine = page.getByRole("complementary", { name: "Refine" });
  const spec = refine.locator(".listing-filter-form__spec").first();
  const name = ((await spec.locator("summary").textContent()) ?? "").trim();
  expect(name.length).toBeGreaterThan(0);
  await spec.locator("summary").click();
  const option = spec.locator("label").first();
  const [, value = "", shown = ""] =
    /^(.*) \((\d+)\)$/.exec(((await option.textContent()) ?? "").trim()) ?? [];
  expect(Number(shown)).toBeGreaterThan(0);
  expect(`${shown} products`).not.toBe(before);

  await option.getByRole("checkbox").check();
  const query = new URLSearchParams({ spec: `${name}:${value}` }).toString();
  await expect(page).toHaveURL(
    new RegExp(`/search/quad%20door%20fridge\\?${query.replace(/[+.()]/g, "\\$&")}$`),
  );
  await expect(count).toHaveText(Number(shown) === 1 ? "1 product" : `${shown} products`);
  await expect(heading).toHaveText("Search results for “quad door fridge”");
  const chip = page.getByRole("link", { name: `Remove filter ${name}: ${value}` });
  await expect(chip).toBeVisible();
  await expect(page.locator(".product-card")).toHaveCount(Math.min(Number(shown), 24));

  // Removing the chip brings every match back
  await chip.click();
  await expect(page).toHaveURL(/\/search\/quad%20door%20fridge$/);
  await expect(count).toHaveText(before);
});

test("brand and category words filter, an exact model number opens the product", async ({ page }) => {
  await page.goto("/search/bosch%20dishwasher");
  const titles = await page.locator(".product-card h3").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/^Bosch .*Dishwasher/);

  const sku = (titles[0]?.split(" ").at(-1) ?? "").toLowerCase();
  await page.goto("/");
  const input = await openOverlay(page);
  await input.fill(sku);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/p\/bosch-/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(sku.toUpperCase());
});

test("script-like terms are cleaned, never run; /search goes to /products", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto("/search/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("img srcx onerroralert1");
  expect(dialogs).toBe(0);
  await page.goto("/search");
  await expect(page).toHaveURL(/\/products$/);
});

test("the plain search bar (fk) and the nav dropdown (wa) search too", async ({ page }) => {
  await page.goto(at("fk", "/"));
  const bar = page.getByRole("combobox", { name: "Search products" });
  await bar.pressSequentially("kettle");
  await expect(
    page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option").first(),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "Products" }).getByRole("option")).toHaveCount(6);

  await page.goto(at("wa", "/"));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dropdown = page.getByRole("combobox", { name: "Search products" });
  await dropdown.pressSequentially("kettle");
  await expect(page.getByRole("group", { name: "Products" }).getByRole("option").first()).toBeVisible();
  await dropdown.press("Escape");
  await expect(dropdown).toHaveCount(0);
});

test("phones: the menu's search view lists fewer products", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Search" }).first().click();
  const input = page.getByRole("combobox", { name: "Search products" });
  await input.pressSequentially("oven");
  await expect(page.getByRole("group", { name: "Products" }).getByRole("option")).toHaveCount(4);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/oven$/);
});

test("without script, the search bar still finds the results page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("fk", "/"));
  const bar = page.getByRole("combobox", { name: "Search products" });
  await bar.fill("kettle");
  await bar.press("Enter");
  await expect(page).toHaveURL(/\/search\/kettle$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “kettle”");
  await context.close();
});

test("choosing a product in the dropdown opens it and reports a productClick, then the page's visit", async ({
  page,
}) => {
  await page.goto("/");
  const input = await openOverlay(page);
  await input.pressSequentially("kettle");
  const product = page.getByRole("group", { name: "Products" }).getByRole("option").first();
  await expect(product).toBeVisible();
  const reported = page.waitForRequest(
    (request) => request.url().endsWith("/api/analytics/search") && request.method() === "POST",
  );
  const visited = page.waitForResponse((response) =>
    response.url().includes("/api/analytics/product-load-event?productId="),
  );
  await product.click();
  const body = (await reported).postDataJSON();
  expect(body).toMatchObject({ analyticsEventType: "productClick", query: "kettle" });
  expect(body.productList).toHaveLength(1);
  await expect(page).toHaveURL(/\/p\//);
  // The product page reports itself shown once it is interactive
  const visit = await visited;
  expect(visit.status()).toBe(200);
  expect(Number(new URL(visit.url()).searchParams.get("productId"))).toBeGreaterThan(0);
});
