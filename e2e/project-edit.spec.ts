import { type Browser, expect, type Page, test } from "@playwright/test";
import { stockedProducts } from "./checkout-kit";
import { whenHydrated } from "./page-kit";

/**
 * Staff work on a project after creating it (issue 17): rename it, change its status, store and
 * salesperson (the store choice narrows the salespeople) and its details, its customer; sort its
 * products and folders with the move buttons; edit a variation; duplicate a folder and the project;
 * delete the copy behind a confirmation; and open the project again from the header's project menu.
 * No cart is touched (each staff member's cart belongs to another journey).
 */
const shots = "test-results/project-edit-screens";

async function signedInStaff(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/account/login?returnUrl=%2Fproject");
  await page.getByLabel("Email", { exact: true }).fill("staff@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  return page;
}

/**
 * The page (or the open dialog) at 1280 px, then what a phone shows at 390 px: the screen's top, and
 * `part` (a region) on its own so it can be read.
 */
async function shoot(page: Page, name: string, part?: string) {
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  if (part) await page.locator(part).screenshot({ path: `${shots}/${name}-part-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff rename, re-assign, sort, duplicate and delete projects, edit a variation and reach a project from the header", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await stockedProducts(request, "category=kitchen/dishwashers", 2);
  if (!first || !second) throw new Error("too few stocked dishwashers");
  const page = await signedInStaff(browser);
  const stamp = Date.now();
  const name = `Edit journey ${stamp}`;

  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Project name").fill(name);
  await form.getByLabel("First name").fill("Noah");
  await form.getByLabel("Last name").fill("Brown");
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Empty (the server answers 204 with no project): rename, duplicate and delete only
  await expect(page.getByText("This project is empty")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete project" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit details" })).toHaveCount(0);

  // Two folders and two products in the project's own list
  const folder = page.getByRole("form", { name: "Create a folder" });
  for (const title of ["Kitchen", "Laundry"]) {
    await folder.getByLabel("New folder").fill(title);
    await folder.getByRole("button", { name: "Create folder" }).click();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  const add = page.getByRole("form", { name: "Add a product" });
  const products = page.getByRole("region", { name: "Products", exact: true });
  for (const product of [first, second]) {
    await add.getByLabel("SKU or search").fill(product.sku);
    await add.getByLabel("Add to").selectOption({ label: "The project (no folder)" });
    await add.getByRole("button", { name: "Add by SKU" }).click();
    await expect(products.getByRole("button", { name: product.title, exact: true })).toBeVisible();
  }

  // Sort: the second product moves up, and stays there after a reload (the server kept the order)
  const titles = products.locator(".project__line-title");
  await expect(titles).toHaveText([first.title, second.title]);
  await expect(products.getByRole("button", { name: `Move ${first.title} up` })).toBeDisabled();
  await products.getByRole("button", { name: `Move ${second.title} up` }).click();
  await expect(titles).toHaveText([second.title, first.title]);
  await expect(page.getByText("Successfully updated!").first()).toBeVisible();
  await page.getByRole("button", { name: "Move folder Laundry up" }).click();
  await expect(page.locator(".project__folder h2")).toHaveText(["Laundry", "Kitchen"]);
  await page.reload();
  await expect(titles).toHaveText([second.title, first.title]);
  await expect(page.locator(".project__folder h2")).toHaveText(["Laundry", "Kitchen"]);

  // Rename, in a dialog that takes focus and gives it back
  const renameButton = page.getByRole("button", { name: "Rename", exact: true });
  await renameButton.click();
  const rename = page.getByRole("dialog", { name: "Rename project" });
  await expect(rename.getByLabel("Project name")).toBeFocused();
  await rename.getByLabel("Project name").fill("");
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(rename.getByRole("alert")).toContainText("Please enter a project name");
  const renamed = `Renamed journey ${stamp}`;
  await rename.getByLabel("Project name").fill(renamed);
  await shoot(page, "2-rename-dialog");
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(renameButton).toBeFocused();

  // Details: choosing a store offers only its salespeople
  // (read in the page: Node cannot resolve the brand host name that Chromium can)
  const { availableStores, availableSalesPersons } = await page.evaluate(async () => {
    const response = await fetch("/api/store/select-view");
    return (await response.json()) as {
      availableStores: { storeUri: string; name: string }[];
      availableSalesPersons: { code: string; name: string; storeUri: string }[];
    };
  });
  const store = availableStores.find((s) => availableSalesPersons.some((p) => p.storeUri === s.storeUri));
  if (!store) throw new Error("no store with a salesperson");
  const theirs = availableSalesPersons.filter((p) => p.storeUri === store.storeUri);
  await page.getByRole("button", { name: "Edit details" }).click();
  const details = page.getByRole("dialog", { name: "Project details" });
  await expect(details.getByLabel("Status")).toBeFocused();
  await expect(details.getByLabel("Store")).toBeEnabled();
  await details.getByLabel("Store").selectOption({ label: store.name });
  await expect(details.getByLabel("Salesperson").locator("option")).toHaveText([
    "No salesperson",
    ...theirs.map((p) => p.name),
  ]);
  await details.getByLabel("Salesperson").selectOption({ label: theirs[0]?.name ?? "" });
  await details.getByLabel("Project goal").fill("New kitchen and laundry");
  await details.getByLabel("Postcode").fill("30");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("alert")).toContainText("A postcode is 4 digits");
  await details.getByLabel("Postcode").fill("3121");
  await shoot(page, "3-details-dialog");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details).toBeHidden();
  await expect(page.locator(".project__head")).toContainText(store.name);

  // Status: marked lost from the same dialog, then reopened
  await page.getByRole("button", { name: "Edit details" }).click();
  await details.getByLabel("Status").selectOption("Lost");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details).toBeHidden();
  await expect(page.locator(".project__head .project__badge")).toHaveText("Lost");
  await page.getByRole("button", { name: "Edit details" }).click();
  await details.getByLabel("Status").selectOption("Open");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.locator(".project__head .project__badge")).toHaveText("Open");

  // The customer after creation
  await page.getByRole("button", { name: "Edit customer" }).click();
  const customer = page.getByRole("dialog", { name: "Customer" });
  await expect(customer.getByLabel("First name")).toBeFocused();
  await customer.getByLabel("Last name").fill("Browning");
  await customer.getByLabel("Customer email").fill("noah.browning@example.com");
  await customer.getByRole("button", { name: "Save customer" }).click();
  await expect(customer).toBeHidden();
  await expect(page.locator("dd", { hasText: "Noah Browning" })).toBeVisible();
  await expect(page.getByText("noah.browning@example.com")).toBeVisible();

  // A variation is added, then edited in place
  await products.getByRole("button", { name: first.title, exact: true }).click();
  const tabs = page.getByRole("tablist", { name: "Product details" });
  await tabs.getByRole("tab", { name: "Variations" }).click();
  const addVariation = page.getByRole("form", { name: "Add a variation" });
  await addVariation.getByLabel("Variation SKU").fill(second.sku);
  await addVariation.getByLabel("Comments").fill("Same width");
  await addVariation.getByRole("button", { name: "Save variation" }).click();
  const variations = page.getByRole("list", { name: "Variations" });
  await expect(variations.getByText("Same width")).toBeVisible();
  await variations.getByRole("button", { name: `Edit variation ${second.sku}` }).click();
  const editVariation = page.getByRole("form", { name: `Edit variation ${second.sku}` });
  await expect(editVariation.getByLabel("Variation SKU")).toBeFocused();
  await expect(editVariation.getByLabel("Comments")).toHaveValue("Same width");
  await editVariation.getByLabel("Comments").fill("Same width, quieter");
  await editVariation.getByLabel("RRP override ($, optional)").fill("1499");
  await editVariation.getByRole("button", { name: "Save changes" }).click();
  await expect(variations.getByText("Same width, quieter")).toBeVisible();
  await expect(variations.getByRole("listitem")).toHaveCount(1);
  await expect(variations).toContainText("RRP $1,499");
  await expect(page.getByRole("form", { name: "Add a variation" })).toBeVisible();

  // Duplicate a folder
  await page
    .getByRole("region", { name: "Kitchen", exact: true })
    .getByRole("button", { name: "Duplicate folder" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Kitchen (copy)" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "1-screen", ".project__main");

  // Duplicate the project: the copy opens
  const originalUrl = page.url();
  await page.getByRole("button", { name: "Duplicate project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Copy of ${renamed}` })).toBeVisible();
  expect(page.url()).not.toBe(originalUrl);
  await expect(page.getByRole("heading", { level: 2, name: "Kitchen (copy)" })).toBeVisible();

  // Delete the copy: the confirmation starts on 'Keep project'; Escape keeps it and gives focus back
  const deleteButton = page.getByRole("button", { name: "Delete project" });
  await deleteButton.click();
  const confirm = page.getByRole("dialog", { name: "Delete this project?" });
  await expect(confirm.getByRole("button", { name: "Keep project" })).toBeFocused();
  await shoot(page, "4-delete-dialog");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByText("Successfully deleted").first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Copy of ${renamed}` })).toHaveCount(0);

  // The header's project menu lists the staff member's latest projects and opens one
  const menu = page.getByRole("button", { name: "My projects" });
  await menu.click();
  const recent = page.getByRole("region", { name: "My recent projects" });
  await expect(recent.getByRole("link", { name: new RegExp(renamed) })).toBeVisible();
  await expect(recent.getByRole("link", { name: /All projects \(\d+\)/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/5-navbar-menu-1280.png` });
  await recent.getByRole("link", { name: new RegExp(renamed) }).click();
  await expect(page).toHaveURL(originalUrl);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await page.context().close();
});

