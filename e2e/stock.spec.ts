import { type APIRequestContext, expect, test } from "@playwright/test";

import { port } from "./e2e-port";

// Node does not resolve *.localhost; the store serves its default brand (aol) to plain localhost
const at = (path: string) => `http://localhost:${port}${path}`;

type Status = "inStock" | "backOrder" | "supersededAndNoStock" | "indeterminate" | "noStock";

/** One product page per stock status, found through the API as a shopper's browser would ask. */
async function productsByStatus(request: APIRequestContext): Promise<Map<Status, string>> {
  const found = new Map<Status, string>();
  const categories = [
    "laundry/washing-machines",
    "kitchen/ovens",
    "kitchen/dishwashers",
    "refrigeration/fridges",
  ];
  for (const category of categories) {
    for (let page = 1; page <= 4 && found.size < 5; page++) {
      const listing = (await (
        await request.get(at(`/api/catalogue/listing?category=${category}&page=${page}`))
      ).json()) as {
        items: { sku: string; uri: string; price: number | null }[];
      };
      for (const item of listing.items) {
        if (item.price === null) continue;
        const stock = (await (
          await request.get(at(`/api/stock?sku=${encodeURIComponent(item.sku)}`))
        ).json()) as {
          status: Status;
        };
        if (!found.has(stock.status)) found.set(stock.status, item.uri);
      }
    }
  }
  return found;
}

const wording: Record<Status, { label: string; detail: RegExp }> = {
  inStock: { label: "In stock", detail: /^\d+ available for delivery\.$/ },
  backOrder: { label: "On back order", detail: /None in stock right now: more is on order from / },
  supersededAndNoStock: {
    label: "Sold out: replaced by a newer model",
    detail: /This is a runout model and the last units have sold/,
  },
  indeterminate: {
    label: "Stock to be confirmed",
    detail: /keeps the stock of this product in its own warehouse/,
  },
  noStock: { label: "Sold out", detail: /This was a one-off unit and it has sold/ },
};

test("the stock panel words each of the five stock statuses for a shopper, and only stock on hand can be added", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = await productsByStatus(request);
  expect([...pages.keys()].sort()).toEqual(Object.keys(wording).sort());
  for (const [status, uri] of pages) {
    await page.goto(`/p/${uri}`);
    const panel = page.getByRole("region", { name: "Stock in our stores" });
    const note = panel.locator(`[data-stock-status="${status}"]`);
    await expect(note).toBeVisible();
    await expect(note.locator(".stock-status__label")).toHaveText(wording[status].label);
    await expect(note.locator(".stock-status__detail")).toHaveText(wording[status].detail);
    const add = page.getByRole("button", { name: "Add to cart" });
    if (status === "inStock") {
      await expect(add).toBeEnabled();
      await expect(panel.getByText(/^In stock \(\d+\)$/).first()).toBeVisible();
    } else {
      // The button says why it is off: the same words, next to it
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(new RegExp(`^${wording[status].label}`));
      await expect(panel.getByText(/^In stock/)).toHaveCount(0);
    }
  }

  // On a phone: the note wraps under its label beside the button that is off
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/p/${pages.get("indeterminate")}`);
  const note = page.locator("#add-to-cart-stock");
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeInViewport();
  await page.screenshot({ path: "test-results/stock-screens/to-be-confirmed-390.png" });
});
