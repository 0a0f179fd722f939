import { expect, type Locator, test } from "@playwright/test";

import { port } from "./e2e-port";

const at = (brand: string, path: string) => `http://${brand}.localhost:${port}${path}`;

/**
 * Waits until the images the page loads at once have pixels (a broken picture has no natural width);
 * the lazy ones below the fold are scrolled to first. The first `most` of them, to keep the journey short.
 */
async function expectLoaded(images: Locator, most = 8) {
  await expect(images.first()).toBeVisible();
  const count = Math.min(most, await images.count());
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    if ((await image.getAttribute("loading")) === "lazy") await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
  }
}

test("the home page shows the brand's room scene beside its name, and a phone shows it under the text", async ({
  page,
}) => {
  await page.goto(at("hc", "/"));
  const scene = page.locator(".home-hero__scene");
  await expect(scene).toHaveAttribute("src", "/media/hero/hc.svg");
  await expectLoaded(scene);
  const title = await page.getByRole("heading", { level: 1, name: "HomeCare Appliances" }).boundingBox();
  const picture = await scene.boundingBox();
  // Desktop: the scene fills the hero's right side, the title stays on the left
  expect(picture && title && picture.x + picture.width).toBeGreaterThan(1200);
  expect(title && picture && title.x).toBeLessThan(picture?.x ?? 0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("aol", "/"));
  await expect(scene).toHaveAttribute("src", "/media/hero/aol.svg");
  await expectLoaded(scene);
  const phoneTitle = await page.getByRole("heading", { level: 1 }).boundingBox();
  const phonePicture = await scene.boundingBox();
  expect((phonePicture?.y ?? 0) >= (phoneTitle?.y ?? 0) + (phoneTitle?.height ?? 0)).toBe(true);
});

test("a shopper browsing ovens and earbuds sees a different picture per model, and a gallery of shots", async ({
  page,
}) => {
  await page.goto(at("aol", "/c/kitchen/ovens"));
  const pictures = page.locator(".product-card img[src^='/media/product/']");
  await expectLoaded(pictures);
  const sources = await pictures.evaluateAll((all) =>
    all.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""),
  );
  // Each card names its model (and size), so no two models share one drawing
  for (const src of sources)
    expect(src).toMatch(/^\/media\/product\/(oven|double-oven)\/\d+-[a-z0-9]+-\d+\.svg$/);
  const models = new Set(sources.map((src) => src.split("/").pop()?.split("-")[1]));
  expect(models.size).toBeGreaterThan(sources.length / 2);

  await page.goto(at("aol", "/c/tv-audio/headphones"));
  await expectLoaded(pictures);
  const kinds = await pictures.evaluateAll((all) =>
    all.map((img) => (img as HTMLImageElement).getAttribute("src")?.split("/")[3]),
  );
  expect(kinds).toContain("earbuds");
  expect(kinds).toContain("headphones");

  // A product's gallery: its shots load, and differ
  await page.goto(at("aol", "/c/kitchen/ovens"));
  await page.locator(".product-card a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const gallery = page.locator(".product-gallery img");
  await expectLoaded(gallery);
  const shots = new Set(await gallery.evaluateAll((all) => all.map((img) => img.getAttribute("src"))));
  expect(shots.size).toBeGreaterThanOrEqual(2);
  // Another shot of the same model: the main picture changes to it
  const main = page.locator(".product-gallery__image");
  const first = await main.getAttribute("src");
  await page.locator(".product-gallery button").nth(1).click();
  await expect(main).not.toHaveAttribute("src", first ?? "");
  await expect(main).toHaveAttribute("src", /^\/media\/product\/(oven|double-oven)\/\d+-[a-z0-9]+-\d+\.svg$/);
});

test("store pictures carry the sign of the brand the shopper is in", async ({ page }) => {
  await page.goto(at("wa", "/stores"));
  const thumbs = page.locator("main img[src^='/media/store/']");
  await expectLoaded(thumbs);
  const src = (await thumbs.first().getAttribute("src")) ?? "";
  const signOf = (address: string) => page.evaluate(async (url) => (await fetch(url)).text(), address);
  expect(await signOf(src)).toContain("WATTLE APPLIANCES");
  await page.goto(at("fk", "/stores"));
  await expectLoaded(thumbs);
  expect(await signOf(src)).toContain("FORGE KITCHENS");
});
