import { expect, type Locator, type Page, test } from "@playwright/test";
import { cartThenCheckout, stockedProducts } from "./checkout-kit";

// 'Chat with us' (ADR 061): without an Intercom workspace it opens the contact panel, whose message
// reaches the team's mailbox; on a 390 px phone the launcher never covers a price or a button.
const shots = "test-results/contact-panel-screens";
const launcherOf = (page: Page) => page.getByRole("button", { name: "Chat with us" });

test("a shopper opens the contact panel with the keyboard, sends a message and sees it arrive", async ({
  page,
  context,
}) => {
  await page.goto("/contact-us");
  const launcher = launcherOf(page);
  await launcher.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: /^Talk to / });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: /^1300 / })).toHaveAttribute("href", /^tel:1300/);
  await expect(panel.getByText("Monday to Friday")).toBeVisible();
  // Focus starts on the first field and stays in the panel however far the shopper tabs
  await expect(panel.getByLabel("Your name")).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  // A short message is refused with a reason, by the field
  await panel.getByLabel("Your name").focus();
  await page.keyboard.type("Kim Park");
  await page.keyboard.press("Tab");
  await page.keyboard.type("kim.park@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Hi");
  await panel.getByRole("button", { name: "Send message" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    panel.getByText("Please write a little more (at least 10 characters), so we can help"),
  ).toBeVisible();
  await panel.getByRole("textbox", { name: "Message" }).fill("Will the 90 cm oven fit my old 600 mm cavity?");
  await panel.getByRole("button", { name: "Send message" }).focus();
  await page.keyboard.press("Enter");
  const sent = panel.getByRole("status").filter({ hasText: "Thanks, your message is with our team" });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  const reference = /MSG-\d{6}/.exec(await sent.innerText())?.[0];
  expect(reference).toBeTruthy();
  await page.screenshot({ path: `${shots}/panel-sent-desktop.png` });

  // Escape closes it and gives focus back to the launcher
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // The message is in the team's mailbox
  const mailbox = await context.newPage();
  await mailbox.goto("/dev/mailbox");
  const row = mailbox.getByRole("row").filter({ hasText: `${reference}` });
  await expect(async () => {
    await mailbox.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("customer-care@example.com");
});

/** Fails when the launcher's box and the control's box share any point (both read at the same scroll). */
async function expectApart(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const a = await launcherOf(page).boundingBox();
  const b = await control.boundingBox();
  if (!a || !b) throw new Error(`no box for the launcher or ${what}`);
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `the launcher covers ${what}`).toBe(false);
}

test("at 390 px the launcher covers no price, Add to cart, Apply or checkout button", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const [product] = await stockedProducts(context.request, "category=kitchen/dishwashers", 1);
  if (!product) throw new Error("no stocked dishwasher");

  await page.goto(`/p/${product.uri}`);
  await expect(launcherOf(page)).toBeVisible();
  await expectApart(page, page.locator("#product-price .price-block__price"), "the product's price");
  await expectApart(page, page.getByRole("button", { name: "Add to cart" }), "Add to cart");
  await page.screenshot({ path: `${shots}/product-390.png`, fullPage: true });

  await cartThenCheckout(page, [product.sku]);
  await expect(launcherOf(page)).toBeVisible();
  await expectApart(page, page.getByRole("button", { name: "Apply" }), "the coupon's Apply");
  await expectApart(page, page.getByTestId("checkout-order-total"), "the order total");
  await page.screenshot({ path: `${shots}/checkout-390.png`, fullPage: true });

  await page.goto("/cart");
  await expect(launcherOf(page)).toBeVisible();
  await expectApart(page, page.getByRole("button", { name: "Apply" }), "the cart's Apply");
  await expectApart(page, page.getByRole("link", { name: "Checkout" }).first(), "Checkout");
  await expectApart(page, page.getByTestId("cart-order-total").first(), "the cart's total");
  await page.screenshot({ path: `${shots}/cart-390.png`, fullPage: true });
  // And scrolled to the bottom, where a floating button would sit over the last controls
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectApart(page, page.getByRole("link", { name: "Checkout" }).last(), "the last Checkout");
  await page.screenshot({ path: `${shots}/cart-390-bottom.png` });
  await context.close();
});

/** The controls under the launcher at each scroll position of the page, top to bottom (none, when it covers none). */
async function controlsUnderLauncher(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const launcher = [...document.querySelectorAll("button")].find((b) =>
      b.textContent?.includes("Chat with us"),
    );
    if (!launcher) throw new Error("no launcher");
    const covered = new Set<string>();
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 100) {
      window.scrollTo(0, y);
      const box = launcher.getBoundingClientRect();
      for (const [fx, fy] of [
        [0.1, 0.5],
        [0.5, 0.5],
        [0.9, 0.5],
      ] as const) {
        const stack = document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy);
        const at = stack.findIndex((element) => launcher.contains(element));
        // Only what lies beneath the launcher: a sticky header passing over it covers the launcher instead
        for (const element of at < 0 ? [] : stack.slice(at + 1)) {
          if (launcher.contains(element)) continue;
          const control = element.closest("a[href], button, input, select, textarea");
          if (control)
            covered.add(`${control.textContent?.trim() || control.getAttribute("aria-label")} at ${y}`);
        }
      }
    }
    return [...covered];
  });
}

test("on a laptop the launcher covers no product or button; on a wide screen it floats beside the content", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const laptop = await browser.newContext({ viewport: { width: 1350, height: 900 } });
  const page = await laptop.newPage();
  // A category's product grid reaches the page's right edge; the store page ends with the sale banner's close
  for (const path of ["/", "/c/kitchen", "/stores/artarmon"]) {
    await page.goto(path);
    await expect(launcherOf(page)).toBeVisible();
    expect(await controlsUnderLauncher(page), path).toEqual([]);
  }
  await laptop.close();

  const wide = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const widePage = await wide.newPage();
  await widePage.goto("/c/kitchen");
  const launcher = await launcherOf(widePage).boundingBox();
  // In the corner of the screen, whatever the scroll
  expect((launcher?.x ?? 0) + (launcher?.width ?? 0)).toBeGreaterThan(1920 - 40);
  expect((launcher?.y ?? 0) + (launcher?.height ?? 0)).toBeGreaterThan(1080 - 40);
  expect(await controlsUnderLauncher(widePage)).toEqual([]);
  await wide.close();
});
