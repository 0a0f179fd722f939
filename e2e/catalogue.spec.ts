import { expect, type Page, test } from "@playwright/test";

import { port } from "./e2e-port";
import { holdRequests } from "./page-kit";

const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;

/** The number in 'Bosch (9)'. */
const countIn = (label: string) => Number(/\((\d+)\)/.exec(label)?.[1] ?? Number.NaN);

/** The prices on the cards, in cents, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-card .price-block__price").allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100));
}

/**
 * Waits for the cards to stand in price order, lowest first. The address changes as the navigation
 * commits and React draws the new cards in a transition after it, so the cards are waited for, not read once.
 */
async function expectCardsCheapestFirst(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return (
        prices.length > 1 && prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price)
      );
    })
    .toBe(true);
}

test("a category page from its address: filter by brand, sort, and page through", async ({ page }) => {
  await page.goto("/c/kitchen/ovens");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ovens");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Kitchen");
  const count = page.locator("#listing-count");
  await expect(count).toContainText(/Showing 1–24 of \d+ products/);

  // Tick a brand: the address and the count follow
  const filters = page.getByRole("complementary", { name: "Refine" });
  const bosch = filters.locator("label").filter({ hasText: /^Bosch \(\d+\)$/ });
  const boschCount = countIn(await bosch.innerText());
  await bosch.getByRole("checkbox").check();
  await expect(page).toHaveURL(/[?&]brand=bosch(&|$)/);
  await expect(count).toContainText(`${boschCount} products`);
  await expect(page.getByRole("link", { name: "Remove filter Bosch" })).toBeVisible();
  await page.getByRole("link", { name: "Remove filter Bosch" }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect(count).toContainText(/Showing 1–24 of \d+ products/);

  // Sort by price, low to high
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  await expectCardsCheapestFirst(page);

  // Page 2 keeps the sort
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/sort=price-asc.*page=2|page=2.*sort=price-asc/);
  await expect(count).toContainText(/Showing 25–\d+ of \d+ products/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
});

test("an order picked before the page's script has loaded is applied once it has", async ({ page }) => {
  const release = await holdRequests(page, /\.js$/);
  await page.goto("/c/kitchen/ovens", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).not.toHaveURL(/sort=/);
  release();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expectCardsCheapestFirst(page);
});

test("a brand ticked before the page's script has loaded is applied once it has", async ({ page }) => {
  const release = await holdRequests(page, /\.js$/);
  await page.goto("/c/kitchen/ovens", { waitUntil: "domcontentloaded" });
  const bosch = page
    .getByRole("complementary", { name: "Refine" })
    .locator("label")
    .filter({ hasText: /^Bosch \(\d+\)$/ });
  const boschCount = countIn(await bosch.innerText());
  await bosch.getByRole("checkbox").check();
  release();
  await expect(page).toHaveURL(/[?&]brand=bosch(&|$)/);
  await expect(page.locator("#listing-count")).toContainText(`${boschCount} products`);
  await expect(bosch.getByRole("checkbox")).toBeChecked();
});

test("a garbled listing address falls back to a valid page and says what changed", async ({ page }) => {
  const response = await page.goto("/c/kitchen/ovens?page=99&sort=cheapest&priceMin=abc");
  expect(response?.status()).toBe(200);
  const notice = page.getByRole("status").filter({ hasText: "We adjusted this page" });
  await expect(notice).toContainText("sort order “cheapest”");
  await expect(notice).toContainText("“abc”");
  await expect(notice).toContainText(/There are only \d+ pages, so here is page \d+/);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
});

test("opening a product shows its price block, specifications and price history chart", async ({ page }) => {
  await page.goto("/c/kitchen/ovens");
  const firstCard = page.locator(".product-card").first();
  const title = (await firstCard.getByRole("heading", { level: 3 }).innerText()).trim();
  await firstCard.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".product-price-panel")).toContainText(/\$[\d,]+|Request Price/);
  await expect(page.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "General" }).getByRole("rowheader", { name: "Model Number" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Price history chart" })).toBeVisible();
  await expect(page.locator(".price-history-chart figcaption")).toContainText(/\$/);
  await expect(page.getByRole("heading", { name: "Stock in our stores" })).toBeVisible();
  await expect(page.getByText(/In stock \(\d+\)|Out of stock/).first()).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({ "@type": "Product", name: title, offers: { priceCurrency: "AUD" } });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  // The first share image is a 1600x630 PNG (the demo's product pictures are SVGs: the brand's card)
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /\.png$/);
  await expect(page.locator('meta[property="og:image:type"]').first()).toHaveAttribute(
    "content",
    "image/png",
  );
  await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute("content", "1600");
  await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute("content", "630");
});

test("the price block shows 'RRP:' and its saving on aol, and neither on wa, for the same discounted product", async ({
  page,
  request,
}) => {
  const listing = await (
    await request.get(`http://localhost:${port}/api/catalogue/listing?category=tv-audio/tvs`)
  ).json();
  const product = (
    listing.items as {
      uri: string;
      discountOffRrp: number | null;
      lineDiscount: number;
      altPriceMsg: string | null;
    }[]
  ).find((p) => p.discountOffRrp !== null && p.lineDiscount === 0 && p.altPriceMsg === null);
  expect(product).toBeDefined();

  await page.goto(at("aol", `/p/${product?.uri}`));
  const aolPrice = page.locator(".product-price-panel");
  await expect(aolPrice).toContainText("RRP:");
  await expect(aolPrice).toContainText(/Save \$/);
  await page.getByRole("button", { name: "What is RRP?" }).focus();
  await expect(page.getByRole("tooltip")).toContainText("recommended retail price");

  await page.goto(at("wa", `/p/${product?.uri}`));
  // wa shows no RRP, so no saving off it either: every saving has a visible reference (ADR 053)
  const waPrice = page.locator(".product-price-panel");
  await expect(waPrice.locator(".price-block__price")).toBeVisible();
  await expect(waPrice).not.toContainText("RRP");
  await expect(waPrice).not.toContainText(/Save \$/);
});

