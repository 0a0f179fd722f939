import type { Brand } from "./brands.ts";
import type { Cart, CartReward } from "./cart.schema.ts";
import { maxCartLines, maxLineQuantity, restoreLinkDays } from "./cart.schema.ts";
import { linePrice } from "./pricing.ts";

/** The cart error shown when a response carries no message (storefront s.8 "Cart"). */
export const unknownCartError = "An unknown error occurred, please try again later";
/** Removing a product that is not in the cart (storefront s.5). */
export const notInCartError = "Something went wrong. Please try again.";
/** Adding a new product to a cart that holds maxCartLines products (ADR 017). */
export const cartFullError = `Your cart holds ${maxCartLines} different products, the most it can. Remove one to add another, or buy these first.`;
/** The one answer for a code that cannot be used: unknown, expired or used up (ADR 017: no oracle). */
export const couponNotValidError = "That coupon code is not valid. Please check it and try again.";
/** Anonymous visitors of a 'Login for Price' brand, for calls that would tell a price. */
export const loginForPriceError = "Please log in to see prices and buy.";
/** A restore link that is unknown or older than restoreLinkDays. */
export const restoreLinkError = `That cart link has expired or is not valid. Cart links work for ${restoreLinkDays} days.`;

/** Cart list titles are cut at 58 characters (checkout s.9). */
export const cartTitleLength = 58;

/** The first message of a failed cart call (read by `readApiError`), else the spec's unknown-error text. */
export function cartErrorMessage(messages: readonly string[]): string {
  return messages.find((message) => message.trim() !== "") ?? unknownCartError;
}

/** What a line costs: (price - lineDiscount, floor 0, + warranty + installation) x quantity. */
export function lineTotal(line: {
  price: number;
  lineDiscount: number;
  quantity: number;
  warrantyPrice?: number;
  installPrice?: number;
}): number {
  const unit =
    linePrice(line.price, line.lineDiscount) + (line.warrantyPrice ?? 0) + (line.installPrice ?? 0);
  return unit * line.quantity;
}

/** The most units a line may hold: the stock on hand, at most the per-line maximum. */
export function maxQuantityFor(stock: number): number {
  return Math.max(0, Math.min(maxLineQuantity, Math.floor(stock)));
}

export type QuantityOutcome = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * The line's new quantity after adding `requested` (mode 'add') or setting it (mode 'set'),
 * refused with a message when stock or the per-line maximum does not allow it.
 */
export function nextQuantity(input: {
  current: number;
  requested: number;
  mode: "add" | "set";
  stock: number;
  title: string;
}): QuantityOutcome {
  const wanted = input.mode === "add" ? input.current + input.requested : input.requested;
  if (!Number.isInteger(wanted) || wanted < 1) return { ok: false, message: "Quantity must be at least 1" };
  const max = maxQuantityFor(input.stock);
  if (max === 0) return { ok: false, message: `Sorry, ${input.title} is out of stock.` };
  if (wanted <= max) return { ok: true, quantity: wanted };
  const room = Math.max(0, max - input.current);
  const limit =
    max === maxLineQuantity
      ? `You can buy at most ${maxLineQuantity} of one product`
      : `Only ${max} of ${input.title} ${max === 1 ? "is" : "are"} in stock`;
  if (input.mode === "add" && input.current > 0)
    return {
      ok: false,
      message: `${limit}; you have ${input.current} in your cart${room > 0 ? `, so you can add ${room} more` : ""}.`,
    };
  return { ok: false, message: `${limit}.` };
}

/** A coupon's rules as the store keeps them (ADR 013). */
export interface CouponRule {
  code: string;
  description: string;
  kind: "percent" | "amount";
  /** Percent (1-100) or cents. */
  value: number;
  /** Cents the eligible products must add up to; 0 for none. */
  minSpend: number;
  /** Only products of this manufacturer (name), or null. */
  brand: string | null;
  /** Only products under this category path (e.g. 'kitchen'), or null. */
  categoryUri: string | null;
  categoryTitle: string | null;
  expiresAt: Date | null;
  /** Once per customer (or, for guests, per session). */
  singleUse: boolean;
}

/** A line as coupon rules see it. */
export interface CouponLine {
  brand: string;
  categoryUri: string;
  /** (price - lineDiscount) x quantity: coupons take off goods, not warranty or installation. */
  goodsTotal: number;
  available: boolean;
}

export type CouponOutcome = { ok: true; discount: number } | { ok: false; reason: string };

function eligible(rule: CouponRule, line: CouponLine): boolean {
  if (!line.available) return false;
  if (rule.brand && line.brand.trim().toLowerCase() !== rule.brand.trim().toLowerCase()) return false;
  if (rule.categoryUri && !`${line.categoryUri}/`.startsWith(`${rule.categoryUri}/`)) return false;
  return true;
}

/**
 * What a coupon takes off the cart now, or why it takes nothing: expired, already used, no eligible
 * product, or under the minimum spend. Percent coupons round down to the cent; neither kind takes
 * off more than the eligible products cost.
 */
