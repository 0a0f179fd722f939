import type { Country } from "./brands.ts";
import { zonedNow } from "./delivery-calendar.ts";
import type { Promotion } from "./promotion.schema.ts";
import { storeTimeZone } from "./store-local-time.ts";

type Window = Pick<Promotion, "startDate" | "endDate">;

/** Whether a promotion runs at `at`: from its start (inclusive) to its end (exclusive). */
export function isPromotionRunning(promotion: Window, at: Date): boolean {
  const start = Date.parse(promotion.startDate);
  const end = Date.parse(promotion.endDate);
  const t = at.getTime();
  return Number.isFinite(start) && Number.isFinite(end) && start <= t && t < end;
}

/**
 * Whether the panel says when the offer ends (ADR 050): only when it ends within one calendar year of
 * its start. A promotion that runs for years is an everyday offer, and 'Offer Ends 31/12/2099' would
 * read as a mistake.
 */
export function isOfferEndShown(promotion: Window): boolean {
  const start = new Date(promotion.startDate);
  const end = Date.parse(promotion.endDate);
  if (Number.isNaN(start.getTime()) || !Number.isFinite(end) || end <= start.getTime()) return false;
  const yearLater = new Date(start);
  yearLater.setUTCFullYear(start.getUTCFullYear() + 1);
  return end <= yearLater.getTime();
}

/**
 * 'Offer Ends dd/MM/yyyy': the local date (in the brand's country) of the offer's last moment, so an
 * offer ending at midnight ends on the day before; null when the end is not shown (isOfferEndShown).
 */
export function offerEndsText(promotion: Window, country: Country): string | null {
  if (!isOfferEndShown(promotion)) return null;
  const lastMoment = new Date(Date.parse(promotion.endDate) - 1);
  const [year, month, day] = zonedNow(lastMoment, storeTimeZone({ country, state: "" })).date.split("-");
  return `Offer Ends ${day}/${month}/${year}`;
}

/** A promotion as the product page's panel shows it. */
export interface PromotionPanel {
  path: string;
  rewardLabel: string;
  title: string;
  /** 'Offer Ends 01/12/2026', or null when the end is not shown. */
  offerEnds: string | null;
  link: string;
  thumbnail: Promotion["thumbnailImg"];
  redemption: Promotion["redemption"];
}

/**
 * The product page's promotion panels: the promotions running at `at`, the one ending soonest first
 * (the most pressing offer), each with its 'Offer Ends' line when it has one.
 */
export function promotionPanels(
  promotions: readonly Promotion[],
  at: Date,
  country: Country,
): PromotionPanel[] {
  return promotions
    .filter((p) => isPromotionRunning(p, at))
    .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate) || a.path.localeCompare(b.path))
    .map((p) => ({
      path: p.path,
      rewardLabel: p.rewardLabel,
      title: p.title,
      offerEnds: offerEndsText(p, country),
      link: p.link,
      thumbnail: p.thumbnailImg,
      redemption: p.redemption,
    }));
}

/**
 * Whether the sale's price tag ('BLACK FRIDAY PRICE') shows above a product's price (ADR 050): only
 * for a product in the sale on now whose price shows a saving (`discountOffRrp`, the saving the
 * displayed-price rule shows; ADR 053). A product in the sale for a bonus alone keeps its everyday
 * price, and a tag would claim a saving it does not have.
 */
export function isSalePriceTagShown(product: {
  inSale: boolean;
  priceHidden: boolean;
  discountOffRrp: number | null;
}): boolean {
  if (!product.inSale || product.priceHidden) return false;
  return product.discountOffRrp !== null;
}
