import { type Browser, expect, type Page, test } from "@playwright/test";
import { port } from "./e2e-port";
import { whenHydrated } from "./page-kit";

// OTPEnabled (ADR 060): an admin switches it on for one brand no other journey visits (fk), a customer
// asks for a code on the login page, reads it in the dev mailbox and signs in with it. The flag goes
// back off at the end, and the page without it shows no code option.
const brand = "fk";
const at = (path: string) => `http://${brand}.localhost:${port}${path}`;
const shots = "test-results/otp-login-screens";
const customer = "customer@example.com";

async function adminOf(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(at("/account/login?returnUrl=%2F"));
  await page.getByLabel("Email", { exact: true }).fill("admin@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(at("/"));
  return page;
}

async function setOtp(admin: Page, value: "true" | "false") {
  const status = await admin.evaluate(
    async ({ value, brand }) =>
      (
        await fetch("/api/settings/OTPEnabled", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ value, brand }),
        })
      ).status,
    { value, brand },
  );
  expect(status).toBe(200);
}

/** The code in the newest sign-in mail to `to`, read from the dev mailbox like a person would. */
async function mailedCode(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(at("/dev/mailbox"));
  const row = mailbox
    .getByRole("row")
    .filter({ hasText: to })
    .filter({ hasText: "Forge Kitchens sign-in code" });
  // Mail is written by a job: reload until it is listed
  await expect(async () => {
    await mailbox.reload();
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.first().getByRole("link").click();
  const text = await mailbox.locator("article.mail").innerText();
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}

test("with OTPEnabled on, a customer signs in with a code emailed to them", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminOf(browser);
  await setOtp(admin, "true");
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(at("/account/login"));
    await page.getByRole("button", { name: "Email me a sign-in code" }).click();
    const codeSection = page.getByRole("region", { name: "Sign in with a code" });
    const email = codeSection.getByLabel("Email", { exact: true });
    await expect(email).toBeFocused();
    // A mistyped address is refused before anything is sent
    await email.fill("customer@");
    await codeSection.getByRole("button", { name: "Send code" }).click();
    await expect(codeSection.getByText("Please enter a valid email address")).toBeVisible();
    await email.fill(customer);
    await codeSection.getByRole("button", { name: "Send code" }).click();
    const code = codeSection.getByLabel("6-digit code");
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(codeSection.getByRole("status")).toContainText("we have sent it a 6-digit sign-in code");
    await page.screenshot({ path: `${shots}/code-field-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/code-field-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const mailed = await mailedCode(page, customer);
    // A wrong code is refused with words a person can act on
    const wrong = String((Number(mailed) + 1) % 1_000_000).padStart(6, "0");
    await code.fill(wrong);
    await codeSection.getByRole("button", { name: "Sign in" }).click();
    await expect(codeSection.getByText("That code is not right")).toBeVisible();
    await code.fill(mailed);
    await codeSection.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(at("/account"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Hello, Casey" })).toBeVisible();
    await expect(main.getByText(customer).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Log out" })).toBeVisible();
    await page.screenshot({ path: `${shots}/signed-in-desktop.png` });
  } finally {
    await setOtp(admin, "false");
  }
  // Off again: the login page is as it was
  const later = await (await browser.newContext()).newPage();
  await later.goto(at("/account/login"));
  await expect(later.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(later.getByRole("button", { name: "Email me a sign-in code" })).toHaveCount(0);
});
