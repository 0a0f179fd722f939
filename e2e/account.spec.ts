import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { port } from "./e2e-port";
import { holdPageScript, openBeforeItsScript, sidewaysOverflow, whenHydrated } from "./page-kit";

// The journeys' server issues 20-second identity tokens (playwright.config.ts), so renewal happens here
const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;
const shots = "test-results/account-screens";
const demoPassword = "Demo-password-1";

const header = (page: Page) => page.getByRole("banner");
const loginPrompt = (page: Page) => page.getByRole("dialog", { name: "Log in" });

/** A fresh address per run, so the journeys never meet an account from an earlier one. */
const freshEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The link labelled `label` in the newest mail to `to`, read from the dev mailbox like a person would. */
async function mailedLink(context: BrowserContext, to: string, label: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto("/dev/mailbox");
  const row = mailbox.getByRole("row").filter({ hasText: to }).first();
  // Mail is written by a job: reload until it is listed
  await expect(async () => {
    await mailbox.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole("link").click();
  const href = await mailbox.getByRole("link", { name: label }).getAttribute("href");
  await mailbox.close();
  if (!href) throw new Error(`no '${label}' link in the mail to ${to}`);
  return href;
}

/** Signs in through the header's 'Log in' prompt on the current page. */
async function logInThroughPrompt(page: Page, email: string, password = demoPassword) {
  await header(page).getByRole("link", { name: "Log in" }).click();
  const prompt = loginPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByLabel("Email", { exact: true }).fill(email);
  await prompt.getByLabel("Password", { exact: true }).fill(password);
  await prompt.getByRole("button", { name: "Log in" }).click();
}

const storedIdentity = (page: Page) =>
  page.evaluate(() => {
    const token = localStorage.getItem("id_token");
    const payload = token?.split(".")[1];
    const claims = payload
      ? (JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as {
          exp: number;
          given_name: string;
        })
      : null;
    return {
      loggedIn: localStorage.getItem("isLoggedIn"),
      accessToken: localStorage.getItem("access_token"),
      claims,
    };
  });

test("a shopper registers, confirms the address, signs out and in, stays signed in through renewal, and signs out", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = freshEmail("register");

  // Register: the new account is signed in and lands on My account
  await page.goto("/account/register");
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await main.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
  await main.getByLabel("First name", { exact: true }).fill("Nia");
  await main.getByLabel("Last name", { exact: true }).fill("Shopper");
  await main.getByLabel("Phone", { exact: true }).fill("0412 345 678");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Hello, Nia" })).toBeVisible();
  await expect(page.getByText(`We have sent a link to ${email} to confirm it.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please confirm your email address" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Nia" })).toHaveAttribute("href", "/account");

  // Confirm through the mailed link
  const confirm = await mailedLink(context, email, "Confirm my email");
  expect(confirm).toMatch(/\/account\/confirm-email\/[A-Za-z0-9_-]{43}$/);
  const confirmTab = await context.newPage();
  await confirmTab.goto(confirm);
  await expect(confirmTab.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await confirmTab.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Hello, Nia" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please confirm your email address" })).toHaveCount(0);

  // Sign out from the header: back to the home page, signed out everywhere
  await header(page).getByRole("link", { name: "Log out" }).click();
  await expect(page).toHaveURL(at("aol", "/"));
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await storedIdentity(page)).toEqual({ loggedIn: null, accessToken: null, claims: null });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);

  // Sign in through the header's prompt on a product listing: back on that page, greeted by first name
  await page.goto("/brands");
  await logInThroughPrompt(page, email, "a long enough passphrase");
  await expect(page).toHaveURL(at("aol", "/brands"));
  await expect(header(page).getByRole("link", { name: "Nia" })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");

  // Reload: still signed in
  await page.reload();
  await expect(header(page).getByRole("link", { name: "Nia" })).toBeVisible();

  // Silent renewal: 900 ms before the 20-second token expires the page renews it, and stays signed in
  const first = await storedIdentity(page);
  const firstExpiry = first.claims?.exp ?? 0;
  const renewal = await page.waitForResponse(
    (response) => response.url().endsWith("/api/account/relogin") && response.request().method() === "POST",
    { timeout: 25_000 },
  );
  expect(renewal.status()).toBe(200);
  await expect.poll(async () => (await storedIdentity(page)).claims?.exp ?? 0).toBeGreaterThan(firstExpiry);
  // Past the first token's expiry, the shopper is still signed in
  await expect.poll(() => Date.now() / 1000, { timeout: 10_000 }).toBeGreaterThan(firstExpiry + 1);
  expect((await storedIdentity(page)).loggedIn).toBe("true");
  await expect(header(page).getByRole("link", { name: "Nia" })).toBeVisible();
  await header(page).getByRole("link", { name: "Nia" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Nia" })).toBeVisible();

  // Sign out from My account
  await main.getByRole("link", { name: "Log out" }).click();
  await expect(page).toHaveURL(at("aol", "/"));
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
});

test("a shopper who forgot the password resets it through the mailed link and signs in with the new one", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = freshEmail("reset");
  await page.goto("/");
  const registered = await page.evaluate(async (address) => {
    const response = await fetch("/api/account/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: address,
        password: "the first passphrase",
        firstName: "Remy",
        lastName: "Reset",
        phone: "0298765432",
        clientId: "aol",
      }),
    });
    await fetch("/api/account/logout", { method: "POST" });
    return response.status;
  }, email);
  expect(registered).toBe(201);

  await page.goto("/account/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  const answer = page.getByRole("status").filter({ hasText: /link/ });
  await expect(answer).toBeVisible();

  const reset = await mailedLink(context, email, "Choose a new password");
  expect(reset).toMatch(/\/account\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(reset);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password needs at least 12 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("the second passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The old password no longer works; the new one does
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill("the first passphrase");
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount&error=invalid$/);
  await expect(main.getByRole("alert")).toHaveText("Invalid login");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill("the second passphrase");
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Remy" })).toBeVisible();

  // The link is single use
  await page.goto(reset);
  await page.getByLabel("New password", { exact: true }).fill("the third passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("?showlogin=TRUE opens the login prompt on any page; closing it drops the parameter", async ({
  page,
}) => {
  await page.goto("/brands?showlogin=TRUE");
  const prompt = loginPrompt(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel("Email", { exact: true })).toBeFocused();
  await page.screenshot({ path: `${shots}/login-prompt-desktop.png` });
  await page.keyboard.press("Escape");
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(at("aol", "/brands"));
});

test("staff signed in on wa see the admin bar; on aol they do not", async ({ page }) => {
  await page.goto(at("wa", "/"));
  await expect(page.getByRole("navigation", { name: "Staff tools" })).toHaveCount(0);
  await logInThroughPrompt(page, "staff@example.com");
  await expect(page).toHaveURL(at("wa", "/"));
  const bar = page.getByRole("navigation", { name: "Staff tools" });
  await expect(bar).toBeVisible();
  // No CMS here: every panel is the store's own page (storefront s.2), the product-page panel included
  const productPanel = bar.getByRole("link", { name: "Product page" });
  await expect(productPanel).toHaveAttribute("href", "/staff/product-page");
  await expect(bar.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/project");
  await page.screenshot({ path: `${shots}/admin-bar-wa.png` });
  await productPanel.click();
  await expect(page.getByRole("heading", { level: 1, name: "Product panel" })).toBeVisible();
  await expect(page.getByLabel("Sku")).toBeVisible();
  await page.goto(at("wa", "/account"));
  await expect(page.getByText("Salesperson code")).toBeVisible();

  await page.goto(at("aol", "/"));
  await logInThroughPrompt(page, "staff@example.com");
  await expect(header(page).getByRole("link", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff tools" })).toHaveCount(0);
});

test("on the trade brand a trade customer sees prices once signed in", async ({ page }) => {
  await page.goto(at("wac", "/c/kitchen/ovens"));
  const main = page.getByRole("main");
  await main.locator(".product-card__link").first().click();
  await expect(page.getByRole("heading", { name: "Stock in our stores" })).toBeVisible();
  const productUrl = page.url();
  await main.getByRole("link", { name: "Login for Price" }).first().click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fp%2F/);
  await main.getByLabel("Email", { exact: true }).fill("trade@example.com");
  await main.getByLabel("Password", { exact: true }).fill(demoPassword);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(main.getByRole("link", { name: "Login for Price" })).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Add to cart" })).toBeVisible();
  expect(await main.innerText()).toMatch(/\$\s?\d/);
});

test("a shopper who taps Log in before the page's script has run is signed in once it has (ADR 102)", async ({
  page,
}) => {
  // A slow phone: the page's script has not arrived when the form is sent
  const release = await openBeforeItsScript(page, at("aol", "/account/login?returnUrl=%2Fcart"));
  await page.getByLabel("Email", { exact: true }).fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  // Held for the script, which sends it
  await expect(page).toHaveURL(at("aol", "/account/login?returnUrl=%2Fcart"));
  release();
  await expect(page).toHaveURL(at("aol", "/cart"));
  await expect(header(page).getByRole("link", { name: "Log out" })).toBeVisible();
});

test("when the page's script does not come, Log in goes as a real form post after ten seconds and signs in all the same (ADR 090)", async ({
  page,
}) => {
  const release = await holdPageScript(page);
  await page.clock.install();
  await page.goto(at("aol", "/account/login?returnUrl=%2Fcart"));
  await page.getByLabel("Email", { exact: true }).fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.clock.fastForward(10_000);
  // The store's own redirect back to the login page, which keeps the tokens once its script runs
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fcart#identityToken=/);
  release();
  await expect(page).toHaveURL(at("aol", "/cart"));
  await expect(header(page).getByRole("link", { name: "Log out" })).toBeVisible();
  await page.goto(at("aol", "/account"));
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Casey" })).toBeVisible();
});

test("a form only the page's script can send waits for it: Enter before then puts no password in the address, and the press is sent once the script has run", async ({
  page,
}) => {
  const release = await openBeforeItsScript(page, at("aol", "/account/register"));
  const email = `early-${Date.now()}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("An early passphrase 1");
  await page.getByLabel("First name", { exact: true }).fill("Early");
  await page.getByLabel("Last name", { exact: true }).fill("Shopper");
  await page.getByLabel("Phone", { exact: true }).fill("0412 345 678");
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Create account" }).click();
  // The browser sent nothing: same address, no query, the typed fields still there
  await expect(page).toHaveURL(at("aol", "/account/register"));
  expect(page.url()).not.toContain("passphrase");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  // Once the script has run it sends the form (ADR 102): the new account lands on My account
  release();
  await expect(page).toHaveURL(at("aol", "/account"));
  await expect(page.getByRole("heading", { name: "Hello, Early" })).toBeVisible();
  expect(page.url()).not.toContain("passphrase");
});

test("My account at 390 px: details, orders, saved addresses (add with the typeahead, delete)", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/account/login?returnUrl=%2Faccount");
  await whenHydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill("customer@example.com");
  await main.getByLabel("Password", { exact: true }).fill(demoPassword);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  const addresses = page.getByRole("region", { name: "Saved addresses" });
  await expect(addresses.getByRole("listitem")).toHaveCount(2);
  // Nothing wider than the screen
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/account-390.png`, fullPage: true });
  // The drawer's account entries: the first name to My account, and Log out
  await page.getByRole("button", { name: "Menu" }).tap();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Casey" })).toHaveAttribute("href", "/account");
  await expect(drawer.getByRole("link", { name: "Log out" })).toBeVisible();
  await drawer.getByRole("button", { name: "Close menu" }).tap();

  await addresses.getByRole("button", { name: "Add an address" }).click();
  await addresses.getByLabel("Street address").fill("12 Test Street");
  await addresses.getByRole("combobox", { name: "Suburb or postcode" }).fill("2000");
  await addresses.getByRole("option").first().click();
  await addresses.getByRole("button", { name: "Save address" }).click();
  const added = addresses.getByRole("listitem").filter({ hasText: "12 Test Street" });
  await expect(added).toBeVisible();
  await expect(addresses.getByRole("listitem")).toHaveCount(3);
  await added.getByRole("button", { name: /^Delete / }).click();
  await expect(added).toHaveCount(0);
  await expect(addresses.getByRole("listitem")).toHaveCount(2);
  await context.close();
});

test("a locked customer sees email and phone disabled on My account", async ({ page }) => {
  await page.goto("/account/login?returnUrl=%2Faccount");
  await whenHydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill("locked@example.com");
  await main.getByLabel("Password", { exact: true }).fill(demoPassword);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  const details = page.getByRole("form", { name: "Your details" });
  await expect(details.getByLabel("Email")).toBeDisabled();
  await expect(details.getByLabel("Phone")).toBeDisabled();
  await expect(main.getByText(/Your account is locked/)).toBeVisible();
  await page.screenshot({ path: `${shots}/account-locked-desktop.png`, fullPage: true });
});

test("social login through the store's sandbox provider comes back signed in to the page it started on", async ({
  page,
}) => {
  const email = freshEmail("social");
  await page.goto("/brands");
  await header(page).getByRole("link", { name: "Log in" }).click();
  await loginPrompt(page).getByRole("button", { name: "Continue with the sandbox provider" }).click();
  await expect(page).toHaveURL(/\/sandbox\/identity\/authorize\?/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("First name", { exact: true }).fill("Sol");
  await page.getByLabel("Last name", { exact: true }).fill("Social");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(at("aol", "/brands"));
  await expect(header(page).getByRole("link", { name: "Sol" })).toBeVisible();
  expect((await storedIdentity(page)).loggedIn).toBe("true");
});

test("a changed first name shows in the header at once (the tokens are renewed with it)", async ({
  page,
}) => {
  await page.goto("/account/login?returnUrl=%2Faccount");
  await whenHydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill("admin@example.com");
  await main.getByLabel("Password", { exact: true }).fill(demoPassword);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  const details = page.getByRole("form", { name: "Your details" });
  await details.getByLabel("First name", { exact: true }).fill("Adaline");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("Your details are saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hello, Adaline" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Adaline" })).toBeVisible();
  // A phone outside the AU/NZ rules is refused beside the field
  await details.getByLabel("Phone", { exact: true }).fill("12345");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(
    details.getByText("Please enter a valid Australian or New Zealand phone number"),
  ).toBeVisible();
});

test("a spent or wrong confirmation link says so and offers a new link", async ({ page }) => {
  await page.goto(`/account/confirm-email/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText(
    "This link has expired or was already used. Please ask for a new one.",
  );
  await main.getByLabel("Email", { exact: true }).fill("nobody@example.com");
  await main.getByRole("button", { name: "Send a new link" }).click();
  // The same answer whether or not the address has an account (ADR 025)
  await expect(main.getByRole("status")).toHaveText(/If this email has an account waiting for confirmation/);
});
