/**
 * Rules of the analytics layer (storefront s.9; ADR 069), apart from the checkout's so that the tracker
 * every page loads does not load the checkout's shapes with them (ADR 095).
 */

/** Tax for ecommerce tracking: 10% of revenue (storefront s.9), in cents. */
export function trackingTax(revenue: number): number {
  return Math.round(revenue / 10);
}