test("the header's project menu is for staff only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "My projects" })).toHaveCount(0);
  await page.goto("/account/login");
  await page.getByLabel("Email", { exact: true }).fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("button", { name: "My projects" })).toHaveCount(0);
});

test("on a phone, staff reach their recent projects from the menu drawer", async ({ browser }) => {
  const page = await signedInStaff(browser);
  // The newest project heads the list: make one to look for
  const name = `Drawer journey ${Date.now()}`;
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Project name").fill(name);
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const projectUrl = page.url();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByText("My projects", { exact: true }).click();
  await expect(drawer.getByRole("heading", { name: "My recent projects" })).toBeVisible();
  const project = drawer.getByRole("link", { name: new RegExp(name) });
  await expect(project).toBeVisible();
  await expect(drawer.getByRole("link", { name: /All projects \(\d+\)/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/6-drawer-projects-390.png` });
  await project.click();
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.context().close();
});

test("a project open on one screen shows a change made on another when its tab is back in view, keeping what was ticked", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [cartProduct, folderProduct] = await stockedProducts(request, "category=kitchen/ovens", 2);
  if (!cartProduct || !folderProduct) throw new Error("no two stocked ovens");
  const here = await signedInStaff(browser);
  const name = `Shared journey ${Date.now()}`;
  const form = here.getByRole("form", { name: "New project" });
  await form.getByLabel("Project name").fill(name);
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(here.getByRole("heading", { level: 1, name })).toBeVisible();

  // Its own products and folder, so the selection has something of each to keep (storefront s.4)
  const projectId = Number(new URL(here.url()).pathname.split("/").pop());
  await here.evaluate(
    async ({ projectId, skus }) => {
      const post = async (path: string, body: unknown) =>
        (await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.json())) as { folders: { id: number }[] };
      const withFolder = await post("/api/v2/project/folder", { projectId, title: "Wall ovens" });
      await post("/api/projects/product", { projectId, sku: skus[0], quantity: 1 });
      await post("/api/projects/product", {
        projectId,
        sku: skus[1],
        quantity: 1,
        folderId: withFolder.folders[0]?.id,
      });
    },
    { projectId, skus: [cartProduct.sku, folderProduct.sku] },
  );
  await here.reload();
  const pickProduct = here.getByRole("checkbox", { name: `Select ${cartProduct.title} for the cart` });
  const pickFolder = here.getByRole("checkbox", { name: "Select folder Wall ovens for the cart" });
  const unpicked = here.getByRole("checkbox", { name: `Select ${folderProduct.title} for the cart` });
  await pickProduct.check();
  await pickFolder.check();
  await expect(here.getByText("2 selected products and folders go to the cart.")).toBeVisible();

  // A colleague (another browser) renames it
  const there = await signedInStaff(browser);
  await there.goto(here.url());
  await there.getByRole("button", { name: "Rename", exact: true }).click();
  const rename = there.getByRole("dialog", { name: "Rename project" });
  await rename.getByLabel("Project name").fill(`${name} (theirs)`);
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(there.getByRole("heading", { level: 1, name: `${name} (theirs)` })).toBeVisible();

  // The first screen, back in view, shows it without a reload and says why
  await here.bringToFront();
  await here.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(here.getByRole("heading", { level: 1, name: `${name} (theirs)` })).toBeVisible();
  await expect(
    here.getByText("Someone else changed this project: it now shows their changes."),
  ).toBeVisible();
  // The same project reloaded: the ticked product and folder stay ticked, nothing else is (storefront s.4)
  await expect(pickProduct).toBeChecked();
  await expect(pickFolder).toBeChecked();
  await expect(unpicked).not.toBeChecked();
  await expect(here.getByText("2 selected products and folders go to the cart.")).toBeVisible();
  await here.context().close();
  await there.context().close();
});

test("the admin cart holds the staff price, and with discounts cleared puts today's catalogue price in", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(request, "category=kitchen/dishwashers", 1);
  if (!product?.price) throw new Error("no stocked, priced dishwasher");
  // As the store shows money: whole dollars without cents
  const dollars = (cents: number) =>
    new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "AUD",
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  const staffPrice = product.price - 100_00;
  const page = await signedInStaff(browser);
  const name = `Admin cart journey ${Date.now()}`;
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Project name").fill(name);
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const projectUrl = page.url();
  const add = page.getByRole("form", { name: "Add a product" });
  const products = page.getByRole("region", { name: "Products", exact: true });
  await add.getByLabel("SKU or search").fill(product.sku);
  await add.getByRole("button", { name: "Add by SKU" }).click();
  await expect(products.getByRole("button", { name: product.title, exact: true })).toBeVisible();

  // A staff price $100 under the catalogue's
  await products.getByLabel("Staff price ($)").fill((staffPrice / 100).toFixed(2));
  await products.getByRole("button", { name: "Save line" }).click();
  await expect(products.getByText("Staff price", { exact: true })).toBeVisible();
  await expect(products.getByText(`${dollars(staffPrice)} each`)).toBeVisible();

  // The admin cart for the customer holds it
  const quote = page.getByRole("region", { name: "Quote", exact: true });
  await quote.getByRole("button", { name: "Make admin cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  const totalOf = (cents: number) => new RegExp(`Order total\\s*\\${dollars(cents)}`);
  await expect(summary).toContainText(totalOf(staffPrice));
  // The line says what it was
  const was = page.getByRole("main").getByText(`Was ${dollars(product.price)}`, { exact: true });
  await expect(was).toBeVisible();

  // Cleared discounts: today's catalogue price, and the screen says so
  await page.goto(projectUrl);
  // The screen renders again as it hydrates, which shows a box ticked before then unticked until the tick is
  // replayed (ADR 102); Playwright reads the box right after its click, so tick it once the screen is ready
  await whenHydrated(page);
  await quote.getByLabel(/Clear discounts/).check();
  await quote.getByRole("button", { name: "Make admin cart" }).click();
  await expect(page.getByText("Discounts cleared: the cart has today's catalogue prices.")).toBeVisible();
  await page.goto("/cart");
  await expect(summary).toContainText(totalOf(product.price));
  await expect(was).toHaveCount(0);
  await page.context().close();
});

test("an empty project is renamed, then deleted after its confirmation", async ({ browser }) => {
  const page = await signedInStaff(browser);
  const name = `Empty journey ${Date.now()}`;
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Project name").fill(name);
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText("This project is empty")).toBeVisible();
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  const rename = page.getByRole("dialog", { name: "Rename project" });
  await rename.getByLabel("Project name").fill(`${name} renamed`);
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} renamed` })).toBeVisible();
  await page.getByRole("button", { name: "Delete project" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this project?" });
  await expect(confirm).toContainText(`${name} renamed`);
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByText("Successfully deleted").first()).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} renamed` })).toHaveCount(0);
  await page.context().close();
});
