import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { port } from "./e2e-port";

// One displayed-price rule (ADR 053): the same product reads the same price and saving on every screen.

const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;
const api = (path: string) => `http://localhost:${port}${path}`;
const shots = "test-results/displayed-price";

interface Item {
  sku: string;
  uri: string;
  title: string;
  price: number | null;
  rrp: number | null;
  lineDiscount: number | null;
  altPriceMsg: string | null;
  discountOffRrp: number | null;
  percentageDiscountOffRrp: number | null;
  ribbon: string | null;
}

const tops = ["kitchen", "laundry", "refrigeration", "tv-audio", "vacuums", "small-appliances"];

/** The first listed product that passes `test`, with the listing page it is on. */
async function findListed(
  request: APIRequestContext,
  sort: string,
  test: (item: Item) => Promise<boolean> | boolean,
): Promise<{ item: Item; path: string }> {
  for (const category of tops) {
    for (let page = 1; page <= 8; page++) {
      // Plain localhost is the default brand, aol
      const res = await request.get(
        api(`/api/catalogue/listing?category=${category}&sort=${sort}&page=${page}`),
      );
      const listing = (await res.json()) as {
        items: Item[];
        pagination: { totalItems: number; itemsPerPage: number };
      };
      for (const item of listing.items)
        if (await test(item)) return { item, path: `/c/${category}?sort=${sort}&page=${page}` };
      if (page * listing.pagination.itemsPerPage >= listing.pagination.totalItems) break;
    }
  }
  throw new Error("no such product in the seed");
}

async function inStock(request: APIRequestContext, sku: string): Promise<boolean> {
  const stock = (await (
    await request.get(api(`/api/stock?sku=${encodeURIComponent(sku)}&includeOtherStock=true`))
  ).json()) as { onlineQuantity: number; status: string };
  return stock.status === "inStock" && stock.onlineQuantity >= 2;
}

/** AUD as the store writes it: '$1,039' or '$49.95'. */
function money(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString("en-AU", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })}`;
}

const card = (page: Page, uri: string) =>
  page.locator(".product-card").filter({ has: page.locator(`a[href="/p/${uri}"]`) });

/** A price block reads the price paid, the was-price and the saving, and nothing else about money. */
async function expectPriceBlock(block: Locator, payable: string, was: string, save: string, off: string) {
  await expect(block.locator(".price-block__price")).toHaveText(`Price: ${payable}`);
  await expect(block.locator(".price-block__was")).toHaveText(was);
  await expect(block.locator(".price-block__save")).toHaveText(`Save ${save}`);
  await expect(block.locator(".price-block__percent")).toHaveText(`${off}% off`);
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a line-discounted product reads the same price and saving on the listing, product page, compare and cart", async ({
  page,
  request,
}) => {
  const { item, path } = await findListed(
    request,
    "price-desc",
    async (i) =>
      (i.lineDiscount ?? 0) > 0 &&
      i.discountOffRrp !== null &&
      i.altPriceMsg === null &&
      (await inStock(request, i.sku)),
  );
  const price = item.price ?? 0;
  const lineDiscount = item.lineDiscount ?? 0;
  const payable = money(price - lineDiscount);
  const was = money(price);
  // The saving is the line discount, off the 'was' price the shopper sees
  expect(item.discountOffRrp).toBe(lineDiscount);
  const save = money(lineDiscount);
  const off = String(Math.floor((lineDiscount / price) * 100));

  // Listing tile
  await page.goto(at("aol", path));
  const tile = card(page, item.uri);
  await expectPriceBlock(tile.locator(".price-block"), payable, was, save, off);
  await tile.screenshot({ path: `${shots}/listing-tile.png` });

  // Compare tray: the price paid
  await tile.getByRole("checkbox", { name: /^Add to Compare/ }).check();
  const tray = page.getByRole("region", { name: "Compare products" });
  await expect(
    tray.locator(".compare-tray__slot").filter({ hasText: item.title.slice(0, 30) }),
  ).toContainText(payable);
  await expect(tray).not.toContainText(was);

  // Product page, and its sticky bar's price
  await tile.locator(".product-card__link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  const panel = page.locator(".product-price-panel");
  await expectPriceBlock(panel, payable, was, save, off);
  await panel.screenshot({ path: `${shots}/product-price.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPriceBlock(panel, payable, was, save, off);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/product-price-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Cart: the line's unit price is the price paid, beside the same was-price
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: /^Your cart/ })).toBeVisible();
  await page.goto(at("aol", "/cart"));
  const line = page.getByRole("region", { name: "Products in your cart" }).getByRole("listitem").first();
  await expect(line.locator(".cart-line__unit")).toHaveText(`${payable} each`);
  await expect(line.locator(".cart-line__was")).toHaveText(`Was ${was}`);
  await expect(line.locator(".cart-line__total")).toHaveText(payable);

  // Compare page: the same block
  const other = await findListed(request, "price-desc", (i) => i.sku !== item.sku && (i.price ?? 0) > 0);
  await page.goto(
    at("aol", `/compare?sku=${encodeURIComponent(item.sku)}~${encodeURIComponent(other.item.sku)}`),
  );
  const column = page.locator(".compare-product").filter({ hasText: item.title.slice(0, 30) });
  await expectPriceBlock(column.locator(".price-block"), payable, was, save, off);
  await page.screenshot({ path: `${shots}/compare-page.png` });
});

