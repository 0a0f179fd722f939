import { brandIds, brands } from "@store/domain/brands";
import { saleArtSizes, saleArtSources } from "@store/domain/media-art";
import { salePlacements } from "@store/domain/sale.schema";
import { alertBanners } from "../../modules/alert-banner/alert-banner.tables.ts";
import { type SaleImageRow, sales } from "../../modules/sale/sale.tables.ts";
import { settings } from "../../modules/settings/settings.tables.ts";
import { staticPages } from "../../modules/static-pages/static-pages.tables.ts";
import type { Db } from "../client.ts";
import { brandStaticPageData } from "./brand-pages.data.ts";
import { catalogueEpoch } from "./catalogue.seed.ts";
import { staticPageData } from "./static-pages.data.ts";

// Banner and sale windows must be active "now" whatever day the store starts, so they
// start in the past and end far in the future; the second sale starts in 2099 so that
// ?dateOverride= can show it.
const alwaysFrom = new Date("2020-01-01T00:00:00Z");
const alwaysUntil = new Date("2099-12-31T23:59:59Z");

const globalSettings: Record<string, string> = {
  IntercomEnabled: "true",
  // Empty: no Intercom workspace is configured, so "Chat with us" opens the contact panel (ADR 061)
  IntercomAppId: "",
  // Where the contact panel's and contact page's messages reach the team (ADR 061)
  ContactUsEmail: "customer-care@example.com",
  OTPEnabled: "false",
  PriceMatchEnabled: "true",
  CrossSellEnabled: "true",
  TipEnabled: "true",
  ComparePageEnabled: "true",
  ReviewSummariesEnabled: "true",
  CallUsNowEnabled: "true",
  NewPromotionsEnabled: "true",
  ProformaDeliveryBrands: "Miele, Liebherr",
  // Fallback for a brand without its own row; every current brand has one.
  customerSupportNumber: brands.aol.support.phone,
};

const placementAlt: Record<(typeof salePlacements)[number], string> = {
  categoryBadge: "on sale",
  checkoutBanner: "offers applied to your order",
  footerBanner: "shop the sale",
  homePageBanner: "up to 40% off selected appliances",
  navIcon: "sale",
  priceTag: "sale price",
  productBadge: "sale",
};

/** Every placement's art, with phone (xs) and small-tablet (sm) art for the banners (media/sale-art.svg.ts). */
function saleImages(name: string): Partial<Record<(typeof salePlacements)[number], SaleImageRow>> {
  const images: Partial<Record<(typeof salePlacements)[number], SaleImageRow>> = {};
  const sources: Partial<
    Record<string, { xs: { width: number; height: number }; sm: { width: number; height: number } }>
  > = saleArtSources;
  for (const placement of salePlacements) {
    const narrow = sources[placement];
    images[placement] = {
      src: `${placement}.svg`,
      alt: `${name}: ${placementAlt[placement]}`,
      ...saleArtSizes[placement],
      ...(narrow
        ? {
            sources: {
              xs: { src: `${placement}-xs.svg`, ...narrow.xs },
              sm: { src: `${placement}-sm.svg`, ...narrow.sm },
            },
          }
        : {}),
    };
  }
  return images;
}

/** The setting rows: global flags plus each brand's support number (and no Intercom for trade). */
export function settingRows(): (typeof settings.$inferInsert)[] {
  const rows: (typeof settings.$inferInsert)[] = Object.entries(globalSettings).map(([name, value]) => ({
    brand: null,
    name,
    value,
  }));
  for (const id of brandIds) {
    rows.push({ brand: id, name: "customerSupportNumber", value: brands[id].support.phone });
  }
  rows.push({ brand: "wac", name: "IntercomEnabled", value: "false" });
  return rows;
}

/** Inserts settings, the alert banner, the sales and the static pages. */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(settings).values(settingRows());

  await db.insert(alertBanners).values([
    {
      brand: null,
      bannerUrl: "/s/delivery-information",
      backgroundColor: "#0b3d91",
      // The delivery service's metro rules (ADR 027, db/seed/delivery.data.ts zoneRules): keep them in step
      desktopContent:
        "<strong>Free delivery</strong> to metro areas Monday to Friday when your products come to $99 or more (otherwise $29; Saturdays $20 extra). In stock and ordered by 2pm your time: dispatched the same weekday.",
      mobileContent: "<strong>Free metro delivery</strong> Mon-Fri on $99 or more",
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
    },
    // Each brand's own voice (issue 18): a brand's banner wins over the global one
    {
      brand: "aol-nz",
      bannerUrl: "/s/delivery-information",
      backgroundColor: "#0b4f4e",
      desktopContent:
        "<strong>Free delivery</strong> across metro Auckland, Wellington and Christchurch on orders of NZ$99 or more. Prices include GST. Free phone 0800 265 000.",
      mobileContent:
        "<strong>Free metro delivery</strong> in Auckland, Wellington and Christchurch over NZ$99",
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
    },
    {
      brand: "wac",
      bannerUrl: "/s/trade-account",
      backgroundColor: "#263238",
      desktopContent:
        "<strong>Trade account holders:</strong> 30-day terms, trade pricing and delivery to site. Open an account with your ABN.",
      mobileContent: "<strong>30-day trade terms</strong>: open an account with your ABN",
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
    },
    {
      brand: "hc",
      bannerUrl: "/s/delivery-information",
      backgroundColor: "#4a148c",
      desktopContent:
        "<strong>Delivered, set up and explained:</strong> we connect your new appliance and show you how it works. Call 1300 000 400, we never rush you.",
      mobileContent: "<strong>Delivered and set up</strong>, with a walk-through",
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
    },
    {
      brand: "fk",
      bannerUrl: "/s/delivery-information",
      backgroundColor: "#3e2723",
      desktopContent:
        "<strong>Free kitchen delivery</strong> to metro areas on orders of $99 or more, and in-store cooking demos every month.",
      mobileContent: "<strong>Free metro delivery</strong> on $99 or more",
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
    },
  ]);

  await db.insert(sales).values([
    {
      brand: null,
      name: "Black Friday Sale",
      url: "/sale",
      colour: "#c4102b",
      baseImagePath: "/media/sale/black-friday",
      images: saleImages("Black Friday Sale"),
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
      priority: 10,
      active: true,
    },
    {
      brand: null,
      name: "Summer Clearance",
      url: "/sale",
      colour: "#0077b6",
      baseImagePath: "/media/sale/summer-clearance",
      images: saleImages("Summer Clearance"),
      startsAt: new Date("2099-01-01T00:00:00Z"),
      endsAt: alwaysUntil,
      // Overlaps the always-on sale, so it must outrank it to show for a 2099 dateOverride.
      priority: 20,
      active: true,
    },
    {
      // The trade brand's own event instead of a consumer Black Friday (issue 18); a brand's own sale wins
      brand: "wac",
      name: "Trade Pricing Event",
      url: "/sale",
      colour: "#0d2c54",
      baseImagePath: "/media/sale/trade-pricing-event",
      images: saleImages("Trade Pricing Event"),
      startsAt: alwaysFrom,
      endsAt: alwaysUntil,
      priority: 10,
      active: true,
    },
  ]);

  const brandPages = brandIds.flatMap((brand) =>
    (brandStaticPageData[brand] ?? []).map((page) => ({ ...page, brand })),
  );
  await db.insert(staticPages).values(
    [...staticPageData.map((page) => ({ ...page, brand: null })), ...brandPages].map((page) => ({
      brand: page.brand,
      uri: page.uri,
      title: page.title,
      description: page.description,
      content: page.content,
      updatedAt: catalogueEpoch,
    })),
  );
}
