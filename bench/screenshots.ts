/**
 * npm run screenshots: starts the production build on a fresh demo database and photographs every page
 * type a shopper reaches (home, category, product, search, brands, sale, a promotion, stores, a store, a
 * static page, contact, login, register, cart and checkout with a product in the cart, compare, not found)
 * in each brand, at desktop (1350 px) and phone (390 px) widths. Each picture is the top of the page, up to
 * three screens, with its lazy images loaded. It then lays the brands side by side, one sheet per page type
 * and width, to look at, and lists what went wrong on the way: console errors, script errors, failed
 * calls, and axe's serious and critical accessibility violations (WCAG 2.1 A and AA) on each page at each
 * width. Exits 1 when there was any.
 *   SCREENSHOT_BRANDS=aol,wa    the brands to photograph (all eight by default)
 *   SCREENSHOT_PAGES=home,cart  the page types (all by default)
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { type BrandId, brandIds } from "../packages/domain/src/brands.ts";
import { startBenchStore, stopBenchProcess } from "./bench-store.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.SCREENSHOT_PORT ?? 3360);
const outDir = path.join(root, "bench/results/screenshots");
const brands = (process.env.SCREENSHOT_BRANDS?.split(",").filter(Boolean) ?? [...brandIds]) as BrandId[];
const onlyPages = process.env.SCREENSHOT_PAGES?.split(",").filter(Boolean);
const widths = [
  { name: "desktop", width: 1350, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const pageTypes = [
  "home",
  "category",
  "product",
  "search",
  "brands",
  "sale",
  "promotion",
  "stores",
  "store",
  "static",
  "contact",
  "login",
  "register",
  "cart",
  "checkout",
  "compare",
  "not-found",
] as const;
type PageType = (typeof pageTypes)[number];
const photographed = pageTypes.filter((name) => !onlyPages || onlyPages.includes(name));
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** The not-found page answers 404 on purpose. */
const notFoundPath = "/no-such-page";

/** The brand's pages: fixed paths, and the first category, product, store and promotion its own pages link to. */
async function pagesOf(page: Page, base: string): Promise<Record<PageType, string | null>> {
  const firstLink = async (pagePath: string, selector: string) => {
    await page.goto(base + pagePath);
    return page
      .locator(selector)
      .first()
      .getAttribute("href", { timeout: 5000 })
      .catch(() => null);
  };
  const category = await firstLink("/", 'nav a[href^="/c/"]');
  const product = category ? await firstLink(category, 'main a[href^="/p/"]') : null;
  const store = await firstLink("/stores", 'main a[href^="/stores/"]');
  const promotion = await firstLink("/sale", 'main a[href^="/promotion/"]');
  return {
    home: "/",
    category,
    product,
    search: "/search/oven",
    brands: "/brands",
    sale: "/sale",
    promotion,
    stores: "/stores",
    store,
    static: "/s/about-us",
    contact: "/contact-us",
    login: "/account/login",
    register: "/account/register",
    cart: "/cart",
    checkout: "/customer/checkout",
    compare: "/compare",
    "not-found": notFoundPath,
  };
}

/** Puts the first product of the category in the visitor's cart, as a click on Add to cart would. */
async function fillCart(page: Page, category: string): Promise<number> {
  return page.evaluate(
    async (uri) => {
      const listing = (await (await fetch(`/api/catalogue/listing?category=${uri}`)).json()) as {
        items: { sku: string }[];
      };
      const added = await fetch("/api/cart/product/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sku: listing.items[0]?.sku, quantity: 1 }),
      });
      return added.status;
    },
    category.replace(/^\/c\//, ""),
  );
}

/** Walks down the page so its lazy images load, then photographs its top (at most three screens). */
async function photograph(page: Page, file: string, screenHeight: number): Promise<void> {
  await page.evaluate(async (limit) => {
    for (let y = 0; y < Math.min(document.documentElement.scrollHeight, limit); y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  }, screenHeight * 3);
  await page.waitForLoadState("networkidle");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, screenHeight * 3) },
  });
}

/** axe's serious and critical violations of WCAG 2.1 A and AA on the page as it is, one line each. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")})`,
      );
  });
}

async function photographBrand(browser: Browser, brand: BrandId, problems: string[]): Promise<void> {
  const base = `http://${brand}.localhost:${port}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const pages = await pagesOf(page, base);
  if (pages.category) {
    const status = await fillCart(page, pages.category);
    // The trade brand shows prices and sells to signed-in trade accounts only: its cart stays empty
    if (status !== 200)
      console.log(`${brand}: adding to the cart answered ${status}; its cart is photographed empty`);
  }
  // Watched from here on: every page is visited again below, and the trade brand refuses the cart above
  const expected = (url: string) => url.endsWith(notFoundPath) || page.url().endsWith(notFoundPath);
  page.on("console", (message) => {
    if (message.type() === "error" && !expected(page.url()))
      problems.push(`${brand} ${page.url()}: console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${brand} ${page.url()}: script error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && !expected(response.url()))
      problems.push(
        `${brand} ${page.url()}: ${response.status()} ${response.request().method()} ${response.url()}`,
      );
  });
  for (const { name: widthName, width, height } of widths) {
    await page.setViewportSize({ width, height });
    for (const pageName of photographed) {
      const pagePath = pages[pageName];
      if (!pagePath) {
        problems.push(`${brand}: no link found for the ${pageName} page`);
        continue;
      }
      const response = await page.goto(base + pagePath);
      if (!response || (response.status() >= 400 && pagePath !== notFoundPath))
        problems.push(`${brand} ${pagePath}: HTTP ${response?.status()}`);
      await photograph(page, path.join(outDir, `${pageName}-${widthName}-${brand}.png`), height);
      for (const violation of await accessibilityViolations(page))
        problems.push(`${brand} ${pagePath} at ${width} px: ${violation}`);
    }
  }
  await context.close();
}

/** One sheet per page type and width: the brands side by side, named, to compare at a glance. */
async function makeSheets(browser: Browser): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 2200, height: 800 } });
  for (const pageName of photographed) {
    for (const { name: widthName } of widths) {
      const cells = brands
        .map((brand) => {
          const file = path.join(outDir, `${pageName}-${widthName}-${brand}.png`);
          if (!existsSync(file)) return `<figure><figcaption>${brand}: no picture</figcaption></figure>`;
          const image = readFileSync(file, { encoding: "base64" });
          return `<figure><figcaption>${brand}</figcaption><img src="data:image/png;base64,${image}"></figure>`;
        })
        .join("");
      const columns = widthName === "desktop" ? Math.min(4, brands.length) : brands.length;
      const cell = widthName === "desktop" ? 540 : 270;
      await page.setContent(
        `<style>body{margin:0;background:#777;font:16px sans-serif;display:grid;grid-template-columns:repeat(${columns},${cell}px);gap:8px;padding:8px;width:max-content}figure{margin:0}figcaption{color:#fff;padding:2px 0}img{width:${cell}px;display:block}</style>${cells}`,
      );
      await page.screenshot({
        path: path.join(outDir, `sheet-${pageName}-${widthName}.png`),
        fullPage: true,
      });
    }
  }
  await page.close();
}

async function main(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const store = await startBenchStore("screenshots", port);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const problems: string[] = [];
  try {
    for (const brand of brands) {
      await photographBrand(browser, brand, problems);
      console.log(`${brand}: photographed`);
    }
    await makeSheets(browser);
  } finally {
    await browser.close();
    await stopBenchProcess(store);
  }
  console.log(`written to ${path.relative(root, outDir)}/ (sheet-*.png lays the brands side by side)`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

await main();
