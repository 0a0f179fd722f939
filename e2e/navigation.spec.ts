import { expect, test } from "@playwright/test";
import { port } from "./e2e-port";
import { whenHydrated } from "./page-kit";

test.describe("desktop main navigation", () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("hovering a category shows its subcategories; clicking one lands on its page", async ({ page }) => {
    await page.goto("/");
    // The announcement arrives after load and moves the menu down: hover once it is in place
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Kitchen", exact: true }).hover();
    const ovens = nav.getByRole("link", { name: "Ovens" });
    await expect(ovens).toBeVisible();
    await expect(ovens).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("link", { name: "Cooktops" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Bosch" })).toHaveAttribute("href", "/brands/bosch");

    await nav.getByRole("link", { name: "Cooktops" }).click();
    await expect(page).toHaveURL(/\/c\/kitchen\/cooktops$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cooktops");
    await expect(nav.getByRole("link", { name: "Ovens" })).toHaveCount(0);
  });

  test("the menu closes once the pointer leaves it, and clicking a category goes to it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Laundry", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Dryers" })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(nav.getByRole("link", { name: "Dryers" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Laundry", exact: true }).click();
    await expect(page).toHaveURL(/\/c\/laundry$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laundry");
  });

  test("works from the keyboard with visible focus; Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Kitchen menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Ovens" })).toBeFocused();
    const outline = await nav
      .getByRole("link", { name: "Ovens" })
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Ovens" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Kitchen", exact: true })).toBeFocused();
  });

  test("after a page change focus is on the new page's heading, from the menu and from a link in the page", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    await nav.getByRole("link", { name: "Laundry", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/c\/laundry$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Laundry");
    await expect(heading).toBeFocused();

    // A product card's link goes away with the listing: focus lands on the product's heading
    const card = page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link");
    const title = (await card.getAttribute("title")) ?? (await card.innerText()).trim();
    await card.click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(heading).toHaveText(title);
    await expect(heading).toBeFocused();
    // The next Tab goes on from the heading, into the product page
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);

    // Back: the listing's heading again
    await page.goBack();
    await expect(heading).toHaveText("Laundry");
    await expect(heading).toBeFocused();
  });

  test("the delivery, store and cart buttons' names hold the words they show", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const listing = (await (
      await page.request.get(`http://localhost:${port}/api/catalogue/listing?category=kitchen/ovens`)
    ).json()) as {
      items: { sku: string; price: number | null }[];
    };
    const sku = listing.items.find((item) => item.price)?.sku ?? "";
    await page.evaluate(async (sku) => {
      await fetch("/api/cart/product/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sku, quantity: 2 }),
      });
    }, sku);
    await page.reload();
    const controls = [
      header.getByRole("button", { name: /^Delivery/ }),
      header.getByRole("button", { name: /^Your store/ }),
      header.getByRole("button", { name: /^Cart, 2 items$/ }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      // The text on screen (the badge's count included), word by word, in the name (WCAG 2.5.3, axe's
      // label-content-name-mismatch). The DOM's text, as axe reads it: two spans shown on two lines
      // with no space between them make one word
      const words = ((await control.textContent()) ?? "").toLowerCase().match(/[a-z0-9]+/g) ?? [];
      expect(words.length).toBeGreaterThan(0);
      await expect(control).toHaveAccessibleName(new RegExp(`\\b${words.join("\\W+")}\\b`, "i"));
    }
  });

  test("categories that do not fit are under More", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    const more = nav.getByRole("button", { name: "More" });
    await expect(more).toBeVisible();
    await more.click();
    await nav.getByRole("link", { name: "Phones & Wearables" }).click();
    await expect(page).toHaveURL(/\/c\/phones-wearables$/);
  });

  test("the top-nav icons and the logged-out 'Log in' link are in the header", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    // The cart icon opens the cart panel (issue 6)
    await expect(header.getByRole("button", { name: /^Cart, \d+ items?$/ })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    await expect(header.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact-us");
    // A link to the login page that, with script, opens the login prompt over the page instead
    const login = header.getByRole("link", { name: "Log in" });
    await expect(login).toHaveAttribute("href", "/account/login?returnUrl=%2F");
    await login.click();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  });

  test("the navigation renders on the server, so its links work without script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://aol.localhost:${port}/`);
    const kitchen = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Kitchen", exact: true });
    await expect(kitchen).toHaveAttribute("href", "/c/kitchen");
    await context.close();
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu toggles a category on tap and lands on a subcategory", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Please select your location.")).toBeVisible();

    const kitchen = drawer.getByRole("button", { name: "Kitchen" });
    await kitchen.tap();
    await expect(kitchen).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Ovens" })).toBeVisible();
    await kitchen.tap();
    await expect(kitchen).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Ovens" })).toBeHidden();

    await kitchen.tap();
    await drawer.getByRole("link", { name: "Dishwashers" }).tap();
    await expect(page).toHaveURL(/\/c\/kitchen\/dishwashers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dishwashers");
    await expect(drawer).toBeHidden();
    // The new page's heading has focus, not the menu button or the body
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("closing the drawer resets it to the menu with every category closed", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Laundry" }).tap();
    await drawer.getByRole("button", { name: "Contact us" }).tap();
    await expect(
      page.getByRole("dialog", { name: "Contact us" }).getByRole("link", { name: /Call/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(drawer.getByRole("button", { name: "Laundry" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the header hides while scrolling down and comes back on the way up", async ({ page }) => {
    await page.goto("/c/kitchen");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scroll-state", "waiting");
    await whenHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute("data-scroll-state", "up");
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).toHaveAttribute("data-scroll-state", "floating");
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });
});