test("the product page's modals: why buy from the brand, and the price match promise", async ({ page }) => {
  await page.goto("/c/kitchen/ovens");
  await page.locator(".product-card__link").first().click();
  const promise = page.getByRole("button", { name: "Why buy from ApplianceLine?" });
  await promise.click();
  const dialog = page.getByRole("dialog", { name: "Why buy from ApplianceLine" });
  await expect(dialog).toContainText("Delivery");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(promise).toBeFocused();
  await page.getByRole("button", { name: "Price match promise" }).click();
  const priceMatch = page.getByRole("dialog", { name: "Found it cheaper? We'll match it" });
  await expect(priceMatch.getByRole("link", { name: "1300 000 500" })).toHaveAttribute(
    "href",
    "tel:1300000500",
  );
  await priceMatch.getByRole("button", { name: "Close" }).click();
  await expect(priceMatch).toBeHidden();
});

test("on the trade brand an anonymous shopper sees 'Login for Price' and no price", async ({ page }) => {
  await page.goto(at("wac", "/c/kitchen/ovens"));
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Login for Price" }).first()).toBeVisible();
  expect(await main.innerText()).not.toMatch(/\$\s?\d/);

  await main.locator(".product-card__link").first().click();
  await expect(page).toHaveURL(/\/p\//);
  // The address changes before the product page has replaced the listing: wait for the page itself.
  await expect(page.getByRole("heading", { name: "Stock in our stores" })).toBeVisible();
  await expect(page.getByRole("table", { name: "General" })).toBeVisible();
  // The product's own price block (the cross-sell cards below have theirs too)
  const login = main.locator("#product-price").getByRole("link", { name: "Login for Price" });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute("href", /^\/account\/login\?returnUrl=%2Fp%2F/);
  expect(await main.innerText()).not.toMatch(/\$\s?\d/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  expect(jsonLd.offers).toBeUndefined();
});

test("an unknown product, category or brand is the not-found page with status 404", async ({ page }) => {
  for (const path of [
    "/p/no-such-product",
    "/product/no-such-product",
    "/c/no-such-category",
    "/brands/nobody",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/can.t find/i);
  }
});

test("on a phone the Refine panel opens, applies a filter and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/c/kitchen/ovens");
  await expect(page.getByRole("complementary", { name: "Refine" })).toBeHidden();
  await page.getByRole("button", { name: "Refine" }).click();
  const panel = page.getByRole("dialog", { name: "Refine" });
  await expect(panel).toBeVisible();
  const brand = panel.locator("label").filter({ hasText: /^Bosch \(\d+\)$/ });
  const label = await brand.innerText();
  await brand.getByRole("checkbox").check();
  await expect(page).not.toHaveURL(/brand=/);
  await panel.getByRole("button", { name: "Show results" }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/[?&]brand=bosch(&|$)/);
  await expect(page.locator("#listing-count")).toContainText(`${countIn(label)} products`);
  await expect(page.getByRole("button", { name: "Refine (1 filter applied)" })).toBeVisible();
});

test("brands A-Z lead to a brand's own page of products", async ({ page }) => {
  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our brands");
  await page
    .getByRole("region", { name: "All brands A–Z" })
    .getByRole("link", { name: /^Miele/ })
    .click();
  await expect(page).toHaveURL(/\/brands\/miele$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Miele");
  await expect(page.getByRole("img", { name: "Miele logo" })).toBeVisible();
  await expect(page.locator("#listing-count")).toContainText(/\d+ products/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Brands");
});

test("the home page promotes categories, products and brands", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shop by category" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Featured products" }).getByRole("article").first(),
  ).toBeVisible();
  await page.getByRole("list", { name: "Popular categories" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.locator("#listing-count")).toBeVisible();
});

test("the sitemap lists categories, brands, stores and help pages, and counts the products", async ({
  page,
}) => {
  await page.goto("/sitemap");
  for (const name of ["Categories", "Brands", "Stores", "Help and information", "Products"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const products = page.getByRole("region", { name: "Products" });
  await expect(products).toContainText(/[\d,]+ products, listed by category and by brand/);
  await expect(products.getByRole("link", { name: "Browse all products" })).toHaveAttribute(
    "href",
    "/products",
  );
  // Not one link per product: those live in /sitemap.xml (ADR 016)
  await expect(page.locator('main a[href^="/p/"]')).toHaveCount(0);
});

test("a product opens at /product/{slug} too, with /p/{uri} as its canonical address", async ({ page }) => {
  await page.goto("/c/kitchen/ovens");
  const href = await page.locator(".product-card__link").first().getAttribute("href");
  const uri = href?.replace(/^\/p\//, "") ?? "";
  const response = await page.goto(`/product/${uri}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Stock in our stores" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/p/${uri}$`));
});
