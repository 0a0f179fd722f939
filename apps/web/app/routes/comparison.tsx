import { brands } from "@store/domain/brands";
import { data } from "react-router";
import { loadComparePage } from "~/features/compare/compare-loader";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { skusFromComparisonPath } from "~/lib/comparison-path";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/comparison";
import { CompareRoutePage, compareTitle } from "./compare";

export const handle: RouteHandle = {
  pageType: "productComparison",
  breadcrumbs: currentPageCrumb("Compare products"),
};

/** /comparison/{sku}/{sku}/... exists only for brands with the comparison route; elsewhere it is not found. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!brands[context.brandId]?.comparisonRoute) throw data(null, { status: 404 });
  return loadComparePage(
    createServerApiClient(context),
    skusFromComparisonPath(new URL(request.url).pathname),
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: compareTitle(args.loaderData.products) }) : errorPageMeta(args);

/** The alternate comparison address: the same page as /compare. */
export default function ComparisonRoute({ loaderData }: Route.ComponentProps) {
  return <CompareRoutePage data={loaderData} />;
}

/** The not-found page for brands without this address. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
