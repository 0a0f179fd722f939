import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's script has taken over (the root sets `<html data-hydrated>`). On the 2-core CI
 * machine hydration took up to 6-10 s, and a click or scroll in that window was handled by nobody: the
 * cart's Checkout link stayed on the cart, the header never saw the scroll, a sign-in went without its
 * nonce (the store now makes one for such a form, ADR 090).
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
}

/**
 * Holds back the page's requests to `url` (as on a slow connection, or to see the page while it waits)
 * until the returned function is called; `onRequest` counts them as they arrive.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  onRequest: () => void = () => {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    onRequest();
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the page's script, as on a slow phone: pages show as the server sent them, and nothing the
 * script does happens, until the returned function is called.
 */
export function holdPageScript(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/entry\.client[^/]*\.js$/);
}

/** Opens `url` with its script held back (holdPageScript), and checks the page is still the server's. */
export async function openBeforeItsScript(page: Page, url: string): Promise<() => void> {
  const release = await holdPageScript(page);
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return release;
}

/**
 * How far the page reaches past the screen's right edge, in pixels (0 or less when nothing does). Measured
 * against the screen, not the window: a phone (isMobile) widens its layout to fit what overflows.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.screen.width);
}
