import { type Browser, expect, type Page, test } from "@playwright/test";
import { chooseFirstDate, fillCard, fillGuestDetails, placeOrder, stockedProducts } from "./checkout-kit";
import { whenHydrated } from "./page-kit";

/**
 * Staff projects on the store's own screens (issue 17, ADR 051): a staff member builds a customer's
 * project, works it up, quotes it, locks and shares it, the customer opens the link, and the staff
 * member converts it to a cart and checks out; the transfer modal moves a product between projects.
 * Sam Staff's cart is used by no other journey (a conversion replaces the caller's cart).
 */
const shots = "test-results/project-screens";
const staff = "staff@example.com";

async function signedInStaff(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/project");
  // Signed out: a sign-in prompt, which comes back here
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see projects" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email", { exact: true }).fill(staff);
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  return page;
}

/** Both widths of one screen, full page. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("a staff member builds, quotes, locks and shares a project; the customer opens it; it becomes an order", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = (await stockedProducts(request, "category=kitchen/dishwashers", 6)).filter(
    (p) => !/miele/i.test(p.title),
  );
  if (!first || !second) throw new Error("too few stocked dishwashers");
  const page = await signedInStaff(browser);
  const stamp = Date.now();
  const name = `Kitchen refit ${stamp}`;
  await shoot(page, "1-list");

  // Create the project for a customer: the form looks up the customer's projects and a referrer
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Project name").fill(name);
  await form.getByLabel("First name").fill("Olivia");
  await form.getByLabel("Last name").fill("Smith");
  await form.getByLabel("Customer email").fill("olivia.smith@example.com");
  await form.getByLabel("Contact number").fill("0412 000 111");
  await form.getByLabel("Contact number").blur();
  await expect(form.getByText(/This customer has (no projects yet|\d+ projects?)/)).toBeVisible();
  await form.getByLabel("Find a referrer").fill("bu");
  await form.getByRole("button", { name: "Search", exact: true }).click();
  const referrers = form.getByRole("list", { name: "Referrers found" });
  await expect(referrers.getByRole("button").first()).toBeVisible();
  await referrers.getByRole("button").first().click();
  await expect(form.getByRole("button", { name: "Remove referrer" })).toBeVisible();
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  const projectUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // A new project has nothing in it: the server answers 204 and the screen says so
  await expect(page.getByText("This project is empty")).toBeVisible();

  // Folders and products
  const folder = page.getByRole("form", { name: "Create a folder" });
  await folder.getByLabel("New folder").fill("Kitchen");
  await folder.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Kitchen" })).toBeVisible();
  await folder.getByLabel("New folder").fill("Laundry");
  await folder.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Laundry" })).toBeVisible();
  await page.getByRole("button", { name: "Move folder Laundry up" }).click();
  await expect(page.locator(".project__folder h2").first()).toHaveText("Laundry");

  const add = page.getByRole("form", { name: "Add a product" });
  await add.getByLabel("SKU or search").fill(first.sku);
  await add.getByLabel("Add to").selectOption({ label: "Folder: Kitchen" });
  await add.getByRole("button", { name: "Add by SKU" }).click();
  const kitchen = page.getByRole("region", { name: "Kitchen" });
  await expect(kitchen.getByRole("button", { name: first.title, exact: true })).toBeVisible();
  await add.getByLabel("SKU or search").fill(second.sku);
  await add.getByLabel("Add to").selectOption({ label: "The project (no folder)" });
  await add.getByRole("button", { name: "Add by SKU" }).click();
  const products = page.getByRole("region", { name: "Products", exact: true });
  await expect(products.getByRole("button", { name: second.title, exact: true })).toBeVisible();
  // Quantity 2 on the first line
  const line = kitchen.getByRole("listitem").filter({ hasText: first.title });
  await line.getByLabel("Quantity").fill("2");
  await line.getByRole("button", { name: "Save line" }).click();
  await expect(page.getByText("Successfully updated!").first()).toBeVisible();
  // The product count counts products, not units
  await expect(page.locator("dt", { hasText: "Products" }).locator("xpath=following-sibling::dd")).toHaveText(
    "2",
  );
  await expect(line.getByLabel("Quantity")).toHaveValue("2");

  // The product's tabs: stock, then a variation and a note
  await kitchen.getByRole("button", { name: first.title, exact: true }).click();
  const tabs = page.getByRole("tablist", { name: "Product details" });
  await expect(tabs.getByRole("tab", { name: "Stock" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/^Online: /)).toBeVisible();
  await shoot(page, "2-screen-stock");
  await tabs.getByRole("tab", { name: "Stock" }).press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Price", exact: true })).toBeFocused();
  await expect(page.getByRole("form", { name: "Prices and options" })).toBeVisible();
  await tabs.getByRole("tab", { name: "Competitor price" }).click();
  await expect(page.getByText(/No competitor prices on record|View at/).first()).toBeVisible();
  await tabs.getByRole("tab", { name: "Variations" }).click();
  const variation = page.getByRole("form", { name: "Add a variation" });
  await variation.getByLabel("Variation SKU").fill(second.sku);
  await variation.getByLabel("Comments").fill("Quieter, same width");
  await variation.getByRole("button", { name: "Save variation" }).click();
  await expect(page.getByRole("list", { name: "Variations" }).getByText("Quieter, same width")).toBeVisible();
  await tabs.getByRole("tab", { name: "Notes" }).click();
  const note = page.getByRole("form", { name: "Add a note" });
  await note.getByLabel("New note").fill("Customer wants it fitted under the bench");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(
    page.getByRole("list", { name: "Notes" }).getByText("Customer wants it fitted under the bench"),
  ).toBeVisible();
  await shoot(page, "3-screen-notes");

  // A comment goes on top
  const comment = page.getByRole("form", { name: "Add a comment" });
  await comment.getByLabel("Comment").fill(`Called Olivia ${stamp}`);
  await comment.getByRole("button", { name: "Add comment" }).click();
  await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem").first()).toContainText(
    `Called Olivia ${stamp}`,
  );

  // An attachment, with its progress shown while it goes (the network slowed so the bar is seen)
  const files = page.getByRole("region", { name: "Project files" });
  const pdf = Buffer.concat([
    Buffer.from("%PDF-1.4\n"),
    Buffer.alloc(3_000_000, 32),
    Buffer.from("\n%%EOF\n"),
  ]);
  await files
    .getByLabel("File to attach")
    .setInputFiles({ name: "kitchen-plan.pdf", mimeType: "application/pdf", buffer: pdf });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  });
  await files.getByRole("button", { name: "Upload" }).click();
  const progress = files.getByRole("progressbar");
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute("value")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/4-upload-progress-desktop.png`, fullPage: true });
  await expect(files.getByRole("link", { name: "kitchen-plan.pdf" })).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Save the quote, lock its prices, share it
  const quote = page.getByRole("region", { name: "Quote", exact: true });
  await quote.getByRole("button", { name: "Save quote" }).click();
  await expect(quote.getByRole("button", { name: "Save quote version 2" })).toBeVisible();
  await expect(page.locator(".project__head .project__badge")).toHaveText("Quoted");
  await quote
    .getByLabel("Lock until")
    .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await quote.getByRole("button", { name: "Lock prices" }).click();
  await expect(quote.getByText(/are locked until the end of/)).toBeVisible();
  await expect(quote.getByRole("button", { name: "Cancel lock" })).toBeVisible();
  // The switch turns on once the server has made the link
  await quote.getByRole("switch", { name: "Shared link" }).click();
  await expect(quote.getByRole("switch", { name: "Shared link" })).toBeChecked();
  const shareLink = quote.getByRole("link", { name: /\/project\/shared\?shareId=/ });
  await expect(shareLink).toBeVisible();
  const shareHref = (await shareLink.getAttribute("href")) ?? "";
  // The quote by email (POST /api/v2/project/email): only the success toast passes, never the fallback
  await quote.getByRole("button", { name: "Email quote" }).click();
  await expect(page.getByText("Successfully sent", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("An error occurred sending email.")).toHaveCount(0);
  await shoot(page, "5-screen-quoted");

  // The customer opens the link signed out: read-only, the quoted prices, printable
  const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shared = await customer.newPage();
  await shared.goto(new URL(shareHref).pathname + new URL(shareHref).search);
  await expect(shared.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(shared.getByText(first.title)).toBeVisible();
  await expect(shared.getByText(/These prices are held until the end of/)).toBeVisible();
  await expect(shared.getByRole("button", { name: "Print this quote" })).toBeVisible();
  await expect(shared.getByText("Customer wants it fitted under the bench")).toHaveCount(0);
  await expect(shared.getByText(`Called Olivia ${stamp}`)).toHaveCount(0);
  await shoot(shared, "6-shared");
  await shared.emulateMedia({ media: "print" });
  await shared.screenshot({ path: `${shots}/6-shared-print.png`, fullPage: true });
  await shared.goto("/project/shared?shareId=not-a-real-share-id-at-all");
  await expect(shared.getByRole("heading", { level: 1, name: "Quote not found" })).toBeVisible();
  await customer.close();

  // Convert to cart and check out for the customer
  await quote.getByRole("button", { name: "Convert to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Both places' products, at their quantities
  await expect(page.getByRole("combobox", { name: `Quantity of ${first.title}` })).toHaveValue("2");
  await expect(page.getByRole("combobox", { name: `Quantity of ${second.title}` })).toHaveValue("1");
  await page.getByRole("link", { name: "Checkout" }).first().click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await fillGuestDetails(page, "olivia.smith@example.com");
  await chooseFirstDate(page);
  await fillCard(page, undefined, "Olivia Smith");
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });

  // The order links back: the project is won
  await page.goto(projectUrl);
  await expect(page.locator(".project__head .project__badge")).toHaveText("Won");
});

test("the transfer modal moves a product from one project to another", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const [product] = await stockedProducts(request, "category=laundry/washing-machines", 1);
  if (!product) throw new Error("no stocked washing machine");
  const page = await signedInStaff(browser);
  const stamp = Date.now();
  const ids = await page.evaluate(
    async ({ stamp, sku }) => {
      const post = async (path: string, body: unknown) =>
        (await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.json())) as { projectId: number };
      const source = await post("/api/v2/project", { name: `Source ${stamp}` });
      const target = await post("/api/v2/project", { name: `Target ${stamp}` });
      await post("/api/v2/project/folder", { projectId: target.projectId, title: "Laundry" });
      await post("/api/projects/product", { projectId: source.projectId, sku, quantity: 2 });
      return { source: source.projectId, target: target.projectId };
    },
    { stamp, sku: product.sku },
  );
  await page.goto(`/project/${ids.source}`);
  const line = page.getByRole("listitem").filter({ hasText: product.title });
  const open = line.getByRole("button", { name: "Transfer" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: `Transfer ${product.title}` });
  await expect(dialog.getByLabel("To project")).toBeFocused();
  // Escape closes and focus comes back
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await dialog.getByLabel("To project").selectOption(String(ids.target));
  await expect(dialog.getByLabel("Into")).toBeVisible();
  await dialog.getByLabel("Into").selectOption({ label: "Folder: Laundry" });
  await shoot(page, "7-transfer-modal");
  await dialog.getByRole("button", { name: "Move product" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("This project is empty")).toBeVisible();
  await page.goto(`/project/${ids.target}`);
  await expect(
    page.getByRole("region", { name: "Laundry" }).getByRole("button", { name: product.title, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Laundry" }).getByRole("listitem").getByLabel("Quantity"),
  ).toHaveValue("2");

  // Staff mark the target lost (nothing in it can change), then reopen it
  const badge = page.locator(".project__head .project__badge");
  await page.getByRole("button", { name: "Mark as lost" }).click();
  await expect(badge).toHaveText("Lost");
  await expect(page.getByRole("form", { name: "Add a product" })).toHaveCount(0);
  await page.getByRole("button", { name: "Reopen project" }).click();
  await expect(badge).toHaveText("Open");
  await expect(page.getByRole("form", { name: "Add a product" })).toBeVisible();
});

test("staff add a product to a project from its product page; shoppers see no panel", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  if (!product) throw new Error("no stocked oven");
  const page = await signedInStaff(browser);
  // Its own project, so the journeys running beside it keep their projects as they made them
  const name = `Oven swap ${Date.now()}`;
  const projectId = await page.evaluate(async (name) => {
    const created = await fetch("/api/v2/project", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    return ((await created.json()) as { projectId: number }).projectId;
  }, name);
  await page.goto(`/p/${product.uri}`);
  const panel = page.getByRole("region", { name: "Add to a project" });
  // Where the product is already (GET /api/projects/product/{sku}): not in the project just made
  await expect(panel.getByRole("heading", { name: "In your projects" })).toBeVisible();
  await expect(panel.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  const choice = panel.getByLabel("Project", { exact: true });
  await expect(choice).toBeVisible();
  await choice.selectOption(`${projectId}:cart`);
  await panel.getByLabel("Quantity").fill("3");
  await panel.getByRole("button", { name: "Add to project" }).click();
  await expect(panel.getByRole("status")).toContainText(`Added to PRJ-`);
  await expect(panel.getByRole("status")).toContainText(name);
  // The list of where it is now names the project, with the quantity
  const held = panel.getByRole("list", { name: "In your projects" }).getByRole("listitem").filter({
    hasText: name,
  });
  await expect(held).toHaveText(new RegExp(`PRJ-\\d+ ${name}, quantity 3$`));

  await panel.getByRole("link", { name: "Open the project" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(page.getByRole("button", { name: product.title, exact: true })).toBeVisible();
  await shoot(page, "8-after-product-panel");

  // The store's own product-page panel (no CMS here): the same panel for a typed sku
  await page.goto("/staff/product-page");
  await page.getByLabel("SKU").fill(product.sku);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/staff\/product-page\?sku=/);
  const own = page.getByRole("region", { name: "Add to a project" });
  await expect(own.getByRole("list", { name: "In your projects" })).toContainText(name);

  const shopper = await browser.newPage();
  await shopper.goto(`/p/${product.uri}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shopper.getByRole("region", { name: "Add to a project" })).toHaveCount(0);
  await shopper.goto(`/staff/product-page?sku=${encodeURIComponent(product.sku)}`);
  await expect(shopper.getByRole("heading", { level: 1, name: "Sign in to see projects" })).toBeVisible();
  await expect(shopper.getByRole("region", { name: "Add to a project" })).toHaveCount(0);
  await shopper.close();
});

test("a customer sees that projects are for staff", async ({ page }) => {
  await page.goto("/account/login");
  await page.getByLabel("Email", { exact: true }).fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/project");
  await expect(page.getByRole("heading", { level: 1, name: "Projects are for staff" })).toBeVisible();
});
