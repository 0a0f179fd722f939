import { expect, test } from "@playwright/test";
import { port } from "./e2e-port";

test.describe("store locator map", () => {
  test.use({ viewport: { width: 1280, height: 860 } });
  // A fresh store computes each map area once (then caches it); on a busy machine the first pages are slow
  test.setTimeout(60_000);

  test("the store list shows every store on the map, and a marker leads to its store page", async ({
    page,
  }) => {
    await page.goto("/stores");
    const markers = page.getByRole("list", { name: /^All \d+ stores on the map/ });
    await expect(markers).toBeVisible();
    // The offline map's land came with the page: no tiles, no script
    const dots = (await page.locator(".offline-map__dots").getAttribute("d")) ?? "";
    expect(dots.split("h0").length).toBeGreaterThan(200);
    await expect(page.locator(".store-map")).toHaveAttribute("data-map-provider", "offline");
    // Sydney's stores share one marker on the country view; its list names each
    const group = markers.getByRole("list", { name: /stores close together/ });
    await expect(group.getByRole("link", { name: /^Artarmon/ })).toHaveAttribute("href", "/stores/artarmon");
    await markers.getByRole("link", { name: /^Moonah/ }).click();
    await expect(page).toHaveURL(/\/stores\/moonah$/);
    await expect(page.getByRole("heading", { level: 1, name: "Moonah" })).toBeVisible();
  });

  test("a store's page centres its map on the store, and places the shopper's suburb", async ({ page }) => {
    await page.goto("/stores/artarmon");
    const markers = page.getByRole("list", { name: "Artarmon and the stores nearest it" });
    await expect(markers.getByRole("link", { name: /^Artarmon/ })).toHaveAttribute("aria-current", "true");
    await expect(markers.getByRole("link", { name: /^Engine Room/ })).toBeVisible();
    await page.getByLabel("Street address (optional)").fill("1 Archer Street");
    await page
      .getByRole("combobox", { name: "Suburb or postcode" })
      .pressSequentially("Chatswood 2067", { delay: 40 });
    await page.getByRole("option", { name: /^Chatswood, NSW 2067$/ }).click();
    await page.getByRole("button", { name: "Show on the map" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "1 Archer Street, Chatswood, NSW 2067" }),
    ).toContainText(/About \d+(\.\d)? km/);
    await expect(page.getByText("Your address: 1 Archer Street, Chatswood, NSW 2067")).toBeAttached();
  });

  test("New Zealand's store list maps its own stores", async ({ page }) => {
    await page.goto(`http://aol-nz.localhost:${port}/stores`);
    const markers = page.getByRole("list", { name: /^All 3 stores on the map/ });
    await expect(markers.getByRole("link")).toHaveCount(3);
    const dots = (await page.locator(".offline-map__dots").getAttribute("d")) ?? "";
    expect(dots.split("h0").length).toBeGreaterThan(30);
  });
});
