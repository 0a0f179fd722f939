import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { addToCartInPage } from "./checkout-kit";
import { port } from "./e2e-port";
import { holdRequests } from "./page-kit";

// Node does not resolve *.localhost; the store serves its default brand (aol) to plain localhost
const at = (path: string) => `http://localhost:${port}${path}`;
const shots = "test-results/cart-screens";

interface ListingItem {
  title: string;
  sku: string;
  uri: string;
  price: number | null;
}

/** In-stock products of a category, most expensive first (they have warranties, and dishwashers installation). */
async function stockedProducts(
  request: APIRequestContext,
  category: string,
  count: number,
): Promise<ListingItem[]> {
  const listing = (await (
    await request.get(at(`/api/catalogue/listing?category=${category}&sort=price-desc`))
  ).json()) as {
    items: ListingItem[];
  };
  const found: ListingItem[] = [];
  for (const item of listing.items) {
    const stock = (await (
      await request.get(at(`/api/stock?sku=${encodeURIComponent(item.sku)}&includeOtherStock=true`))
    ).json()) as {
      onlineQuantity: number;
    };
    if (item.price && stock.onlineQuantity >= 3) found.push(item);
    if (found.length === count) break;
  }
  if (found.length < count) throw new Error(`too few stocked products in ${category}`);
  return found;
}

const cartPanel = (page: Page) => page.getByRole("dialog", { name: /^Your cart/ });