test("a product priced 0 reads 'Request Price' on the listing, compare tray and product page, and cannot be added", async ({
  page,
  request,
}) => {
  const { item, path } = await findListed(request, "price-asc", (i) => i.price === 0);
  await page.goto(at("aol", path));
  const tile = card(page, item.uri);
  await expect(tile.locator(".price-block__price")).toHaveText("Price: Request Price");
  await expect(tile).not.toContainText(/Save|FREE|% off/);
  await tile.screenshot({ path: `${shots}/request-price-tile.png` });

  await tile.getByRole("checkbox", { name: /^Add to Compare/ }).check();
  const tray = page.getByRole("region", { name: "Compare products" });
  await expect(tray.locator(".compare-tray__slot").first()).toContainText("Request Price");

  await tile.locator(".product-card__link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  const panel = page.locator(".product-price-panel");
  await expect(panel.locator(".price-block__price")).toHaveText("Price: Request Price");
  await expect(panel).not.toContainText(/Save|FREE|% off/);
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  // Instead the shopper asks the team for a price: the contact panel opens with the message written
  await expect(page.getByText("Price on request.")).toBeVisible();
  await page.getByRole("button", { name: "Ask for a price" }).click();
  const contact = page.getByRole("dialog", { name: /^Talk to / });
  const message = contact.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(/^Hi, please send me a price for the /);
  expect(await message.inputValue()).toContain(item.title);
  await expect(contact.getByLabel("Your name")).toBeFocused();
  await page.screenshot({ path: `${shots}/request-price-ask.png` });
  await page.keyboard.press("Escape");
  await expect(contact).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the price sits under the pictures
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator(".price-block__price")).toBeInViewport();
  await page.screenshot({ path: `${shots}/request-price-product-390.png` });

  // The cart refuses it even when asked directly, with a message a shopper can act on
  const refused = await page.evaluate(async (sku) => {
    const res = await fetch("/api/cart/product", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    return { status: res.status, body: (await res.json()) as { errors: string[] } };
  }, item.sku);
  expect(refused.status).toBe(409);
  expect(refused.body.errors[0]).toContain("cannot be bought online: its price is on request");
});

test("on wa a saving off an RRP it does not show is not shown, nor its 'Sale' ribbon; aol shows both", async ({
  page,
  request,
}) => {
  const { item, path } = await findListed(
    request,
    "price-desc",
    (i) => i.discountOffRrp !== null && (i.lineDiscount ?? 0) === 0 && i.altPriceMsg === null,
  );
  const save = `Save ${money(item.discountOffRrp ?? 0)}`;

  await page.goto(at("aol", path));
  const aolTile = card(page, item.uri);
  await expect(aolTile.locator(".price-block__compare")).toHaveText(`RRP: ${money(item.rrp ?? 0)}`);
  await expect(aolTile.locator(".price-block__save")).toHaveText(save);

  await page.goto(at("wa", path));
  const waTile = card(page, item.uri);
  await expect(waTile.locator(".price-block__price")).toHaveText(`Price: ${money(item.price ?? 0)}`);
  await expect(waTile).not.toContainText("RRP");
  await expect(waTile).not.toContainText(/Save \$/);
  await expect(waTile.locator(".product-ribbon--sale, .product-ribbon--save")).toHaveCount(0);
  await waTile.screenshot({ path: `${shots}/wa-tile.png` });
});
