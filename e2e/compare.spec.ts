import { expect, type Page, test } from "@playwright/test";
import { port } from "./e2e-port";

const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;

const tray = (page: Page) => page.getByRole("region", { name: "Compare products" });
const compareBoxes = (page: Page) => page.getByRole("checkbox", { name: /^Add to Compare/ });

/** Ticks 'Add to Compare' on the n-th card and returns that product's title. */
async function tickCard(page: Page, index: number): Promise<string> {
  const card = page.locator(".product-card").nth(index);
  const title =
    (await card.locator(".product-card__link").getAttribute("title")) ??
    (await card.locator(".product-card__link").innerText());
  await card.getByRole("checkbox", { name: /^Add to Compare/ }).check();
  return title;
}

test.describe("the compare tray (default wording)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("add three from category and product pages, limit, remove, compare, differences only, reload", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(at("wa", "/c/kitchen/dishwashers"));
    await expect(compareBoxes(page).first()).toBeEnabled();
    await expect(tray(page)).toHaveCount(0);

    // The first add opens the tray with one product and two empty slots; Compare needs two
    const first = await tickCard(page, 0);
    await expect(tray(page).getByRole("listitem")).toHaveCount(3);
    await expect(tray(page).getByRole("link", { name: first.slice(0, 40) })).toBeVisible();
    await expect(tray(page).getByText("No product selected")).toHaveCount(2);
    await expect(tray(page).getByRole("button", { name: "Compare", exact: true })).toBeDisabled();

    const second = await tickCard(page, 1);
    await expect(tray(page).getByRole("link", { name: second.slice(0, 40) })).toBeVisible();
    await expect(tray(page).getByRole("button", { name: "Compare", exact: true })).toBeEnabled();

    // The third comes from its product page
    const thirdLink = page.locator(".product-card").nth(2).locator(".product-card__link");
    const third = (await thirdLink.getAttribute("title")) ?? (await thirdLink.innerText());
    await thirdLink.click();
    await expect(page).toHaveURL(/\/p\//);
    // The address changes before the product page renders: wait for its heading, not the listing's
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third);
    // Another page of the same visit: the tray keeps its products as it was
    await expect(tray(page).getByRole("link", { name: second.slice(0, 40) })).toBeVisible();
    await page.getByRole("checkbox", { name: /^Add to Compare/ }).check();
    await expect(tray(page).getByRole("link", { name: third.slice(0, 40) })).toBeVisible();
    await expect(tray(page).getByText("No product selected")).toHaveCount(0);

    // Hide minimises it to the count
    await tray(page).getByRole("button", { name: "Hide" }).click();
    await expect(tray(page).getByRole("button", { name: "COMPARE 3 ITEMS" })).toBeVisible();
    await expect(tray(page).getByRole("button", { name: "COMPARE 3 ITEMS" })).toBeFocused();

    // A fourth is refused with the dialog; 'Got it' closes it and nothing changes
    await page.goBack();
    await compareBoxes(page).nth(3).click();
    const dialog = page.getByRole("dialog", { name: "Too many products" });
    await expect(dialog).toContainText(
      "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
    );
    await expect(dialog.getByRole("button", { name: "Got it" })).toBeFocused();
    await dialog.getByRole("button", { name: "Got it" }).click();
    await expect(dialog).toBeHidden();
    await expect(compareBoxes(page).nth(3)).not.toBeChecked();
    await expect(tray(page).getByRole("button", { name: "COMPARE 3 ITEMS" })).toBeVisible();

    // Remove one from the tray, then another: Compare is disabled with one product
    await tray(page).getByRole("button", { name: "COMPARE 3 ITEMS" }).click();
    await tray(page)
      .getByRole("button", { name: `Remove ${first} from compare` })
      .click();
    await expect(tray(page).getByText("No product selected")).toHaveCount(1);
    await expect(compareBoxes(page).first()).not.toBeChecked();
    await compareBoxes(page).nth(1).uncheck();
    await expect(tray(page).getByText("No product selected")).toHaveCount(2);
    await expect(tray(page).getByRole("button", { name: "Compare", exact: true })).toBeDisabled();

    // Two again, then Compare opens the page with both, and the tray is not on it
    await compareBoxes(page).first().check();
    await tray(page).getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?sku=[^~]+~[^~]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compare products" })).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    const table = page.getByRole("table");
    await expect(table.locator("thead th")).toHaveCount(2);
    await expect(table.getByRole("link", { name: first, exact: true })).toBeVisible();
    await expect(table.getByRole("link", { name: third, exact: true })).toBeVisible();

    // Differences only hides the rows that read the same (brand type, colour...)
    const rows = table.locator("tbody tr:not(.compare-table__group)");
    const allRows = await rows.count();
    await page.getByRole("checkbox", { name: "Show differences only" }).check();
    await expect(page.getByRole("status").filter({ hasText: /differ/ })).toBeVisible();
    const differing = await rows.count();
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(allRows);
    expect(await table.locator("tbody tr[data-differs]").count()).toBe(differing);

    // Reload a page with the tray: it keeps both products and starts minimised
    await page.goto(at("wa", "/c/kitchen/dishwashers"));
    await expect(tray(page).getByRole("button", { name: "COMPARE 2 ITEMS" })).toBeVisible();
    await page.reload();
    await expect(tray(page).getByRole("button", { name: "COMPARE 2 ITEMS" })).toBeVisible();
    await expect(compareBoxes(page).first()).toBeChecked();

    // Hidden on home and checkout
    await page.goto(at("wa", "/"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    await page.goto(at("wa", "/customer/checkout"));
    await expect(tray(page)).toHaveCount(0);
  });

  test("a shared compare address shows what it can and says what it dropped", async ({ page, request }) => {
    const listing = await (
      await request.get(`http://localhost:${port}/api/catalogue/listing?category=kitchen/dishwashers`)
    ).json();
    const [a, b] = listing.items.map((item: { sku: string }) => item.sku);
    await page.goto(at("wa", `/compare?sku=${a}~${b}~${a}~NOPE-123~<x>`));
    await expect(page.locator(".compare-table thead th")).toHaveCount(2);
    const notice = page.getByRole("status").filter({ hasText: "couldn't find" });
    await expect(notice).toContainText("NOPE-123");
    await expect(notice).toContainText(`These were listed more than once: ${a}`);
    await expect(notice).toContainText("These are not product codes: <x>");
    // The visitor's own tray is untouched
    await page.goto(at("wa", "/c/kitchen/dishwashers"));
    await expect(compareBoxes(page).first()).toBeEnabled();
    await expect(tray(page)).toHaveCount(0);

    // Removing a column takes it off the address; 'Add to cart' puts the product in the cart
    await page.goto(at("wa", `/compare?sku=${a}~${b}`));
    await page
      .getByRole("button", { name: /^Add to cart/ })
      .first()
      .click();
    const cart = page.getByRole("dialog", { name: /^Your cart/ });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText(a);
    await cart.getByRole("button", { name: "Close" }).click();
    await page
      .getByRole("button", { name: /^Remove / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?sku=${b}$`));
    await expect(page.locator(".compare-table thead th")).toHaveCount(1);
  });
});

test.describe("the compare tray in a brand with the variant wording", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("reads 'Add another product...' and 'Compare Selected', and opens /comparison/", async ({ page }) => {
    await page.goto(at("aol", "/c/kitchen/dishwashers"));
    await tickCard(page, 0);
    await expect(tray(page).getByText("Add another product by ticking 'Add to Compare' above")).toHaveCount(
      2,
    );
    await tickCard(page, 1);
    await tray(page).getByRole("button", { name: "Compare Selected" }).click();
    await expect(page).toHaveURL(/\/comparison\/[^/]+\/[^/]+$/);
    await expect(page.locator(".compare-table thead th")).toHaveCount(2);
    await expect(tray(page)).toHaveCount(0);
  });
});

test.describe("the compare tray on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("reads 'COMPARE' and the count when minimised", async ({ page }) => {
    await page.goto(at("fk", "/c/kitchen/dishwashers"));
    await tickCard(page, 0);
    await tickCard(page, 1);
    await tray(page).getByRole("button", { name: "Hide" }).click();
    const bar = tray(page).getByRole("button", { name: "COMPARE 2" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAccessibleName(/^COMPARE\s*2$/);
  });
});
