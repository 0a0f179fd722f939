import { listingQuerySchema } from "@store/domain/listing.schema";
import { saleQuerySchema } from "@store/domain/sale.schema";
import { loadListing } from "~/features/catalogue/listing-loader";
import { listingMeta } from "~/features/catalogue/listing-meta";
import { ListingPage } from "~/features/catalogue/listing-page";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { PromotionTileList } from "~/features/promotion/promotion-tile-list";
import { NoSaleLanding, SaleCategoryNote, SaleIntro } from "~/features/sale/sale-landing";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/sale";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "sale",
  breadcrumbs: ({ loaderData }) => [
    { title: loaderData?.sale.isSaleOn ? loaderData.sale.name : "Sale", uri: "" },
  ],
};

/**
 * The sale page (/sale, ADR 050): the sale on now, its offers, and its products through the catalogue
 * listing (filters, sort and pages as on any listing). `?category=` narrows it to one category (the
 * category badge links there). No sale on: a note and the offers running anyway.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = createServerApiClient(context);
  const override = saleQuerySchema.safeParse({
    dateOverride: url.searchParams.get("dateOverride") ?? undefined,
  });
  const dateOverride = override.success ? override.data.dateOverride : undefined;
  const [sale, promotions] = await Promise.all([api.getSale(dateOverride), api.getPromotions(dateOverride)]);
  const parsedCategory = listingQuerySchema.safeParse({
    category: url.searchParams.get("category") ?? undefined,
  });
  const category = parsedCategory.success ? parsedCategory.data.category : undefined;
  const listing = sale.isSaleOn ? await loadListing(api, { sale: true, category }, url) : null;
  return { sale, promotions, listing, category: category ?? null };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return errorPageMeta(args);
  const title = data.sale.isSaleOn ? data.sale.name : "Sale";
  if (!data.listing) return pageMeta(args, { title });
  return listingMeta(args, data.listing, {
    title,
    description: `${title}: offers and sale prices on selected appliances, while they last.`,
  });
};

/** The sale page: heading, when it ends, its banner and offers, then its products with filters. */
export default function SaleRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { sale, promotions, listing, category } = loaderData;
  const offers = promotions.filter((p) => p.inSale);
  if (!sale.isSaleOn || !listing) {
    return (
      <NoSaleLanding>
        <PromotionTileList
          promotions={promotions}
          country={brand.country}
          headingId="sale-offers"
          heading="Offers running now"
        />
      </NoSaleLanding>
    );
  }
  const categoryTitle = listing.listing.category?.title;
  return (
    <ListingPage
      cardAction={compareToggle}
      data={listing}
      pathname="/sale"
      title={sale.name || "Sale"}
      keptQuery={category ? { category } : undefined}
      intro={
        <SaleIntro sale={sale} brand={brand}>
          {category && categoryTitle ? (
            <SaleCategoryNote title={categoryTitle} />
          ) : (
            <PromotionTileList
              promotions={offers}
              country={brand.country}
              headingId="sale-offers"
              heading={`${sale.name || "Sale"} offers`}
            />
          )}
        </SaleIntro>
      }
    />
  );
}

/** The error page when the sale cannot load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
