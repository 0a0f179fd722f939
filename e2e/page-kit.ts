import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's script has taken over (the root sets `<html data-hydrated>`). On the 2-core CI
 * machine hydration took up to 6-10 s, and a click or scroll in that window was handled by nobody: the
 * cart's Checkout link stayed on the cart, the header never saw the scroll, a sign-in went without its nonce.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
}
