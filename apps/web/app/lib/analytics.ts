import { trackingTax } from "@store/domain/analytics-rules";
import type { Brand } from "@store/domain/brands";
import type { Cart } from "@store/domain/cart.schema";

type Currency = Brand["currency"];

/** One entry of the tag-manager layer. */
export type DataLayerEntry = Record<string, unknown>;

/** A structured event (category, action, label, property, value), as structured-event trackers take them. */
export interface StructuredEvent {
  category: string;
  action: string;
  label?: string;
  property?: string;
  value?: number;
}

/** The pixel tag's events (storefront s.7): a page visit, the checkout, a product added to the cart. */
export type PixelEvent = "pagevisit" | "checkout" | "AddToCart";

/** The pixel tag's entry point, defined by the pixel script; calls made before it loads are queued. */
export type PixelFunction = ((
  command: "track",
  event: PixelEvent,
  data?: Record<string, unknown>,
) => void) & {
  queue?: unknown[][];
};

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    /** What the structured-event tracker has been given, oldest first. */
    structuredEvents?: StructuredEvent[];
    pixel?: PixelFunction;
  }
}

/** The product of an ecommerce entry, in dollars as tag managers take them. */
export interface TrackedProduct {
  sku: string;
  title: string;
  brand: string;
  category?: string;
  /** Integer cents. */
  price: number;
  quantity: number;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** A cart line as a tracked product, at the price the shopper pays. */
export function trackedCartLine(line: Cart["products"][number], quantity = line.quantity): TrackedProduct {
  return {
    sku: line.sku,
    title: line.title,
    brand: line.brand,
    category: line.categorization || line.category,
    price: line.linePrice,
    quantity,
  };
}

function productEntry(product: TrackedProduct) {
  return {
    id: product.sku,
    name: product.title,
    brand: product.brand,
    ...(product.category ? { category: product.category } : {}),
    price: dollars(product.price),
    quantity: product.quantity,
  };
}

/** The page view of one navigation. */
export function pageViewEntry(page: { path: string; title: string; pageType: string }): DataLayerEntry {
  return { event: "pageView", page: { path: page.path, title: page.title, type: page.pageType } };
}

/** A plain (non-ecommerce) event on the tag-manager layer. */
export function eventEntry(event: string, data: Record<string, unknown> = {}): DataLayerEntry {
  return { event, ...data };
}

/** The ecommerce 'checkout' entry: the cart's products as the checkout page opens (step 1). */
export function checkoutEntry(products: TrackedProduct[], currency: Currency): DataLayerEntry {
  return {
    event: "checkout",
    ecommerce: {
      currencyCode: currency,
      checkout: { actionField: { step: 1 }, products: products.map(productEntry) },
    },
  };
}

/** The ecommerce 'purchase' entry: revenue, tax (10% of revenue, storefront s.9), shipping and coupon. */
export function purchaseEntry(
  order: { reference: string; total: number; shippingCost: number; couponCode: string | null },
  products: TrackedProduct[],
  currency: Currency,
): DataLayerEntry {
  return {
    event: "purchase",
    ecommerce: {
      currencyCode: currency,
      purchase: {
        actionField: {
          id: order.reference,
          revenue: dollars(order.total),
          tax: dollars(trackingTax(order.total)),
          shipping: dollars(order.shippingCost),
          coupon: order.couponCode ?? "",
        },
        products: products.map(productEntry),
      },
    },
  };
}

/** The ecommerce 'addToCart' entry of one product added to the cart. */
export function addToCartEntry(product: TrackedProduct, currency: Currency): DataLayerEntry {
  return {
    event: "addToCart",
    ecommerce: { currencyCode: currency, add: { products: [productEntry(product)] } },
  };
}

/** Pushes one entry onto the tag-manager layer, creating it when the page has none. */
export function pushDataLayer(entry: DataLayerEntry, win: Window = window) {
  win.dataLayer = win.dataLayer ?? [];
  // The previous ecommerce object is cleared first, as tag managers expect, so products never carry over
  if ("ecommerce" in entry) win.dataLayer.push({ ecommerce: null });
  win.dataLayer.push(entry);
}

/** Gives the structured-event tracker one event. */
export function trackStructuredEvent(event: StructuredEvent, win: Window = window) {
  win.structuredEvents = win.structuredEvents ?? [];
  win.structuredEvents.push(event);
}

/** How long the pixel's page visit waits for the pixel script (storefront s.9: 50 tries, 100 ms apart). */
export const pixelRetry = { tries: 50, everyMs: 100 } as const;

/**
 * Sends a pixel event; when the pixel script has not loaded yet, tries again every 100 ms up to 50
 * times (then the event is dropped: a page never waits for a tag). Returns a cancel function.
 */
export function trackPixel(
  event: PixelEvent,
  data: Record<string, unknown> = {},
  win: Window = window,
): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const attempt = () => {
    timer = null;
    if (typeof win.pixel === "function") {
      win.pixel("track", event, data);
      return;
    }
    tries += 1;
    if (tries < pixelRetry.tries) timer = setTimeout(attempt, pixelRetry.everyMs);
  };
  attempt();
  return () => {
    if (timer) clearTimeout(timer);
  };
}

