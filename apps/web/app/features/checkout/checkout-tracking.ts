import type { Cart } from "@store/domain/cart.schema";
import type { OrderDetail } from "@store/domain/order.schema";
import {
  type DataLayerEntry,
  purchaseEntry,
  type TrackedProduct,
  track,
  trackCheckout,
  trackedCartLine,
} from "~/lib/analytics";

/** The order's lines as tracked products, at the unit price paid. */
function orderProducts(order: OrderDetail): TrackedProduct[] {
  return order.lines.map((line) => ({
    sku: line.sku,
    title: line.title,
    brand: line.brand,
    price: line.unitPrice,
    quantity: line.quantity,
  }));
}

/** The checkout page opened: the ecommerce checkout entry and the pixel's checkout (ADR 069). */
export function trackCheckoutOpened(cart: Cart, currency: "AUD" | "NZD", win: Window = window) {
  trackCheckout(
    cart.products.map((line) => trackedCartLine(line)),
    currency,
    win,
  );
}

/** The ecommerce 'purchase' entry of a placed order: revenue, tax (10% of revenue), shipping, coupon. */
export function purchaseEvent(order: OrderDetail): DataLayerEntry {
  return purchaseEntry(order, orderProducts(order), order.currency);
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
  track(
    {
      entry: purchaseEvent(order),
      structured: {
        category: "ecommerce",
        action: "purchase",
        label: order.reference,
        value: order.total / 100,
      },
    },
    undefined,
    win,
  );
  try {
    win.sessionStorage.setItem(purchaseSentKey, JSON.stringify([...sent.slice(-9), order.id]));
  } catch {
    // storage blocked: the event may repeat on a reload, which is better than losing it
  }
  return true;
}
