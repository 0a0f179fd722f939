import { loadListing } from "~/features/catalogue/listing-loader";
import { listingMeta } from "~/features/catalogue/listing-meta";
import { ListingPage } from "~/features/catalogue/listing-page";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { errorPageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/products";

export const handle: RouteHandle = {
  pageType: "filter",
  breadcrumbs: currentPageCrumb("All products"),
};

/** Every product: one listing call without a category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(createServerApiClient(context), {}, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? listingMeta(args, args.loaderData, {
        title: "All products",
        description: "Browse our full range of appliances by brand, price and features.",
      })
    : errorPageMeta(args);

/** The product landing /products (where /search redirects): every product, with filters and sort. */
export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      cardAction={compareToggle}
      data={loaderData}
      pathname="/products"
      title="All products"
      intro={
        <p className="listing__description">
          Our full range of appliances and electronics. Narrow it down by brand, price or feature.
        </p>
      }
    />
  );
}

/** The error page when the listing cannot load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
