import { expect, type Page, test } from "@playwright/test";
import { addToCartInPage, stockedProducts } from "./checkout-kit";

type Entry = {
  event?: string;
  page?: { path: string; type: string };
  ecommerce?: Record<string, unknown> | null;
};

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);
const pixelEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { pixelEvents?: { event: string }[] }).pixelEvents ?? []).map((e) => e.event),
  );

test("a shopper's page views, add to cart and checkout reach the tag layer, the pixel and the store's analytics", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  const [product] = await stockedProducts(request, "category=kitchen/dishwashers", 1);
  if (!product) throw new Error("no stocked product");

  // A page view on the first page, and the pixel's page visit once its script (the store's own) loaded
  await page.goto("/");
  await expect.poll(async () => (await events(page, "pageView")).map((e) => e.page?.path)).toEqual(["/"]);
  await expect.poll(() => pixelEvents(page)).toContain("pagevisit");

  // A search the shopper submits is reported with GET /api/analytics/search?searchTerm
  const reported = page.waitForRequest(
    (r) => r.method() === "GET" && /\/api\/analytics\/search\?searchTerm=dishwasher$/.test(r.url()),
  );
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const input = page.getByRole("combobox", { name: "Search products" });
  await input.fill("dishwasher");
  await input.press("Enter");
  expect((await (await reported).response())?.status()).toBe(200);
  await expect(page).toHaveURL(/\/search\/dishwasher$|\/c\//);
  await expect
    .poll(async () => (await events(page, "pageView")).length, { message: "a page view per navigation" })
    .toBe(2);

  // The product page, then Add to cart: addToCart on the layer, AddToCart on the pixel, productAddToCart to the store
  await page.goto(`/p/${product.uri}`);
  await expect
    .poll(async () => (await events(page, "pageView")).at(-1)?.page)
    .toEqual(expect.objectContaining({ path: `/p/${product.uri}`, type: "product" }));
  // Route data preloadKey: the product page fetches the cart page's code once idle
  await expect
    .poll(() =>
      page.evaluate(() => {
        const cart = (
          window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }
        ).__reactRouterManifest?.routes["routes/cart"]?.module;
        const preloaded = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
          l.getAttribute("href"),
        );
        return Boolean(cart) && preloaded.includes(cart ?? "");
      }),
    )
    .toBe(true);
  const added = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      r.url().endsWith("/api/analytics/search") &&
      /productAddToCart/.test(r.postData() ?? ""),
  );
  await page.getByRole("button", { name: "Add to cart" }).click();
  expect(JSON.parse((await added).postData() ?? "{}")).toMatchObject({
    analyticsEventType: "productAddToCart",
    productList: [product.sku],
  });
  await expect.poll(async () => (await events(page, "addToCart")).length).toBe(1);
  const [addToCart] = await events(page, "addToCart");
  expect(addToCart?.ecommerce).toMatchObject({
    currencyCode: "AUD",
    add: { products: [expect.objectContaining({ id: product.sku, quantity: 1 })] },
  });
  await expect.poll(() => pixelEvents(page)).toContain("AddToCart");

  // Checkout from the cart panel: the checkout step, its page view, the pixel's checkout, the anti-fraud script
  const panel = page.getByRole("dialog", { name: /^Your cart/ });
  await panel.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await expect.poll(async () => (await events(page, "checkout")).length).toBe(1);
  const [checkout] = await events(page, "checkout");
  expect(checkout?.ecommerce).toMatchObject({
    currencyCode: "AUD",
    checkout: { actionField: { step: 1 }, products: [expect.objectContaining({ id: product.sku })] },
  });
  expect((await events(page, "pageView")).at(-1)?.page).toEqual(
    expect.objectContaining({ path: "/customer/checkout", type: "checkout" }),
  );
  await expect.poll(() => pixelEvents(page)).toContain("checkout");
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as { antiFraud?: unknown }).antiFraud))
    .toBe("object");
  // Every script came from the store itself
  const origin = new URL(page.url()).origin;
  expect(scripts.filter((s) => !s.startsWith(origin))).toEqual([]);
  expect(scripts.some((s) => s.endsWith("/anti-fraud.js"))).toBe(true);
  expect(scripts.some((s) => s.endsWith("/pixel-tag.js"))).toBe(true);
});

test("the cart page asks for the delivery location itself, so the header does not", async ({
  page,
  request,
}) => {
  const [product] = await stockedProducts(request, "category=kitchen/dishwashers", 1);
  if (!product) throw new Error("no stocked product");
  const headerLocation = page.getByRole("button", { name: /^Delivery: Set postcode|^Deliver to/ });
  await page.goto("/");
  await expect(headerLocation).toBeVisible();
  await addToCartInPage(page, product.sku);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    await expect(headerLocation).toHaveCount(0);
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary.getByRole("button", { name: /delivery location/i })).toBeVisible();
    await page.screenshot({ path: `test-results/analytics-screens/cart-${width}.png`, fullPage: true });
  }
});
