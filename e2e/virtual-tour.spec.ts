import { expect, test } from "@playwright/test";

// The store's virtual tour (ADR 087): generated panoramas in a 360° viewer that the keyboard steers,
// text instead when a panorama fails, and no tour for a store that has none.

test.describe("virtual tour", () => {
  test.use({ viewport: { width: 1280, height: 860 } });
  // One at a time: the first visit renders panoramas, which would slow the other journeys' pages
  test.describe.configure({ mode: "serial" });

  test("shows the showroom in a 360° viewer that looks around and zooms from the keyboard", async ({
    page,
  }) => {
    // The first visit renders the panoramas (a few seconds each on a busy machine)
    test.setTimeout(240_000);
    // Reduced motion: scenes change at once (no fade and turn), and nothing turns by itself
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/virtual-tour/engine-room");
    await expect(page.getByRole("heading", { level: 1, name: "Virtual tour: Engine Room" })).toBeVisible();
    const viewer = page.getByRole("application", { name: "360° tour of Engine Room" });
    await expect(viewer.locator("canvas")).toBeVisible({ timeout: 150_000 });
    await expect(viewer).toHaveAttribute("aria-busy", "false", { timeout: 150_000 });
    await expect(page.getByText(/Loading the 360° tour/)).toHaveCount(0);
    await expect(viewer).toHaveAttribute("data-yaw", /\d/);

    const yaw = Number(await viewer.getAttribute("data-yaw"));
    const zoom = Number(await viewer.getAttribute("data-zoom"));
    const before = await viewer.screenshot();
    await viewer.focus();
    await page.keyboard.down("ArrowRight");
    await expect.poll(async () => Number(await viewer.getAttribute("data-yaw"))).toBeGreaterThan(yaw + 0.05);
    await page.keyboard.up("ArrowRight");
    // what the canvas shows moved with it
    expect((await viewer.screenshot()).equals(before)).toBe(false);

    await page.keyboard.down("+");
    await expect.poll(async () => Number(await viewer.getAttribute("data-zoom"))).toBeGreaterThan(zoom);
    await page.keyboard.up("+");

    // The room buttons move between the scenes
    const rooms = page.getByRole("group", { name: "Rooms" });
    await expect(rooms.getByRole("button", { name: "Entrance" })).toHaveAttribute("aria-pressed", "true");
    await rooms.getByRole("button", { name: "Kitchen showroom" }).click();
    await expect(rooms.getByRole("button", { name: "Kitchen showroom" })).toHaveAttribute(
      "aria-pressed",
      "true",
      {
        timeout: 150_000,
      },
    );
  });

  test("a panorama that fails to load leaves the store's name, address and page", async ({ page }) => {
    test.setTimeout(90_000);
    await page.route("**/api/store/*/tour-panorama**", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/virtual-tour/engine-room");
    const fallback = page.getByRole("region", { name: "The 360° tour didn't load" });
    await expect(fallback).toBeVisible({ timeout: 60_000 });
    await expect(fallback.getByText("Engine Room", { exact: true })).toBeVisible();
    await expect(fallback.getByRole("link", { name: "Visit the Engine Room store page" })).toHaveAttribute(
      "href",
      "/stores/engine-room",
    );
    await expect(page.getByRole("application")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Virtual tour: Engine Room" })).toBeVisible();
  });

  test("a store without a tour has no 'View Virtual Tour' button and no tour page", async ({ page }) => {
    await page.goto("/stores/artarmon");
    await page.getByRole("button", { name: "Make this my store" }).click();
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Your store: Artarmon" }).click();
    const dropdown = page.getByRole("region", { name: "Your Store" });
    await expect(dropdown.getByRole("link", { name: "View Store Details" })).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "View Virtual Tour" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: /virtual tour/i })).toHaveCount(0);
    const response = await page.goto("/virtual-tour/artarmon");
    expect(response?.status()).toBe(404);
  });
});
