import { expect, test } from "@playwright/test";
import { addToCartInPage, stockedProducts } from "./checkout-kit";
import { port } from "./e2e-port";
import { holdPageScript, openBeforeItsScript, whenHydrated } from "./page-kit";

// ADR 102: what a shopper does before the page's script has run is not lost. The script is held back, as
// on a slow phone, so each tap below comes first for certain.
const at = (path: string) => `http://aol.localhost:${port}${path}`;

test("a tap on 'Log in' before the page's script runs opens the login prompt once it has, on the same page", async ({
  page,
}) => {
  const release = await openBeforeItsScript(page, at("/"));
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Log in" }).click();
  // Held: the browser did not go to the login page
  await expect(page).toHaveURL(at("/"));
  release();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(at("/"));
});

test("a tap on the cart, twice, before the page's script runs opens the cart panel once", async ({
  page,
}) => {
  const release = await openBeforeItsScript(page, at("/"));
  const cart = page.getByRole("banner").getByRole("button", { name: "Cart, 0 items" });
  await cart.click();
  await cart.click();
  release();
  const panel = page.getByRole("dialog", { name: /^Your cart/ });
  await expect(panel).toBeVisible();
  // A second replayed tap would have closed it again
  await whenHydrated(page);
  await expect(panel).toBeVisible();
});

test("a warranty and installation picked before the page's script runs go into the cart", async ({
  page,
  request,
}) => {
  const [dishwasher] = await stockedProducts(request, "category=kitchen/dishwashers", 1);
  const release = await openBeforeItsScript(page, at(`/p/${dishwasher?.uri}`));
  const warranty = page
    .getByRole("group", { name: "Extended warranty" })
    .getByRole("radio", { name: /3 Year/ });
  const installation = page
    .getByRole("group", { name: "Installation" })
    .getByRole("radio", { name: /Dishwasher installation/ });
  // They tick at once, as they would without script
  await warranty.check();
  await installation.check();
  release();
  await whenHydrated(page);
  await expect(warranty).toBeChecked();
  await expect(installation).toBeChecked();
  await page.getByRole("button", { name: "Add to cart" }).click();
  const panel = page.getByRole("dialog", { name: /^Your cart/ });
  await expect(panel.getByText(/3 Year Extended Warranty: \$[\d,]+ each/)).toBeVisible();
  await expect(panel.getByText(/Dishwasher installation \(plumbing connected\): \$199 each/)).toBeVisible();
});

test("the desktop menu the pointer rests on before the page's script runs opens once it has", async ({
  page,
}) => {
  const release = await openBeforeItsScript(page, at("/"));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Kitchen", exact: true }).hover();
  await expect(nav.getByRole("link", { name: "Ovens" })).toHaveCount(0);
  release();
  await expect(nav.getByRole("link", { name: "Ovens" })).toBeVisible();
});

test("when the page's script never comes, a held tap on a link goes to it after ten seconds", async ({
  page,
}) => {
  await holdPageScript(page);
  await page.clock.install();
  await page.goto(at("/"));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Laundry", exact: true }).click();
  await expect(page).toHaveURL(at("/"));
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(at("/c/laundry"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laundry");
});

test("a suburb typed before the page's script runs brings its suggestions once it has", async ({
  page,
  request,
}) => {
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  const nz = (path: string) => `http://aol-nz.localhost:${port}${path}`;
  await page.goto(nz("/cart"));
  if (!product) throw new Error("no stocked oven");
  await addToCartInPage(page, product.sku);
  const release = await openBeforeItsScript(page, nz("/customer/checkout"));
  const suburb = page.getByRole("combobox", { name: "Suburb and postcode" });
  await suburb.fill("Ponsonby");
  await expect(page.getByRole("option", { name: /Ponsonby/ })).toHaveCount(0);
  release();
  await page
    .getByRole("option", { name: /Ponsonby/ })
    .first()
    .click();
  await expect(page.getByText(/Chosen: Ponsonby/)).toBeVisible();
});

test("on the not-found page too, a tap before the page's script runs is replayed once it has", async ({
  page,
}) => {
  const release = await openBeforeItsScript(page, at("/stores/nowhere-at-all"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Cart, 0 items" }).click();
  release();
  await expect(page.getByRole("dialog", { name: /^Your cart/ })).toBeVisible();
});
