import { expect, test } from "@playwright/test";
import { brandIds, brands } from "@store/domain/brands";

import { port } from "./e2e-port";

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

for (const id of brandIds) {
  test(`the ${id} home page shows ${brands[id].name} in its own colours, type and shapes`, async ({
    page,
  }) => {
    const theme = brands[id].theme;
    await page.goto(`http://${id}.localhost:${port}/`);
    await expect(page).toHaveTitle(new RegExp(`^${brands[id].name}`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(brands[id].name);
    // ADR 065: the heading's type and the header's style are the brand's own
    await expect(heading).toHaveCSS("text-transform", theme.headingCase);
    await expect(heading).toHaveCSS("font-weight", String(theme.headingWeight));
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: `${brands[id].name} home` })).toBeVisible();
    await expect(header).toHaveCSS(
      "background-color",
      rgb(theme.headerStyle === "light" ? theme.background : theme.primary),
    );
    await expect(header).toHaveCSS("border-bottom-width", `${theme.headerRule}px`);
    await expect(page.locator("html")).toHaveAttribute(
      "lang",
      brands[id].country === "NZ" ? "en-NZ" : "en-AU",
    );
  });
}

test("an unknown address shows the page-not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/can.t find|not found/i);
  await expect(page.getByRole("banner")).toBeVisible();
  const direct = await page.goto("/404");
  expect(direct?.status()).toBe(404);
});

test("a path starting with 'blank' renders no shell", async ({ page }) => {
  await page.goto("/blank-print-view");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("ask-an-expert redirects to contact-us", async ({ page }) => {
  await page.goto("/ask-an-expert");
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("every page has a canonical link: lower-cased, https, no trailing slash", async ({ page }) => {
  await page.goto("/S/Delivery-Information/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `https://aol.localhost:${port}/s/delivery-information`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery Information");
});

test("the alert banner comes with the page, closes and stays closed on reload", async ({ page }) => {
  const first = await page.goto("/");
  // In the server's HTML, so it never pushes the page down after the first paint (ADR 041)
  expect(await first?.text()).toContain('aria-label="Announcement"');
  const banner = page.getByRole("region", { name: "Announcement" });
  await expect(banner).toContainText("Free delivery");
  await page.getByRole("button", { name: "Close alert banner" }).click();
  await expect(banner).toHaveCount(0);
  const again = await page.reload();
  expect(await again?.text()).not.toContain('aria-label="Announcement"');
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(banner).toHaveCount(0);
});

test("back-to-top appears once scrolled and takes the shopper to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("back-to-top is hidden on mobile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Back to top" })).toBeHidden();
});

test("the checkout uses the simplified header with the support line", async ({ page }) => {
  await page.goto("/customer/checkout");
  await expect(page.getByRole("banner").getByRole("link", { name: "Continue Shopping" })).toBeVisible();
  const support = page.getByRole("banner").getByRole("link", { name: /24\/7 Australia Customer Support/ });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute("href", "tel:1300000500");
  await page.goto(`http://aol-nz.localhost:${port}/customer/checkout`);
  await expect(page.getByRole("banner").getByRole("link", { name: /^24\/7 Customer Support/ })).toBeVisible();
});
