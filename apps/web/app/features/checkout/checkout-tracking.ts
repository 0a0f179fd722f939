import type { Cart } from "@store/domain/cart.schema";
import { trackingTax } from "@store/domain/checkout-rules";
import type { OrderDetail } from "@store/domain/order.schema";

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** Pushes one entry onto the tag-manager layer (storefront s.7), creating it when the page has none. */
export function pushDataLayer(entry: DataLayerEntry, win: Window = window) {
  win.dataLayer = win.dataLayer ?? [];
  // The previous ecommerce object is cleared first, as tag managers expect
  win.dataLayer.push({ ecommerce: null });
  win.dataLayer.push(entry);
}

/** The ecommerce 'checkout' event: the cart's products as the checkout page opens. */
export function checkoutEvent(cart: Cart, currency: "AUD" | "NZD"): DataLayerEntry {
  return {
    event: "checkout",
    ecommerce: {
      currencyCode: currency,
      checkout: {
        actionField: { step: 1 },
        products: cart.products.map((line) => ({
          id: line.sku,
          name: line.title,
          brand: line.brand,
          category: line.categorization || line.category,
          price: dollars(line.linePrice),
          quantity: line.quantity,
        })),
      },
    },
  };
}

/** The ecommerce 'purchase' event of a placed order: revenue, tax (10% of revenue), shipping, coupon. */
export function purchaseEvent(order: OrderDetail): DataLayerEntry {
  return {
    event: "purchase",
    ecommerce: {
      currencyCode: order.currency,
      purchase: {
        actionField: {
          id: order.reference,
          revenue: dollars(order.total),
          tax: dollars(trackingTax(order.total)),
          shipping: dollars(order.shippingCost),
          coupon: order.couponCode ?? "",
        },
        products: order.lines.map((line) => ({
          id: line.sku,
          name: line.title,
          brand: line.brand,
          price: dollars(line.unitPrice),
          quantity: line.quantity,
        })),
      },
    },
  };
}

const purchaseSentKey = "checkout-purchase-sent";

/** Pushes the purchase event once per order, also across reloads of the confirmation page. */
export function trackPurchaseOnce(order: OrderDetail, win: Window = window) {
  let sent: string[] = [];
  try {
    sent = JSON.parse(win.sessionStorage.getItem(purchaseSentKey) ?? "[]") as string[];
  } catch {
    sent = [];
  }
  if (sent.includes(order.id)) return false;
  pushDataLayer(purchaseEvent(order), win);
  try {
    win.sessionStorage.setItem(purchaseSentKey, JSON.stringify([...sent.slice(-9), order.id]));
  } catch {
    // storage blocked: the event may repeat on a reload, which is better than losing it
  }
  return true;
}
