import { listingQuerySchema } from "@store/domain/listing.schema";
import { data } from "react-router";
import { loadListing } from "~/features/catalogue/listing-loader";
import { listingMeta } from "~/features/catalogue/listing-meta";
import { ListingPage } from "~/features/catalogue/listing-page";
import { SubcategoryLinks } from "~/features/catalogue/subcategory-links";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { SaleCategoryBadge } from "~/features/sale/sale-badge";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { errorPageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/category";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "categoryPage",
  // The API's trail: parent categories linked, this one last and unlinked
  breadcrumbs: ({ loaderData }) => loaderData?.listing.breadcrumbs ?? [],
};

/** One listing call; an address that cannot be a category, or an unknown one, is the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = (params["*"] ?? "").toLowerCase().replace(/\/+$/, "");
  if (!category || !listingQuerySchema.safeParse({ category }).success) throw data(null, { status: 404 });
  return loadListing(createServerApiClient(context), { category }, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => {
  const category = args.loaderData?.listing.category;
  if (!args.loaderData || !category) return errorPageMeta(args);
  return listingMeta(args, args.loaderData, { title: category.title, description: category.description });
};

/** A category page at /c/{path}: description, subcategories, filters, sort, products and pages. */
export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const category = loaderData.listing.category;
  const sale = useRootData()?.sale ?? null;
  const title = category?.title ?? "Products";
  return (
    <ListingPage
      cardAction={compareToggle}
      data={loaderData}
      pathname={`/c/${category?.uri ?? ""}`}
      title={title}
      intro={
        category ? (
          <>
            {category.description ? <p className="listing__description">{category.description}</p> : null}
            <SaleCategoryBadge
              sale={sale}
              categoryUri={category.uri}
              count={loaderData.listing.saleCount ?? 0}
            />
            <SubcategoryLinks subCategories={category.subCategories} />
          </>
        ) : null
      }
    />
  );
}

/** The not-found page (status 404) for an unknown category; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
