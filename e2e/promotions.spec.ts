import { expect, type Page, test } from "@playwright/test";

import { port } from "./e2e-port";

// Promotions (ADR 050): the sale page and a promotion page list their products through the catalogue
// listing, the product page shows the offers it is in, and the cart gives the bonus.

const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;
const offerEnds = /Offer Ends \d{2}\/\d{2}\/\d{4}/;

/** The number of products the listing says it has ('Showing 1–24 of 88 products', '12 products'). */
async function listed(page: Page): Promise<number> {
  const text = await page.locator("#listing-count").innerText();
  return Number(/(\d+) products?/.exec(text)?.[1] ?? Number.NaN);
}

test("the sale page lists the sale's offers and products, and filters them like any listing", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Black Friday Sale" })
    .click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday Sale");
  const offers = page.getByRole("region", { name: "Black Friday Sale offers" });
  await expect(offers.getByRole("listitem")).not.toHaveCount(0);
  await expect(offers).toContainText(offerEnds);

  const total = await listed(page);
  expect(total).toBeGreaterThan(24);
  // Every card of the sale wears its badge
  const cards = page.locator(".product-card");
  await expect(cards.first().getByRole("img", { name: "In the Black Friday Sale" })).toBeVisible();
  expect(await page.getByRole("img", { name: "In the Black Friday Sale" }).count()).toBe(await cards.count());

  // Tick a brand: the count narrows to that brand's sale products, and every card is of it
  const filters = page.getByRole("complementary", { name: "Refine" });
  const first = filters
    .locator("label")
    .filter({ hasText: /\(\d+\)$/ })
    .first();
  const label = await first.innerText();
  const brandCount = Number(/\((\d+)\)/.exec(label)?.[1]);
  const brandName = label.replace(/\s*\(\d+\)$/, "").trim();
  await first.getByRole("checkbox").check();
  await expect(page).toHaveURL(/\/sale\?brand=/);
  await expect(page.locator("#listing-count")).toContainText(`${brandCount} product`);
  for (const name of await page.locator(".product-card__brand").allInnerTexts()) {
    expect(name.toLowerCase()).toBe(brandName.toLowerCase());
  }
  expect(brandCount).toBeLessThan(total);

  // Sorted by price, low to high, still within the sale and the brand
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/brand=/);
});

test("a promotion's page from the sale: its reward, end and terms, then its products", async ({ page }) => {
  await page.goto("/sale");
  await page.getByRole("link", { name: "Black Friday: bonus $100 gift card with selected laundry" }).click();
  await expect(page).toHaveURL(/\/promotion\/black-friday-laundry-bonus$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Black Friday: bonus $100 gift card with selected laundry",
  );
  await expect(page.getByText("Bonus $100 gift card", { exact: true })).toBeVisible();
  await expect(page.getByText(offerEnds)).toBeVisible();
  await expect(page.getByText("Added to your cart free")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Sale" }),
  ).toBeVisible();
  expect(await listed(page)).toBeGreaterThan(0);
  // Laundry only
  const titles = await page.locator(".product-card__title").allInnerTexts();
  for (const title of titles) expect(title).toMatch(/Wash|Dryer|Washer/i);

  // An unknown or ended promotion is the not-found page
  const missing = await page.goto("/promotion/no-such-offer");
  expect(missing?.status()).toBe(404);
});

test("the product page's panel shows the offer with its end; the cart gives the bonus as its own line", async ({
  page,
}) => {
  await page.goto("/promotion/black-friday-laundry-bonus");
  const card = page.locator(".product-card").first();
  const title = (await card.locator(".product-card__title").innerText()).trim();
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const panel = page.getByRole("region", { name: /^Offers?$/ });
  await expect(panel).toContainText("Bonus $100 gift card");
  await expect(panel).toContainText("Black Friday: bonus $100 gift card with selected laundry");
  await expect(panel).toContainText(offerEnds);
  await expect(panel.getByRole("link", { name: /See offer details/ }).first()).toHaveAttribute(
    "href",
    /\/promotion\//,
  );

  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/cart");
  const reward = page.locator(".cart-line--reward");
  await expect(reward).toContainText("Bonus $100 gift card");
  await expect(reward).toContainText("FREE");
});

test("an everyday offer's panel has no end date", async ({ page }) => {
  await page.goto("/promotion/fridge-extended-warranty");
  await expect(page.getByText(offerEnds)).toHaveCount(0);
  const card = page.locator(".product-card").first();
  const title = (await card.locator(".product-card__title").innerText()).trim();
  await card.getByRole("link", { name: title }).click();
  const panel = page.getByRole("region", { name: /^Offers?$/ });
  await expect(panel).toContainText("Bonus 12 months warranty");
  await expect(
    panel.locator(".promotion-panel").filter({ hasText: "Bonus 12 months warranty" }),
  ).not.toContainText("Offer Ends");
});

test("the NZ brand has its own offers, and the trade brand its own event, never a consumer Black Friday", async ({
  page,
}) => {
  await page.goto(at("aol-nz", "/promotion/black-friday-laundry-prezzy"));
  await expect(page.getByText("Bonus NZ$100 Prezzy card", { exact: true })).toBeVisible();
  expect((await page.goto(at("aol-nz", "/promotion/black-friday-laundry-bonus")))?.status()).toBe(404);

  await page.goto(at("wac", "/sale"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade Pricing Event");
  await expect(page.getByRole("region", { name: "Trade Pricing Event offers" })).toContainText(
    "trade account credit",
  );
  await expect(page.locator("body")).not.toContainText(/black friday/i);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sale page takes the banner drawn for phones, and its offers scroll sideways", async ({
    page,
  }) => {
    await page.goto("/sale");
    const banner = page.locator(".sale-intro__banner img");
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/homePageBanner-xs\.svg$/);
    // Nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.locator(".product-card").first()).toBeVisible();
  });
});