/** The analytics providers the store sends to (ADR 069). */
export const analyticsProviders = ["tagManager", "structuredEvents", "pixel"] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

function isProvider(name: string): name is AnalyticsProvider {
  return (analyticsProviders as readonly string[]).includes(name);
}

/** A named event for every provider; each takes what it understands of it. */
export interface TrackedEvent {
  /** The tag-manager entry. */
  entry: DataLayerEntry;
  /** The structured-event tracker's event, when it has one. */
  structured?: StructuredEvent;
  /** The pixel event, when the pixel tracks it. */
  pixel?: { event: PixelEvent; data?: Record<string, unknown> };
}

/**
 * Sends an event to the named providers (all by default). An unknown provider name is logged and
 * skipped (storefront s.8), so a mistyped configuration never breaks the page.
 */
export function track(
  event: TrackedEvent,
  providers: readonly string[] = analyticsProviders,
  win: Window = window,
  log: (message: string) => void = (message) => console.warn(message),
) {
  for (const provider of providers) {
    if (!isProvider(provider)) {
      log(`Unknown analytics provider: ${provider}`);
      continue;
    }
    if (provider === "tagManager") pushDataLayer(event.entry, win);
    else if (provider === "structuredEvents") {
      if (event.structured) trackStructuredEvent(event.structured, win);
    } else if (event.pixel) trackPixel(event.pixel.event, event.pixel.data, win);
  }
}

/** A page view: the tag-manager page view, the structured tracker's and the pixel's page visit. */
export function trackPageView(page: { path: string; title: string; pageType: string }, win: Window = window) {
  track(
    {
      entry: pageViewEntry(page),
      structured: { category: "page", action: "view", label: page.path, property: page.pageType },
      pixel: { event: "pagevisit" },
    },
    analyticsProviders,
    win,
  );
}

/** The checkout page opened: the ecommerce checkout entry and the pixel's checkout. */
export function trackCheckout(products: TrackedProduct[], currency: Currency, win: Window = window) {
  const value = products.reduce((sum, p) => sum + p.price * p.quantity, 0);
  track(
    {
      entry: checkoutEntry(products, currency),
      structured: { category: "ecommerce", action: "checkout", value: dollars(value) },
      pixel: {
        event: "checkout",
        data: {
          value: dollars(value),
          currency,
          order_quantity: products.reduce((n, p) => n + p.quantity, 0),
        },
      },
    },
    analyticsProviders,
    win,
  );
}

/** A product was added to the cart: the ecommerce addToCart entry and the pixel's AddToCart. */
export function trackAddToCart(product: TrackedProduct, currency: Currency, win: Window = window) {
  track(
    {
      entry: addToCartEntry(product, currency),
      structured: {
        category: "ecommerce",
        action: "productAddToCart",
        label: product.sku,
        value: dollars(product.price * product.quantity),
      },
      pixel: {
        event: "AddToCart",
        data: { product_id: product.sku, value: dollars(product.price * product.quantity), currency },
      },
    },
    analyticsProviders,
    win,
  );
}
