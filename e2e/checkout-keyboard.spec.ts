import { expect, type Page, test } from "@playwright/test";
import { cartThenCheckout, stockedProducts, testCards } from "./checkout-kit";

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");

/** Tabs until the focused element has this accessible label (at most `limit` presses). */
async function tabTo(page: Page, label: RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelled = el.getAttribute("aria-label");
      if (labelled) return labelled;
      const id = el.id;
      const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
      return (label?.textContent ?? el.closest("label")?.textContent ?? el.textContent ?? "").trim();
    });
    if (label.test(name)) return;
  }
  throw new Error(`never reached ${label}`);
}

test("the whole checkout by keyboard alone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(request, "category=kitchen/ovens", 1);
  if (!product) throw new Error("no product");
  await cartThenCheckout(page, [product.sku]);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await tabTo(page, /^Email$/);
  await page.keyboard.type("keys.only@example.com");
  await tabTo(page, /^Phone$/);
  await page.keyboard.type("0412345678");
  await tabTo(page, /^First name$/);
  await page.keyboard.type("Kim");
  await tabTo(page, /^Last name$/);
  await page.keyboard.type("Keys");
  await tabTo(page, /^Street address$/);
  await page.keyboard.type("2 Campbell Parade");
  await tabTo(page, /^Delivery suburb or postcode$/);
  await page.keyboard.type("Bondi Beach");
  await expect(page.getByRole("option", { name: /Bondi Beach, NSW 2026/ }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Delivery date" })).toBeVisible({ timeout: 15_000 });
  // Into the calendar: the first open day takes the tab stop; arrows choose, and the choice is read out
  await tabTo(page, /, (FREE|\$\d+)$/, 60);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  await expect(page.getByText(/^Delivery on /)).toBeVisible();
  await tabTo(page, /^Name on card$/, 60);
  await page.keyboard.type("Kim Keys");
  await tabTo(page, /^Card number$/);
  await page.keyboard.type(testCards.approved);
  await tabTo(page, /^Expiry/);
  await page.keyboard.type(`12/${nextYear}`);
  await tabTo(page, /^CVV$/);
  await page.keyboard.type("123");
  // The CVV help opens and closes from the keyboard
  await tabTo(page, /^What is CVV\?$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "What is CVV?" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "What is CVV?" })).toHaveCount(0);
  await tabTo(page, /^Place order/, 60);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 30_000 });
});
