import { type Brand, formatMoney } from "./brands.ts";
import type { Cart, CartCoupon, CartProduct } from "./cart.schema.ts";
import {
  type CouponRule,
  cartCount,
  cartTotals,
  evaluateCoupon,
  hasProformaDelivery,
  type LineBonus,
  lineTotal,
  maxQuantityFor,
  pricesHiddenFor,
  productCount,
  rewardsFor,
  withPricesHidden,
} from "./cart.ts";
import type { DeliveryDay } from "./delivery.schema.ts";
import { cartDeliveryEstimate } from "./delivery-calendar.ts";
import { hasOnlinePrice, linePrice, requestPriceMessage } from "./pricing.ts";
import type { ConditionType, Ribbon } from "./product.schema.ts";
import type { PromotionRedemption } from "./promotion.schema.ts";
import { upsellOptionsFor } from "./upsell-options.ts";

/** One line of a cart with its product as the catalogue has it now. */
export interface CartLineFacts {
  lineId: number;
  sku: string;
  title: string;
  uri: string;
  brandName: string;
  categoryTitle: string;
  categoryUri: string;
  /** Cents, or null when the product cannot be bought online. */
  price: number | null;
  lineDiscount: number;
  altPriceMsg: string | null;
  ribbon: Ribbon | null;
  conditionType: ConditionType;
  missingParts: string | null;
  image: string;
  quantity: number;
  /** Units on hand over every store. */
  stock: number;
  warrantyId: string | null;
  installId: string | null;
  /** The promotions the product is in now (ADR 050): 'automatic' ones give bonus items in the cart. */
  promotions: readonly {
    path: string;
    rewardLabel: string;
    redemption: PromotionRedemption;
    inSale?: boolean;
  }[];
  /**
   * A unit price a staff project carried in (its price lock or the staff's price; ADR 044), honoured
   * until `lockedUntil` and never above today's price; null for an ordinary line.
   */
  lockedPrice?: number | null;
  lockedUntil?: Date | null;
}

/** Everything that prices a cart: read by the cart service, priced here without any I/O. */
export interface CartFacts {
  cartId: string;
  brand: Brand;
  lines: CartLineFacts[];
  /** The cart's coupon with what the database said about it, or null. */
  coupon: { rule: CouponRule; alreadyRedeemed: boolean } | null;
  /** Where the delivery estimate is for. */
  where: { suburb: string; postcode: string; state: string };
  /**
   * The delivery service's calendar for `where` and these lines (issue 15: one promise), or null when no
   * location is chosen: the estimate is its cheapest available day, never a fee of the cart's own.
   */
  deliveryAvailability: { availability: DeliveryDay[]; message: string | null; unavailable: boolean } | null;
  /** Staff asked for the winning delivery service (winningDeliveryServiceOverride). */
  override: boolean;
  /** The ProformaDeliveryBrands setting. */
  proformaSetting: string | undefined;
  signedIn: boolean;
  now: Date;
  /** Messages the caller adds (a restore that did not fit). */
  extraMessages?: string[];
}

/**
 * The cart answer (storefront s.7 "Cart"): each line priced with its warranty and installation and
 * checked against the stock, the coupon evaluated, totals, bonus rewards, the delivery estimate, and
 * every amount hidden for an anonymous shopper of a 'Login for Price' brand (ADR 017).
 */
