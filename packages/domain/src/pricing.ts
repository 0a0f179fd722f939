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

/** The discount is shown at >= 5 percent off RRP or >= $200 off (storefront s.5, s.9). */
export function isDiscountShown(price: number | null, rrp: number): boolean {
  if (price === null || rrp <= 0 || price >= rrp) return false;
  const off = rrp - price;
  return off * 100 >= rrp * 5 || off >= 20_000;
}

/** Amount and whole percentage off RRP, for "Save $x" badges; null when no discount is shown. */
export function discountOffRrp(
  price: number | null,
  rrp: number,
): { amount: number; percentage: number } | null {
  if (price === null || !isDiscountShown(price, rrp)) return null;
  return { amount: rrp - price, percentage: Math.floor(((rrp - price) / rrp) * 100) };
}

/** What the price block shows beside the price (storefront s.4 "Pricing text"). */
export type ComparePriceText = { kind: "was"; amount: number } | { kind: "rrp"; amount: number } | null;

/**
 * 'was' with the price when a line discount applies; 'was' with RRP when an alternate price message
 * exists and price is below RRP; otherwise 'RRP:' with RRP (brands showing the RRP label) when RRP
 * exceeds price.
 */
export function comparePriceText(fields: PriceFields, brand: Pick<Brand, "showRrpLabel">): ComparePriceText {
  const { price, rrp, lineDiscount = 0, altPriceMsg } = fields;
  if (price === null) return null;
  if (lineDiscount > 0) return { kind: "was", amount: price };
  if (altPriceMsg && price < rrp) return { kind: "was", amount: rrp };
  if (brand.showRrpLabel && rrp > price) return { kind: "rrp", amount: rrp };
  return null;
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
