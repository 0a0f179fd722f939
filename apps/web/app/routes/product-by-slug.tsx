import { settingFlag } from "@store/domain/settings.schema";
import { loadProductPage } from "~/features/product/product-loader";
import { productMeta } from "~/features/product/product-meta";
import { ProductPage } from "~/features/product/product-page";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { errorPageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/product-by-slug";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "product",
  breadcrumbs: ({ loaderData }) => loaderData?.product.breadcrumbs ?? [],
};

/** The same product page as /p/{uri}, by its slug. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProductPage(createServerApiClient(context), params.slug);
}

/** Canonical is /p/{uri}, so the two addresses count as one page. */
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? productMeta(args, args.loaderData.product) : errorPageMeta(args);

/** The product page at /product/{slug}. */
export default function ProductBySlugRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ProductPage
      data={loaderData}
      priceMatchEnabled={settingFlag(root?.settings ?? [], "PriceMatchEnabled")}
      origin={`https://${root?.host ?? "localhost"}`}
    />
  );
}

/** The not-found page (status 404) for an unknown product; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
