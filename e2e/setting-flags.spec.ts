import { type Browser, expect, type Page, test } from "@playwright/test";
import { port } from "./e2e-port";
import { whenHydrated } from "./page-kit";

// The setting flags (ADRs 054-059): an admin switches them off for one brand through the settings call,
// and a shopper of that brand sees the features go. The brand is one no other journey visits (aoc), so
// journeys running at the same time never meet the switched-off store.
const brand = "aoc";
const at = (path: string) => `http://${brand}.localhost:${port}${path}`;
const shots = "test-results/setting-flags-screens";
const flags = [
  "ComparePageEnabled",
  "CallUsNowEnabled",
  "CrossSellEnabled",
  "TipEnabled",
  "ReviewSummariesEnabled",
] as const;

/** An admin of the brand, signed in through the login page. */
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

/** Sets the flags for the brand from the admin's page, as its scripts would call the API. */
async function setFlags(admin: Page, value: "true" | "false") {
  for (const name of flags) {
    const status = await admin.evaluate(
      async ({ name, value, brand }) =>
        (
          await fetch(`/api/settings/${name}`, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ value, brand }),
          })
        ).status,
      { name, value, brand },
    );
    expect(status, name).toBe(200);
  }
}

/** An oven sold below its RRP with no line discount (so 'RRP:' and its tip show) that owners reviewed. */
async function reviewedOven(page: Page): Promise<string> {
  await page.goto(at("/"));
  const uri = await page.evaluate(async () => {
    const listing = await (await fetch("/api/catalogue/listing?category=kitchen/ovens")).json();
    for (const item of listing.items as {
      sku: string;
      uri: string;
      price: number | null;
      rrp: number | null;
      lineDiscount: number | null;
      altPriceMsg: string | null;
    }[]) {
      if (!item.price || !item.rrp || item.rrp <= item.price || item.lineDiscount || item.altPriceMsg)
        continue;
      const detail = await (await fetch(`/api/v2/product/sku/${encodeURIComponent(item.sku)}`)).json();
      if (detail.reviewSummary) return item.uri;
    }
    return null;
  });
  if (!uri) throw new Error("no reviewed oven below its RRP");
  return uri;
}

test("an admin switches five features off for a brand, and its shopper no longer sees them", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const uri = await reviewedOven(shopper);
  const admin = await adminOf(browser);
  try {
    // Everything on: the five features are on the product page
    await shopper.goto(at(`/p/${uri}`));
    const summary = shopper.getByRole("region", { name: "What owners say" });
    await expect(summary.getByRole("img", { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    await expect(summary).toContainText(/Owners like the/);
    await expect(shopper.getByRole("button", { name: "What is RRP?" })).toBeVisible();
    await expect(shopper.getByRole("link", { name: /^Call us now on / })).toHaveAttribute("href", /^tel:/);
    const crossSell = shopper.getByRole("list", { name: "Goes well with" });
    await expect(crossSell.getByRole("listitem")).not.toHaveCount(0);
    await expect(shopper.locator(".product-page__summary").getByText("Add to Compare")).toBeVisible();
    await shopper.screenshot({ path: `${shots}/product-flags-on.png`, fullPage: true });

    await setFlags(admin, "false");

    // Switched off: the same page has none of them
    await shopper.reload();
    await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(shopper.getByRole("button", { name: /^Add to cart/ })).toBeVisible();
    await expect(shopper.getByRole("region", { name: "What owners say" })).toHaveCount(0);
    await expect(shopper.getByRole("button", { name: "What is RRP?" })).toHaveCount(0);
    await expect(shopper.getByText(/RRP: \$/).first()).toBeVisible();
    await expect(shopper.getByRole("link", { name: /^Call us now on / })).toHaveCount(0);
    await expect(shopper.getByRole("list", { name: "Goes well with" })).toHaveCount(0);
    await expect(shopper.getByText("Add to Compare")).toHaveCount(0);
    await shopper.screenshot({ path: `${shots}/product-flags-off.png`, fullPage: true });

    // The compare page is not offered: the not-found page, with its status
    const compare = await shopper.goto(at("/compare"));
    expect(compare?.status()).toBe(404);
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Sorry, we can't find that page");
    // Nor are the category's tick boxes
    await shopper.goto(at("/c/kitchen/ovens"));
    await expect(shopper.locator(".product-card").first()).toBeVisible();
    await expect(shopper.getByText("Add to Compare")).toHaveCount(0);
  } finally {
    await setFlags(admin, "true");
  }
  // Back on: the page has them again
  await shopper.goto(at(`/p/${uri}`));
  await expect(shopper.getByRole("region", { name: "What owners say" })).toBeVisible();
  await expect(shopper.locator(".product-page__summary").getByText("Add to Compare")).toBeVisible();
});