export function evaluateCoupon(
  rule: CouponRule,
  lines: readonly CouponLine[],
  context: { now: Date; alreadyRedeemed: boolean; money: (cents: number) => string },
): CouponOutcome {
  const { code } = rule;
  if (rule.expiresAt && rule.expiresAt.getTime() <= context.now.getTime())
    return { ok: false, reason: `Coupon ${code} expired on ${rule.expiresAt.toISOString().slice(0, 10)}.` };
  if (rule.singleUse && context.alreadyRedeemed)
    return { ok: false, reason: `Coupon ${code} can be used once per customer, and you have used it.` };
  const matching = lines.filter((line) => eligible(rule, line));
  if (matching.length === 0) {
    if (rule.brand) return { ok: false, reason: `Coupon ${code} applies only to ${rule.brand} products.` };
    if (rule.categoryUri)
      return {
        ok: false,
        reason: `Coupon ${code} applies only to ${rule.categoryTitle ?? rule.categoryUri} products.`,
      };
    return { ok: false, reason: `Coupon ${code} needs at least one product in your cart.` };
  }
  const spend = matching.reduce((sum, line) => sum + line.goodsTotal, 0);
  if (spend < rule.minSpend) {
    const scope = rule.brand || rule.categoryUri ? " on eligible products" : "";
    return {
      ok: false,
      reason: `Coupon ${code} needs a minimum spend of ${context.money(rule.minSpend)}${scope}; add ${context.money(rule.minSpend - spend)} more.`,
    };
  }
  const off = rule.kind === "percent" ? Math.floor((spend * rule.value) / 100) : rule.value;
  return { ok: true, discount: Math.min(spend, off) };
}

/**
 * Whether a coupon exists for this shopper at all: not expired and not used up. Refusals for these
 * reasons all read couponNotValidError, so guessing learns nothing about which codes exist.
 */
export function couponIsLive(
  rule: Pick<CouponRule, "expiresAt" | "singleUse">,
  context: { now: Date; alreadyRedeemed: boolean },
): boolean {
  if (rule.expiresAt && rule.expiresAt.getTime() <= context.now.getTime()) return false;
  return !(rule.singleUse && context.alreadyRedeemed);
}

/** 'Login for Price' (brand flag) hides every amount from a visitor who is not signed in. */
export function pricesHiddenFor(brand: Pick<Brand, "loginForPrice">, signedIn: boolean): boolean {
  return brand.loginForPrice && !signedIn;
}

/**
 * The cart as a visitor who may not see prices gets it: the same lines and counts, every amount 0,
 * no delivery estimate, and no coupon problem (those name amounts).
 */
export function withPricesHidden(cart: Cart): Cart {
  const couponProblems = new Set(cart.coupons.map((c) => c.problem).filter(Boolean));
  const noPrice = <T extends { price: number } | null>(option: T): T =>
    option === null ? option : { ...option, price: 0 };
  return {
    ...cart,
    products: cart.products.map((p) => ({
      ...p,
      price: 0,
      lineDiscount: 0,
      linePrice: 0,
      lineTotal: 0,
      selectedInstall: noPrice(p.selectedInstall),
      selectedWarranty: noPrice(p.selectedWarranty),
    })),
    rewards: cart.rewards.map((r) => ({ ...r, price: 0 })),
    coupons: cart.coupons.map((c) => ({ ...c, discount: 0, problem: null })),
    subtotal: 0,
    discountTotal: 0,
    orderTotal: 0,
    delivery: { ...cart.delivery, estimate: null, description: loginForPriceError },
    messages: cart.messages.filter((m) => !couponProblems.has(m)),
    pricesHidden: true,
  };
}

/** Subtotal of the lines that can be bought, the discounts, and the order total (never below 0). */
export function cartTotals(
  lines: readonly { lineTotal: number; available: boolean }[],
  discounts: readonly number[],
): { subtotal: number; discountTotal: number; orderTotal: number } {
  const subtotal = lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineTotal, 0);
  const discountTotal = Math.min(
    subtotal,
    discounts.reduce((sum, d) => sum + d, 0),
  );
  return { subtotal, discountTotal, orderTotal: subtotal - discountTotal };
}

/** Units of products in the cart. */
export function productCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The header badge: productCount plus rewards (storefront s.9). */
export function cartCount(count: number, rewards: readonly Pick<CartReward, "quantity">[]): number {
  return count + rewards.reduce((sum, r) => sum + r.quantity, 0);
}

/** A bonus a promotion gives with each unit of a product (a promotion redeemed 'automatic', ADR 050). */
export interface LineBonus {
  /** The promotion's path. */
  promoId: string;
  /** Its reward label: 'Bonus $100 gift card'. */
  title: string;
}

/**
 * Bonus items of the promotions a cart's products are in (ADR 050): each bonus of an available line
 * gives one item per unit bought, as its own line at no charge. Ribbon text gives nothing.
 */
export function rewardsFor(
  lines: readonly {
    sku: string;
    quantity: number;
    available: boolean;
    bonuses: readonly LineBonus[];
  }[],
): CartReward[] {
  return lines
    .filter((l) => l.available)
    .flatMap((l) =>
      l.bonuses.map((b) => ({
        promoId: b.promoId,
        title: b.title,
        forSku: l.sku,
        quantity: l.quantity,
        price: 0,
      })),
    );
}

/** Proforma delivery: a product's brand is in the comma-separated setting, case and spaces ignored (storefront s.5). */
export function hasProformaDelivery(productBrands: readonly string[], setting: string | undefined): boolean {
  const listed = new Set(
    (setting ?? "")
      .split(",")
      .map((b) => b.trim().toLowerCase())
      .filter(Boolean),
  );
  return productBrands.some((b) => listed.has(b.trim().toLowerCase()));
}

/** Cart list scroll heights (checkout s.9): 180 px under 520 px wide, 300 px under 1200, else 600. */
export function cartListMaxHeight(width: number): number {
  if (width < 520) return 180;
  if (width < 1200) return 300;
  return 600;
}
