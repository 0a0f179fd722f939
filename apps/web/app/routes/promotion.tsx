import { promotionPathSchema, promotionQuerySchema } from "@store/domain/promotion.schema";
import { data } from "react-router";
import { loadListing } from "~/features/catalogue/listing-loader";
import { listingMeta } from "~/features/catalogue/listing-meta";
import { ListingPage } from "~/features/catalogue/listing-page";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { PromotionHeader } from "~/features/promotion/promotion-header";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { errorPageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/promotion";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "promotions",
  breadcrumbs: ({ loaderData }) => [
    { title: "Sale", uri: "/sale" },
    { title: loaderData?.promotion.title ?? "Promotion", uri: "" },
  ],
};

/**
 * A promotion's page (/promotion/{path}, ADR 050): the offer and its terms, then its products through
 * the catalogue listing. An address that cannot be a promotion, or one not running, is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = promotionPathSchema.safeParse((params["*"] ?? "").toLowerCase().replace(/\/+$/, ""));
  if (!path.success) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const override = promotionQuerySchema.safeParse({
    dateOverride: url.searchParams.get("dateOverride") ?? undefined,
  });
  const api = createServerApiClient(context);
  try {
    const promotion = await api.getPromotion(
      path.data,
      override.success ? override.data.dateOverride : undefined,
    );
    const listing = await loadListing(api, { promotion: path.data }, url);
    return { promotion, ...listing };
  } catch (error) {
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? listingMeta(args, args.loaderData, {
        title: args.loaderData.promotion.title,
        description: `${args.loaderData.promotion.rewardLabel}: ${args.loaderData.promotion.title}.`,
      })
    : errorPageMeta(args);

/** The promotion page: its reward, end and terms, then its products with filters, sort and pages. */
export default function PromotionRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { promotion } = loaderData;
  return (
    <ListingPage
      cardAction={compareToggle}
      data={loaderData}
      pathname={`/promotion/${promotion.path}`}
      title={promotion.title}
      intro={<PromotionHeader promotion={promotion} country={brand.country} />}
    />
  );
}

/** The not-found page (status 404) for an unknown or ended promotion; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
