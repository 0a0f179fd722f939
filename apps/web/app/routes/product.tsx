import { canonicalOrigin } from "@store/domain/canonical";
import { settingFlag } from "@store/domain/settings.schema";
import { AddToCompareToggle } from "~/features/compare/add-to-compare-toggle";
import { loadProductPage } from "~/features/product/product-loader";
import { productMeta } from "~/features/product/product-meta";
import { ProductPage } from "~/features/product/product-page";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { errorPageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/product";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "product",
  // The API's trail: category, subcategory, then the product unlinked
  breadcrumbs: ({ loaderData }) => loaderData?.product.breadcrumbs ?? [],
};

/** The product and its options; stock, price history and competitor prices load in the browser. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProductPage(createServerApiClient(context), params.uri);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? productMeta(args, args.loaderData.product) : errorPageMeta(args);

/** The product page at /p/{uri}. */
export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ProductPage
      data={loaderData}
      priceMatchEnabled={settingFlag(root?.settings ?? [], "PriceMatchEnabled")}
      origin={canonicalOrigin(root?.origin ?? "https://localhost")}
      compareToggle={<AddToCompareToggle product={loaderData.product} />}
    />
  );
}

/** The not-found page (status 404) for an unknown product; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
