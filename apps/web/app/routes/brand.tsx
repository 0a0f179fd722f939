import { data } from "react-router";
import { BrandHeader } from "~/features/catalogue/brand-header";
import { loadListing } from "~/features/catalogue/listing-loader";
import { listingMeta } from "~/features/catalogue/listing-meta";
import { ListingPage } from "~/features/catalogue/listing-page";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { errorPageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/brand";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "brandPage",
  breadcrumbs: ({ loaderData }) =>
    loaderData
      ? [
          { title: "Brands", uri: "/brands" },
          { title: loaderData.brand.name, uri: "" },
        ]
      : [],
};

const brandUri = /^[a-z0-9-]{1,80}$/;

/** The brand and its first listing page in parallel; an unknown brand is the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const uri = (params.uri ?? "").toLowerCase();
  if (!brandUri.test(uri)) throw data(null, { status: 404 });
  const api = createServerApiClient(context);
  try {
    const [brand, listing] = await Promise.all([
      api.getBrand(uri),
      loadListing(api, { brand: uri }, new URL(request.url)),
    ]);
    return { brand, ...listing };
  } catch (error) {
    // The listing refuses an unknown brand with a 400; the brand call says 404 for the same thing
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? listingMeta(args, args.loaderData, {
        title: args.loaderData.brand.name,
        description: args.loaderData.brand.description,
      })
    : errorPageMeta(args);

/** A brand page: the brand's header, then its products with filters, sort and pages. */
export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <ListingPage
      cardAction={compareToggle}
      data={loaderData}
      pathname={`/brands/${brand.uri}`}
      title={brand.name}
      intro={<BrandHeader brand={brand} />}
      hideBrandFilter
    />
  );
}

/** The not-found page (status 404) for an unknown brand; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