export function priceCart(facts: CartFacts): Cart {
  const money = (cents: number) => formatMoney(cents, facts.brand);
  const messages: string[] = [];
  const lines: (CartProduct & { bonuses: LineBonus[]; categoryUri: string })[] = facts.lines.map((row) => {
    const options = upsellOptionsFor({ sku: row.sku, price: row.price, categoryUri: row.categoryUri });
    const warranty = row.warrantyId
      ? (options.warranties.find((w) => w.id === row.warrantyId) ?? null)
      : null;
    const install = row.installId ? (options.installs.find((i) => i.id === row.installId) ?? null) : null;
    if (row.warrantyId && !warranty)
      messages.push(`The warranty you chose is no longer offered for ${row.title}.`);
    if (row.installId && !install)
      messages.push(`The installation you chose is no longer offered for ${row.title}.`);
    const stock = row.stock;
    let unavailableReason: string | null = null;
    if (!hasOnlinePrice(row.price)) unavailableReason = requestPriceMessage(row.title);
    else if (stock <= 0) unavailableReason = `${row.title} is out of stock.`;
    else if (stock < row.quantity)
      unavailableReason = `Only ${stock} of ${row.title} ${stock === 1 ? "is" : "are"} in stock; please lower the quantity.`;
    if (unavailableReason) messages.push(unavailableReason);
    const price = row.price ?? 0;
    // A project's held price stands in for the catalogue's discount while it lasts (ADR 044)
    const held = heldPrice(row, facts.now);
    if (held.ended) messages.push(`The project price of ${row.title} has ended: today's price applies.`);
    const lineDiscount =
      held.price === null
        ? row.lineDiscount
        : Math.max(0, price - Math.min(held.price, linePrice(price, row.lineDiscount)));
    return {
      productCode: row.sku,
      unitId: String(row.lineId),
      sku: row.sku,
      title: row.title,
      uri: row.uri,
      brand: row.brandName,
      category: row.categoryTitle,
      categorization: row.categoryUri,
      categoryUri: row.categoryUri,
      price,
      lineDiscount,
      linePrice: linePrice(price, lineDiscount),
      quantity: row.quantity,
      maxQuantity: maxQuantityFor(stock),
      lineTotal: lineTotal({
        price,
        lineDiscount,
        quantity: row.quantity,
        warrantyPrice: warranty?.price ?? 0,
        installPrice: install?.price ?? 0,
      }),
      image: row.image,
      available: unavailableReason === null,
      unavailableReason,
      ribbonType: row.ribbon,
      conditionType: row.conditionType,
      missingParts: row.missingParts,
      selectedInstall: install,
      selectedWarranty: warranty,
      promoId: row.promotions[0]?.path ?? null,
      inSale: row.promotions.some((p) => p.inSale === true),
      bonuses: row.promotions
        .filter((p) => p.redemption === "automatic")
        .map((p) => ({ promoId: p.path, title: p.rewardLabel })),
      lockedUntil: held.price === null ? null : (row.lockedUntil?.toISOString() ?? null),
    };
  });

  const coupons: CartCoupon[] = [];
  if (facts.coupon) {
    const { rule, alreadyRedeemed } = facts.coupon;
    const outcome = evaluateCoupon(
      rule,
      lines.map((l) => ({
        brand: l.brand,
        categoryUri: l.categoryUri,
        goodsTotal: l.linePrice * l.quantity,
        available: l.available,
      })),
      { now: facts.now, alreadyRedeemed, money },
    );
    coupons.push({
      id: rule.code,
      code: rule.code,
      description: rule.description,
      discount: outcome.ok ? outcome.discount : 0,
      problem: outcome.ok ? null : outcome.reason,
    });
    if (!outcome.ok) messages.push(outcome.reason);
  }
  const totals = cartTotals(
    lines,
    coupons.map((c) => c.discount),
  );
  const rewards = rewardsFor(lines);
  const proforma = hasProformaDelivery(
    lines.map((l) => l.brand),
    facts.proformaSetting,
  );
  const delivery = cartDeliveryEstimate({
    postcode: facts.where.postcode,
    availability: facts.deliveryAvailability,
    proforma,
    money,
  });
  const count = productCount(lines);
  const cart: Cart = {
    cartId: facts.cartId,
    products: lines.map(({ bonuses: _bonuses, categoryUri: _uri, ...line }) => line),
    rewards,
    coupons,
    ...totals,
    productCount: count,
    cartCount: cartCount(count, rewards),
    hasProformaDelivery: proforma,
    delivery: { ...facts.where, winningDeliveryServiceOverride: facts.override, ...delivery },
    messages: [...messages, ...(facts.extraMessages ?? [])],
    errors: [],
    pricesHidden: false,
  };
  // The one place every cart answer passes: 'Login for Price' hides every amount (ADR 017)
  return pricesHiddenFor(facts.brand, facts.signedIn) ? withPricesHidden(cart) : cart;
}

/**
 * The price a project carried into a cart line while it holds (ADR 044): `price` null for an ordinary
 * line or an ended one; `ended` when the line had one and its time is up (today's price applies).
 */
export function heldPrice(
  row: Pick<CartLineFacts, "lockedPrice" | "lockedUntil">,
  now: Date,
): { price: number | null; ended: boolean } {
  if (row.lockedPrice === null || row.lockedPrice === undefined || !row.lockedUntil)
    return { price: null, ended: false };
  if (now.getTime() >= row.lockedUntil.getTime()) return { price: null, ended: true };
  return { price: row.lockedPrice, ended: false };
}
