import { chromium } from "@playwright/test";
const base = (brand) => `http://${brand}.localhost:3411`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
async function signIn(page, brand, email) {
  await page.goto(`${base(brand)}/account/login?returnUrl=%2Faccount`);
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await main.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("heading", { name: /^Hello/ }).waitFor();
}
for (const [name, width] of [["desktop", 1280], ["390", 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base("aol")}/account/register`);
  await page.screenshot({ path: `/tmp/shots/register-${name}.png`, fullPage: true });
  await page.goto(`${base("wac")}/account/register`);
  await page.screenshot({ path: `/tmp/shots/register-wac-${name}.png`, fullPage: true });
  await page.goto(`${base("aol")}/account/login?returnUrl=%2Faccount&error=invalid`);
  await page.screenshot({ path: `/tmp/shots/login-${name}.png`, fullPage: true });
  await page.goto(`${base("aol")}/brands?showlogin=true`);
  await page.getByRole("dialog", { name: "Log in" }).waitFor();
  await page.screenshot({ path: `/tmp/shots/prompt-${name}.png` });
  await signIn(page, "aol", "customer@example.com");
  await page.screenshot({ path: `/tmp/shots/account-${name}.png`, fullPage: true });
  await page.goto(`${base("aol")}/brands`);
  await page.screenshot({ path: `/tmp/shots/header-signed-in-${name}.png` });
  await signIn(page, "wa", "staff@example.com");
  await page.screenshot({ path: `/tmp/shots/account-staff-wa-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
