import type { Cart } from "@store/domain/cart.schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToCartEntry,
  checkoutEntry,
  pixelRetry,
  purchaseEntry,
  pushDataLayer,
  type TrackedProduct,
  track,
  trackAddToCart,
  trackedCartLine,
  trackPageView,
  trackPixel,
} from "./analytics.ts";

const oven: TrackedProduct = {
  sku: "OV-1",
  title: "Oven",
  brand: "Bosch",
  category: "Ovens",
  price: 129_900,
  quantity: 2,
};

/** A window of its own per test: the entries one test pushes never leak into the next. */
const freshWindow = () => ({}) as Window;

describe("tag-manager entries", () => {
  it("builds the purchase with tax at 10% of revenue, in dollars, in the order's currency", () => {
    const entry = purchaseEntry(
      { reference: "AOL-100042", total: 259_855, shippingCost: 4_900, couponCode: null },
      [oven],
      "NZD",
    );
    expect(entry).toEqual({
      event: "purchase",
      ecommerce: {
        currencyCode: "NZD",
        purchase: {
          actionField: { id: "AOL-100042", revenue: 2598.55, tax: 259.86, shipping: 49, coupon: "" },
          products: [
            { id: "OV-1", name: "Oven", brand: "Bosch", category: "Ovens", price: 1299, quantity: 2 },
          ],
        },
      },
    });
  });

  it("builds the checkout (step 1) and addToCart entries", () => {
    expect(checkoutEntry([oven], "AUD")).toMatchObject({
      event: "checkout",
      ecommerce: { currencyCode: "AUD", checkout: { actionField: { step: 1 }, products: [{ id: "OV-1" }] } },
    });
    expect(addToCartEntry({ ...oven, quantity: 1 }, "AUD")).toMatchObject({
      event: "addToCart",
      ecommerce: { currencyCode: "AUD", add: { products: [{ id: "OV-1", price: 1299, quantity: 1 }] } },
    });
  });

  it("reads a cart line at the price the shopper pays, with the quantity just added", () => {
    const line = {
      sku: "OV-1",
      title: "Oven",
      brand: "Bosch",
      category: "ovens",
      categorization: "Kitchen/Ovens",
      price: 150_000,
      linePrice: 129_900,
      quantity: 3,
    } as Cart["products"][number];
    expect(trackedCartLine(line, 1)).toEqual({ ...oven, category: "Kitchen/Ovens", quantity: 1 });
  });

  it("clears the previous ecommerce object before an ecommerce entry, not before a page view", () => {
    const win = freshWindow();
    pushDataLayer({ event: "pageView" }, win);
    pushDataLayer(checkoutEntry([oven], "AUD"), win);
    expect(win.dataLayer?.map((e) => e.event ?? e.ecommerce)).toEqual(["pageView", null, "checkout"]);
  });
});

describe("providers", () => {
  it("sends a page view to the tag layer, the structured tracker and the pixel", () => {
    const win = freshWindow();
    const pixel = vi.fn();
    win.pixel = pixel;
    trackPageView({ path: "/c/ovens", title: "Ovens", pageType: "categoryPage" }, win);
    expect(win.dataLayer).toEqual([
      { event: "pageView", page: { path: "/c/ovens", title: "Ovens", type: "categoryPage" } },
    ]);
    expect(win.structuredEvents).toEqual([
      { category: "page", action: "view", label: "/c/ovens", property: "categoryPage" },
    ]);
    expect(pixel).toHaveBeenCalledWith("track", "pagevisit", {});
  });

  it("sends AddToCart to the pixel and productAddToCart to the structured tracker", () => {
    const win = freshWindow();
    const pixel = vi.fn();
    win.pixel = pixel;
    trackAddToCart(oven, "AUD", win);
    expect(pixel).toHaveBeenCalledWith("track", "AddToCart", {
      product_id: "OV-1",
      value: 2598,
      currency: "AUD",
    });
    expect(win.structuredEvents?.[0]).toMatchObject({ action: "productAddToCart", label: "OV-1" });
  });

  it("logs an unknown provider and still sends to the known ones", () => {
    const win = freshWindow();
    const log = vi.fn();
    track({ entry: { event: "x" } }, ["tagManager", "adwords"], win, log);
    expect(log).toHaveBeenCalledWith("Unknown analytics provider: adwords");
    expect(win.dataLayer).toEqual([{ event: "x" }]);
  });
});

describe("the pixel's page visit before the pixel script has loaded", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries again every 100 ms and sends once the pixel is there", () => {
    const win = freshWindow();
    trackPixel("pagevisit", {}, win);
    vi.advanceTimersByTime(pixelRetry.everyMs * 3);
    const pixel = vi.fn();
    win.pixel = pixel;
    vi.advanceTimersByTime(pixelRetry.everyMs);
    expect(pixel).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(pixelRetry.everyMs * 10);
    expect(pixel).toHaveBeenCalledTimes(1);
  });

  it("gives up after 50 tries", () => {
    const win = freshWindow();
    trackPixel("pagevisit", {}, win);
    vi.advanceTimersByTime(pixelRetry.everyMs * (pixelRetry.tries - 1));
    expect(vi.getTimerCount()).toBe(0);
    const pixel = vi.fn();
    win.pixel = pixel;
    vi.advanceTimersByTime(pixelRetry.everyMs * 5);
    expect(pixel).not.toHaveBeenCalled();
  });
});
