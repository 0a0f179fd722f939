import type { Brand } from "./brands.ts";
import { formatMoney } from "./brands.ts";

/** A product's price fields as they reach the price block (cents). */
export interface PriceFields {
  price: number | null;
  rrp: number;
  lineDiscount?: number;
  altPriceMsg?: string | null;
}

/** The unit price after the per-unit line discount, never below 0 (storefront s.5). */
export function linePrice(price: number, lineDiscount = 0): number {
  return Math.max(0, price - Math.max(0, lineDiscount));
}

/**
 * Whether a product can be bought online at its price: set and above 0. A price of 0 or less, or none,
 * is a missing price in the data, never a bargain: 'Request Price' on every screen, and the cart and
 * checkout refuse it (checkout s.2 "'Request Price' if price is 0 or less"; ADR 053).
 */
export function hasOnlinePrice(price: number | null | undefined): price is number {
  return typeof price === "number" && price > 0;
}

/** What the shopper pays for one unit: the price less its line discount; null for 'Request Price'. */
export function payablePrice(
  price: number | null | undefined,
  lineDiscount: number | null = 0,
): number | null {
  return hasOnlinePrice(price) ? linePrice(price, lineDiscount ?? 0) : null;
}

/** The discount is shown at >= 5 percent off the reference or >= $200 off (storefront s.5, s.9). */
export function isDiscountShown(price: number | null, reference: number): boolean {
  if (price === null || reference <= 0 || price >= reference) return false;
  const off = reference - price;
  return off * 100 >= reference * 5 || off >= 20_000;
}

/** Amount and whole percentage off a reference price, for "Save $x"; null when no discount is shown. */
export function discountOff(
  price: number | null,
  reference: number,
): { amount: number; percentage: number } | null {
  if (price === null || !isDiscountShown(price, reference)) return null;
  return { amount: reference - price, percentage: Math.floor(((reference - price) / reference) * 100) };
}

/** What the price block shows beside the price (storefront s.4 "Pricing text"). */
export type ComparePriceText = { kind: "was"; amount: number } | { kind: "rrp"; amount: number } | null;

/**
 * 'was' with the price when a line discount applies; 'was' with RRP when an alternate price message
 * exists and price is below RRP; otherwise 'RRP:' with RRP (brands showing the RRP label) when RRP
 * exceeds price. Nothing for a product without an online price.
 */
export function comparePriceText(fields: PriceFields, brand: Pick<Brand, "showRrpLabel">): ComparePriceText {
  const { price, rrp, lineDiscount = 0, altPriceMsg } = fields;
  if (!hasOnlinePrice(price)) return null;
  if (lineDiscount > 0) return { kind: "was", amount: price };
  if (altPriceMsg && price < rrp) return { kind: "was", amount: rrp };
  if (brand.showRrpLabel && rrp > price) return { kind: "rrp", amount: rrp };
  return null;
}

/** A product's price as every screen shows it (ADR 053). */
export interface DisplayedPrice {
  /** Cents the shopper pays for one unit (price less line discount); null shows 'Request Price'. */
  payable: number | null;
  /** The reference price shown beside it ('was' or 'RRP:'), or null. */
  reference: Exclude<ComparePriceText, null> | null;
  /** 'Save $x' and 'x% off', measured from the reference shown; null when none is shown. */
  saving: { amount: number; percentage: number } | null;
}

/**
 * The one displayed-price rule (listing tile, product page, compare tray and page, cart, search, price
 * history, and the API's discount fields): the price paid, the visible reference beside it, and a saving
 * only off that visible reference, at >= 5% or >= $200 (storefront s.4, s.5). A brand without the RRP
 * label (wa, andoo, aol-nz) shows no saving off an RRP it does not show.
 */
export function displayedPrice(fields: PriceFields, brand: Pick<Brand, "showRrpLabel">): DisplayedPrice {
  const payable = payablePrice(fields.price, fields.lineDiscount ?? 0);
  const reference = comparePriceText(fields, brand);
  const saving = reference && payable !== null ? discountOff(payable, reference.amount) : null;
  return { payable, reference, saving };
}

/** The payable price as text: 'Request Price' without an online price, else the brand's money format. */
export function displayedPriceLabel(
  payable: number | null,
  brand: Pick<Brand, "locale" | "currency">,
): string {
  return payable === null ? "Request Price" : formatMoney(payable, brand);
}

/**
 * The ribbon a product shows: 'sale' and 'save' claim a saving, so they show only where the price
 * shows one (ADR 053); every other ribbon as it is.
 */
export function shownRibbon<R extends string>(
  ribbon: R | null,
  price: Pick<DisplayedPrice, "saving">,
): R | null {
  if ((ribbon === "sale" || ribbon === "save") && price.saving === null) return null;
  return ribbon;
}

/** A price as text: FREE for zero, N/A when unset, else the brand's currency (storefront s.9). */
export function priceLabel(cents: number | null, brand: Pick<Brand, "locale" | "currency">): string {
  if (cents === null) return "N/A";
  if (cents === 0) return "FREE";
  return formatMoney(cents, brand);
}

/** RRP tooltip wording by brand (storefront s.9). */
export function rrpTooltip(brand: Pick<Brand, "rrpTooltip">): string {
  const base = "The RRP is the manufacturer's recommended retail price.";
  return brand.rrpTooltip === "rarelySellsAtRrp"
    ? `${base} The product rarely sells at RRP, and our price is usually below it.`
    : base;
}

/**
 * The price history as the shopper reads it (ADR 053): its last point is today's payable price, so the
 * headline ('Now $x, the lowest it has been') compares what the shopper pays, line discount included.
 * A recorded price that differs from the payable one gets a point for `today` (replacing one already
 * dated today); a product without an online price has no history to show.
 */
export function priceHistoryToday<P extends { date: string; price: number }>(
  points: readonly P[],
  payable: number | null,
  today: string,
): { date: string; price: number }[] {
  if (payable === null) return [];
  const last = points[points.length - 1];
  if (!last || last.price === payable) return points.map((p) => ({ date: p.date, price: p.price }));
  const earlier = points.filter((p) => p.date < today).map((p) => ({ date: p.date, price: p.price }));
  const before = earlier[earlier.length - 1];
  return before && before.price === payable ? earlier : [...earlier, { date: today, price: payable }];
}

/** Why the cart and checkout refuse a 'Request Price' product (ADR 053). */
export function requestPriceMessage(title: string): string {
  return `${title} cannot be bought online: its price is on request. Please call us or visit a store for a price.`;
}
