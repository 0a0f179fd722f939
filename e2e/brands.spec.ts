import { expect, test } from "@playwright/test";
import { port } from "./e2e-port";

// Issue 18 item 3: each brand its own assortment and voice (ADR 064)
const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;

test("Forge Kitchens sells kitchen appliances only: its menu and a TV category", async ({ page }) => {
  await page.goto(at("fk", "/"));
  const nav = page.getByRole("navigation", { name: /main|categories/i }).first();
  await expect(nav.getByRole("link", { name: "Kitchen", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "TV & Audio" })).toHaveCount(0);

  expect((await page.goto(at("fk", "/c/tv-audio")))?.status()).toBe(404);
  expect((await page.goto(at("aol", "/c/tv-audio")))?.status()).toBe(200);

  await page.goto(at("fk", "/c/kitchen"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen");
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("the NZ brand speaks New Zealand: its returns page, its banner and only NZ stores", async ({ page }) => {
  await page.goto(at("aol-nz", "/s/returns-policy"));
  const main = page.getByRole("main");
  await expect(main).toContainText("Consumer Guarantees Act 1993");
  await expect(main).toContainText("0800 265 000");
  await expect(main).not.toContainText("Australian Consumer Law");
  await expect(page.getByText(/NZ\$99/).first()).toBeVisible();

  await page.goto(at("aol-nz", "/stores"));
  await expect(page.getByRole("link", { name: "Christchurch", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Engine Room" })).toHaveCount(0);

  await page.goto(at("aol-nz", "/stores/christchurch"));
  await expect(page.getByRole("link", { name: "Kiwi Summer Barbecue" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Weekend Barbecue Basics" })).toHaveCount(0);
});

test("the trade brand speaks to trade buyers: trade terms and the ABN", async ({ page }) => {
  await page.goto(at("wac", "/s/trade-account"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open a Trade Account");
  await expect(page.getByRole("main")).toContainText("Australian Business Number (ABN)");
  await expect(page.getByText(/30-day terms, trade pricing/)).toBeVisible();
  await page.goto(at("wac", "/"));
  await expect(page.locator("body")).not.toContainText(/black friday/i);
});