test("a shopper adds a product with warranty and installation, edits the cart, uses coupons, emails it and keeps it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const [dishwasher, other] = await stockedProducts(request, "kitchen/dishwashers", 2);
  if (!dishwasher || !other) throw new Error("no products");

  // Add from the product page with a warranty and installation
  await page.goto(`/p/${dishwasher.uri}`);
  await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  const warranties = page.getByRole("group", { name: "Extended warranty" });
  await warranties.getByRole("radio", { name: /3 Year Extended Warranty/ }).check();
  const installs = page.getByRole("group", { name: "Installation" });
  await installs.getByRole("radio", { name: /Dishwasher installation/ }).check();
  await page.getByRole("button", { name: "Add to cart" }).click();

  // The panel opens with the line, its options and the count
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Your cart (1)" })).toBeVisible();
  await expect(panel.getByText(/3 Year Extended Warranty: \$[\d,]+ each/)).toBeVisible();
  await expect(panel.getByText(/Dishwasher installation \(plumbing connected\): \$199 each/)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/customer/checkout");
  await page.screenshot({ path: `${shots}/panel-desktop.png` });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // Focus goes back to where it was: the Add to cart button
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();

  // Open it again from the header badge and raise the quantity
  await page.getByRole("button", { name: "Cart, 1 item" }).click();
  await expect(panel).toBeVisible();
  const total = panel.getByTestId("cart-order-total");
  const before = await total.innerText();
  await panel.getByLabel(/^Quantity of /).selectOption("2");
  await expect(panel.getByRole("heading", { name: "Your cart (2)" })).toBeVisible();
  await expect(total).not.toHaveText(before);

  // An expired coupon is not valid, as an unknown one; a valid one applies
  const coupon = panel.getByLabel("Coupon code");
  await coupon.fill("spring20");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(
    panel.getByText("That coupon code is not valid. Please check it and try again."),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/panel-coupon-refused.png` });
  await coupon.fill("SAVE10");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByText("Coupon SAVE10 applied.")).toBeVisible();
  await expect(panel.getByText(/^Coupon SAVE10$/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Cart, 2 items" })).toBeFocused();

  // A second product, then remove it
  await page.goto(`/p/${other.uri}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(panel.getByRole("heading", { name: "Your cart (3)" })).toBeVisible();
  await panel.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator("main")).toHaveAttribute("data-page-type", "shoppingCart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  const lines = page.getByRole("region", { name: "Products in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await page.getByRole("button", { name: `Remove ${other.title}`, exact: true }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Cart, 2 items" })).toBeVisible();
  await page.screenshot({ path: `${shots}/cart-page-desktop.png`, fullPage: true });

  // Email the cart, then find it in the dev mailbox
  await page.getByLabel("Email my cart").fill("Shopper@Example.com");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("We've emailed your cart to shopper@example.com.")).toBeVisible();
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/mailbox");
  const mail = mailbox.getByRole("row").filter({ hasText: "shopper@example.com" }).first();
  await expect(mail).toContainText(/Your ApplianceLine cart: 2 items/);
  await mail.getByRole("link").click();
  await expect(mailbox.getByText(/2 x .*dishwasher/i)).toBeVisible();
  const restoreHref = await mailbox.getByRole("link", { name: "Open your cart" }).getAttribute("href");
  expect(restoreHref).toMatch(/\/cart\?restore=[0-9a-f-]{36}$/);

  // Reload: the cart is still there, with its quantity and coupon
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(page.getByLabel(/^Quantity of /)).toHaveValue("2");
  await expect(page.getByText(/^Coupon SAVE10$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/customer/checkout");

  // The emailed link brings the cart to another browser once its owner confirms there
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await phone.goto(restoreHref ?? "");
  await expect(phone.getByRole("heading", { name: "Restore the cart from your email?" })).toBeVisible();
  // Opening the link changed nothing: the cart is still empty, here and on a fresh read
  await expect(phone.getByText("Your cart is empty.")).toBeVisible();
  await phone.screenshot({ path: `${shots}/restore-confirm.png` });
  await phone.getByRole("button", { name: "Restore the cart" }).click();
  await expect(phone.getByText("We've brought back the cart from your email.")).toBeVisible();
  await expect(phone).toHaveURL(/\/cart\?restored=1$/);
  await expect(
    phone.getByRole("region", { name: "Products in your cart" }).getByRole("listitem"),
  ).toHaveCount(1);
  await elsewhere.close();
});

test("a restore link alone changes nothing: a link from any site cannot fill the cart", async ({
  browser,
  page,
  request,
}) => {
  // A cart mailed from one browser...
  const [product] = await stockedProducts(request, "kitchen/ovens", 1);
  await page.goto(`/p/${product?.uri}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartPanel(page).getByRole("heading", { name: "Your cart (1)" })).toBeVisible();
  const mailed = await page.evaluate(async () => {
    const res = await fetch("/api/cart/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "attacker@example.com" }),
    });
    return res.status;
  });
  expect(mailed).toBe(200);
  const mailbox = await request.get(at("/dev/mailbox"));
  const mailPaths = [...(await mailbox.text()).matchAll(/href="(\/dev\/mailbox\/\d+)"/g)].map((m) => m[1]);
  let token = "";
  for (const mailPath of mailPaths.reverse()) {
    const body = await (await request.get(at(mailPath ?? ""))).text();
    if (body.includes("attacker@example.com")) token = body.match(/restore=([0-9a-f-]{36})/)?.[1] ?? "";
  }
  expect(token).not.toBe("");

  // ...opened by a visitor who follows a link to it and does not confirm
  const victim = await browser.newContext();
  const tab = await victim.newPage();
  await tab.goto(`/cart?restore=${token}`);
  await expect(tab.getByRole("heading", { name: "Restore the cart from your email?" })).toBeVisible();
  const lines = await tab.evaluate(async () => {
    const cart = (await (await fetch("/api/cart/")).json()) as { products: unknown[] };
    return cart.products.length;
  });
  expect(lines).toBe(0);
  await tab.goto("/cart");
  await expect(tab.getByText("Your cart is empty.")).toBeVisible();

  // An unknown token has one clear answer and nothing to confirm
  await tab.goto("/cart?restore=not-a-token");
  await expect(tab.getByText(/That cart link has expired or is not valid/)).toBeVisible();
  await expect(tab.getByRole("button", { name: "Restore the cart" })).toHaveCount(0);
  await victim.close();
});

test("the cart panel scrolls its list at 390 px; the cart page shows every line with its quantity and Remove", async ({
  page,
  request,
}) => {
  const products = await stockedProducts(request, "kitchen/ovens", 4);
  const [first, ...others] = products;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/p/${first?.uri}`);
  // Three more lines through the API in this browser's session, then the fourth from the page
  await page.evaluate(
    async (skus) => {
      for (const sku of skus)
        await fetch("/api/cart/product/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sku, quantity: 1 }),
        });
    },
    others.map((p) => p.sku),
  );
  await page.getByRole("button", { name: "Add to cart" }).click();
  const panel = cartPanel(page);
  await expect(panel.getByRole("heading", { name: "Your cart (4)" })).toBeVisible();
  // The panel's list scrolls at 180 px under 520 px wide (checkout s.9)
  const list = panel.getByRole("region", { name: "Products in your cart" });
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("180px");
  await page.screenshot({ path: `${shots}/panel-390.png` });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cart-button-mobile")).toHaveAccessibleName("Cart, 4 items");

  // The page's list is as tall as its lines: nothing scrolls inside it, and each line's controls show
  await page.goto("/cart");
  const pageList = page.getByRole("region", { name: "Products in your cart" });
  await expect(pageList.getByRole("listitem")).toHaveCount(4);
  expect(await pageList.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("none");
  expect(await pageList.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
  for (const product of products) {
    const remove = pageList.getByRole("button", { name: `Remove ${product.title}` });
    await remove.scrollIntoViewIfNeeded();
    await expect(pageList.getByLabel(`Quantity of ${product.title}`)).toBeInViewport();
    await expect(remove).toBeInViewport();
  }
  await page.screenshot({ path: `${shots}/cart-page-390.png`, fullPage: true });

  // Quantity and Remove work on the phone's page
  const [firstLine, , , last] = products;
  if (!firstLine || !last) throw new Error("no product");
  await pageList.getByLabel(`Quantity of ${firstLine.title}`).selectOption("2");
  await expect(pageList.getByLabel(`Quantity of ${firstLine.title}`)).toHaveValue("2");
  await expect(page.getByTestId("cart-button-mobile")).toHaveAccessibleName("Cart, 5 items");
  await pageList.getByRole("button", { name: `Remove ${last.title}` }).click();
  await expect(pageList.getByRole("listitem")).toHaveCount(3);
  await expect(pageList).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await pageList.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("none");
  await page.screenshot({ path: `${shots}/cart-page-desktop.png`, fullPage: true });
  await page.getByRole("button", { name: "Cart, 4 items" }).click();
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("600px");
});

test("a refused add shows the server's first error as a message that stays", async ({ page, request }) => {
  const [product] = await stockedProducts(request, "kitchen/ovens", 1);
  await page.goto(`/p/${product?.uri}`);
  // Fill the line to the maximum through the API in this browser's session, then ask for one more
  await page.evaluate(async (sku) => {
    await fetch("/api/cart/product/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 3 }),
    });
  }, product?.sku ?? "");
  const stock = (await (
    await request.get(at(`/api/stock?sku=${product?.sku}&includeOtherStock=true`))
  ).json()) as {
    onlineQuantity: number;
  };
  await page.evaluate(
    async ({ sku, quantity }) => {
      await fetch("/api/cart/product/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sku, quantity, mode: "set" }),
      });
    },
    { sku: product?.sku ?? "", quantity: Math.min(20, stock.onlineQuantity) },
  );
  await page.getByRole("button", { name: "Add to cart" }).click();
  // The global message bar keeps it (longer than the 3 s other messages last), and the button says it too
  const message = page.locator(".global-message-bar").getByRole("alert");
  await expect(message).toContainText(/you have \d+ in your cart/);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(/you have \d+ in your cart/);
  await page.waitForTimeout(3500);
  await expect(message).toContainText(/you have \d+ in your cart/);
});

test("choosing a delivery location reloads the cart with a delivery estimate", async ({ page, request }) => {
  const [product] = await stockedProducts(request, "kitchen/ovens", 1);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/p/${product?.uri}`);
  const promise = page.getByTestId("delivery-promise");
  await expect(promise).toHaveText("Choose your delivery location to see when it can arrive.");
  await page.getByRole("button", { name: "Add to cart" }).click();
  const panel = cartPanel(page);
  await expect(panel.getByText("Choose a delivery location to see the delivery cost.")).toBeVisible();
  await page.keyboard.press("Escape");

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Delivery: Set postcode" }).click();
  const input = page.getByRole("combobox", { name: "Delivery Postcode" });
  await input.pressSequentially("6000", { delay: 40 });
  await page.getByRole("option", { name: /^Perth, WA 6000$/ }).click();

  await header.getByRole("button", { name: "Cart, 1 item" }).click();
  // Perth metro (ADR 027): an oven is over $99 of products, so weekday delivery is free; the date comes
  // from the delivery service, as on the product page and at checkout
  await expect(panel.getByText(/^Delivery to Perth$/)).toBeVisible();
  await expect(
    panel.getByText(
      /^Delivered to 6000 from (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}\. Delivery is FREE; choose the day at checkout\.$/,
    ),
  ).toBeVisible();
  // The product page says the same date, from the same service
  const cartNote = await panel.getByText(/^Delivered to 6000 from /).textContent();
  await page.keyboard.press("Escape");
  await expect(promise).toHaveText(
    /^Delivered to 6000 from (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2} · delivery FREE$/,
  );
  expect(cartNote).toContain(((await promise.textContent()) ?? "").replace(" · delivery FREE", ""));
});

test("the cart page's read on arrival does not move the Checkout button under the shopper's pointer", async ({
  page,
  request,
}) => {
  const [product] = await stockedProducts(request, "kitchen/dishwashers", 1);
  if (!product) throw new Error("no stocked dishwasher");
  await page.goto("/cart");
  await addToCartInPage(page, product.sku);
  // The browser's own read of the cart is held back, so the page is seen while it is under way
  const release = await holdRequests(page, "**/api/cart/");
  await page.goto("/cart");
  const checkout = page.getByRole("main").getByRole("link", { name: "Checkout" });
  const busy = page.getByRole("status").filter({ hasText: "Updating your cart…" });
  await expect(busy).toBeVisible();
  const during = await checkout.boundingBox();
  release();
  await expect(busy).toBeHidden();
  const after = await checkout.boundingBox();
  expect(during?.y).toBeDefined();
  expect(after?.y).toBe(during?.y);
});
