import type { BrandId } from "@store/domain/brands";
import type { PromotionRedemption } from "@store/domain/promotion.schema";
import { and, asc, desc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import { categories, products } from "../../modules/product/product.tables.ts";
import { promotionProducts, promotions } from "../../modules/promotion/promotion.tables.ts";
import { sales } from "../../modules/sale/sale.tables.ts";
import type { Db } from "../client.ts";

const day = 86_400_000;
// Everyday offers: long before and after any date the store runs on, so they never show an end (ADR 050)
const everydayFrom = new Date("2020-01-01T00:00:00Z");
const everydayUntil = new Date("2099-12-31T12:59:59Z");

type Window = "short" | "everyday";

/** One demo promotion: what it offers, which products (leaf categories from a price) and where it runs. */
interface PromotionTemplate {
  path: string;
  brands: readonly BrandId[];
  title: string;
  description: string;
  rewardLabel: string;
  redemption: PromotionRedemption;
  /** /media/promotion/{icon}/{value}.svg */
  thumbnail: { icon: string; value: string; alt: string };
  leaves: readonly string[];
  /** Dollars: only products at or above it (a bonus on a $20 kettle would be odd). */
  minPrice: number;
  limit: number;
  window: Window;
  /** Part of the sale the brand runs now (Black Friday, or the trade brand's own event). */
  inSale: boolean;
}

const consumer = ["aol", "wa", "aoc", "hc", "fk", "andoo"] as const satisfies readonly BrandId[];
const claimTerms =
  "Claim online within 30 days of delivery with your invoice number; the cashback is paid to your bank account within 6 weeks of an approved claim.";
const bonusTerms =
  "Add an eligible product to your cart and the bonus is added with it, free. Gift cards are emailed within 14 days of delivery; one bonus per eligible unit.";

/** The demo promotions: each brand its own, the NZ brand in NZ dollars, the trade brand no Black Friday. */
export const promotionTemplates: readonly PromotionTemplate[] = [
  {
    path: "black-friday-laundry-bonus",
    brands: ["aol", "wa", "hc", "andoo"],
    title: "Black Friday: bonus $100 gift card with selected laundry",
    description: `Buy a selected washing machine, dryer or washer dryer and get a $100 gift card. ${bonusTerms}`,
    rewardLabel: "Bonus $100 gift card",
    redemption: "automatic",
    thumbnail: { icon: "gift-card", value: "100", alt: "$100 gift card" },
    leaves: ["laundry/washing-machines", "laundry/dryers", "laundry/washer-dryers"],
    minPrice: 600,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "black-friday-cooking-cashback",
    brands: ["aol", "wa", "aoc", "fk"],
    title: "Black Friday: claim up to $200 cashback on selected cooking",
    description: `Claim $200 cashback on selected ovens, cooktops and freestanding cookers. ${claimTerms}`,
    rewardLabel: "Up to $200 cashback",
    redemption: "claim",
    thumbnail: { icon: "cashback", value: "200", alt: "$200 cashback" },
    leaves: ["kitchen/ovens", "kitchen/cooktops", "kitchen/freestanding-cookers"],
    minPrice: 800,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "black-friday-tv-bonus",
    brands: ["aol", "wa", "andoo"],
    title: "Black Friday: bonus $50 gift card with selected TVs and soundbars",
    description: `Buy a selected TV or soundbar and get a $50 gift card. ${bonusTerms}`,
    rewardLabel: "Bonus $50 gift card",
    redemption: "automatic",
    thumbnail: { icon: "gift-card", value: "50", alt: "$50 gift card" },
    leaves: ["tv-audio/tvs", "tv-audio/soundbars"],
    minPrice: 400,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "black-friday-kitchen-bonus",
    brands: ["fk", "aoc", "hc"],
    title: "Black Friday: bonus $150 gift card with selected rangehoods and dishwashers",
    description: `Buy a selected rangehood or dishwasher and get a $150 gift card. ${bonusTerms}`,
    rewardLabel: "Bonus $150 gift card",
    redemption: "automatic",
    thumbnail: { icon: "gift-card", value: "150", alt: "$150 gift card" },
    leaves: ["kitchen/rangehoods", "kitchen/dishwashers"],
    minPrice: 500,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "stick-vacuum-spare-battery",
    brands: ["hc", "andoo", "aol"],
    title: "Bonus spare battery with selected stick vacuums",
    description:
      "Buy a selected stick vacuum and get a spare battery for twice the cleaning time. The battery ships with your vacuum; one per eligible unit.",
    rewardLabel: "Bonus spare battery",
    redemption: "automatic",
    thumbnail: { icon: "battery", value: "1", alt: "Spare battery" },
    leaves: ["vacuums/stick-vacuums"],
    minPrice: 250,
    limit: 16,
    window: "short",
    inSale: true,
  },
  {
    path: "fridge-extended-warranty",
    brands: consumer,
    title: "Bonus 12 months extended warranty on selected fridges and freezers",
    description:
      "Selected fridges and freezers come with an extra 12 months of warranty on top of the manufacturer's, registered for you when your order is delivered.",
    rewardLabel: "Bonus 12 months warranty",
    redemption: "automatic",
    thumbnail: { icon: "warranty", value: "12-months", alt: "12 months extra warranty" },
    leaves: ["refrigeration/fridges", "refrigeration/freezers"],
    minPrice: 900,
    limit: 20,
    window: "everyday",
    inSale: false,
  },
  // New Zealand: its own offers, in NZ dollars, with a Prezzy card rather than a gift card
  {
    path: "black-friday-laundry-prezzy",
    brands: ["aol-nz"],
    title: "Black Friday: bonus NZ$100 Prezzy card with selected laundry",
    description:
      "Buy a selected washing machine, dryer or washer dryer and get a NZ$100 Prezzy card, couriered to you within 14 days of delivery anywhere in New Zealand. One card per eligible unit.",
    rewardLabel: "Bonus NZ$100 Prezzy card",
    redemption: "automatic",
    thumbnail: { icon: "gift-card", value: "100", alt: "NZ$100 Prezzy card" },
    leaves: ["laundry/washing-machines", "laundry/dryers", "laundry/washer-dryers"],
    minPrice: 600,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "black-friday-cooking-cashback-nz",
    brands: ["aol-nz"],
    title: "Black Friday: claim up to NZ$250 cashback on selected cooking",
    description:
      "Claim NZ$250 cashback on selected ovens, cooktops and freestanding cookers. Claim online within 30 days of delivery; paid into your New Zealand bank account within 6 weeks.",
    rewardLabel: "Up to NZ$250 cashback",
    redemption: "claim",
    thumbnail: { icon: "cashback", value: "250", alt: "NZ$250 cashback" },
    leaves: ["kitchen/ovens", "kitchen/cooktops", "kitchen/freestanding-cookers"],
    minPrice: 800,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "heat-pump-prezzy",
    brands: ["aol-nz"],
    title: "Warm up for less: bonus NZ$200 Prezzy card with selected heat pumps",
    description:
      "Buy a selected heat pump and get a NZ$200 Prezzy card once it is installed. Installation by our accredited NZ installers is booked after your order.",
    rewardLabel: "Bonus NZ$200 Prezzy card",
    redemption: "automatic",
    thumbnail: { icon: "gift-card", value: "200", alt: "NZ$200 Prezzy card" },
    leaves: ["heating-cooling/air-conditioners"],
    minPrice: 700,
    limit: 16,
    window: "everyday",
    inSale: false,
  },
  // The trade brand: trade terms, no consumer Black Friday
  {
    path: "builders-cooking-warranty",
    brands: ["wac"],
    title: "Builders' pack: bonus 5-year warranty on selected cooking",
    description:
      "Selected ovens, cooktops and rangehoods carry a 5-year parts and labour warranty when bought on a trade account, registered to the site address on delivery. Ideal for developments and handovers.",
    rewardLabel: "Bonus 5-year warranty",
    redemption: "automatic",
    thumbnail: { icon: "warranty", value: "5-years", alt: "5 year warranty" },
    leaves: ["kitchen/ovens", "kitchen/cooktops", "kitchen/rangehoods"],
    minPrice: 600,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "trade-laundry-account-credit",
    brands: ["wac"],
    title: "Trade credit: claim $150 account credit per unit of selected laundry",
    description:
      "Claim $150 credit to your trade account for every selected washing machine or dryer on your invoice. Claim in your account within 60 days of the invoice date; the credit applies to your next statement.",
    rewardLabel: "$150 trade account credit",
    redemption: "claim",
    thumbnail: { icon: "credit", value: "150", alt: "$150 trade credit" },
    leaves: ["laundry/washing-machines", "laundry/dryers"],
    minPrice: 600,
    limit: 24,
    window: "short",
    inSale: true,
  },
  {
    path: "hot-water-install-kit",
    brands: ["wac"],
    title: "Plumbers' offer: bonus install kit with selected hot water systems",
    description:
      "Each selected hot water system ships with a compliant install kit (valves, tempering valve and fittings), so one delivery covers the job.",
    rewardLabel: "Bonus install kit",
    redemption: "automatic",
    thumbnail: { icon: "kit", value: "1", alt: "Install kit" },
    leaves: ["hot-water/gas-hot-water", "hot-water/electric-hot-water", "hot-water/heat-pump-hot-water"],
    minPrice: 500,
    limit: 16,
    window: "everyday",
    inSale: false,
  },
];

/** The last moment (11:59:59 pm in Sydney, daylight time) of the day `days` after `now`. */
function endOfDayIn(now: Date, days: number): Date {
  const end = new Date(now.getTime() + days * day);
  end.setUTCHours(12, 59, 59, 0);
  return end;
}

/**
 * Inserts each brand's demo promotions with their products (the catalogue must be in). Short offers run
 * from ten days before the seed to 25 days after it, so the product page has an 'Offer Ends' date
 * (the seed already dates cooking demos from today); everyday offers run for decades.
 */
export async function seedPromotions(db: Db, now = new Date()): Promise<number> {
  // The sale each brand runs now: its own row first, else the one for every brand (SaleService's rule)
  const saleRows = await db
    .select({ id: sales.id, brand: sales.brand })
    .from(sales)
    .where(and(eq(sales.active, true), lte(sales.startsAt, now), gt(sales.endsAt, now)))
    .orderBy(desc(sales.priority), desc(sales.startsAt));
  const saleOf = (brand: BrandId) =>
    (saleRows.find((s) => s.brand === brand) ?? saleRows.find((s) => s.brand === null))?.id ?? null;

  let inserted = 0;
  for (const template of promotionTemplates) {
    const picked = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(inArray(categories.uri, [...template.leaves]), gte(products.price, template.minPrice * 100)))
      .orderBy(desc(products.rank), asc(products.id))
      .limit(template.limit);
    if (picked.length === 0) continue;
    const short = template.window === "short";
    for (const brand of template.brands) {
      const [row] = await db
        .insert(promotions)
        .values({
          brand,
          path: template.path,
          saleId: template.inSale ? saleOf(brand) : null,
          title: template.title,
          description: template.description,
          startsAt: short ? new Date(now.getTime() - 10 * day) : everydayFrom,
          endsAt: short ? endOfDayIn(now, 25) : everydayUntil,
          thumbnail: {
            src: `/media/promotion/${template.thumbnail.icon}/${template.thumbnail.value}.svg`,
            alt: template.thumbnail.alt,
            width: 160,
            height: 160,
          },
          rewardLabel: template.rewardLabel,
          redemption: template.redemption,
          link: null,
        })
        .returning({ id: promotions.id });
      if (!row) continue;
      await db
        .insert(promotionProducts)
        .values(picked.map((p) => ({ promotionId: row.id, productId: p.id })));
      inserted++;
    }
  }
  return inserted;
}
