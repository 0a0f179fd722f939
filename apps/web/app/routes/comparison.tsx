import { brands } from "@store/domain/brands";
import { data } from "react-router";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { RouteError } from "~/features/shell/route-error";
import { skusFromComparisonPath } from "~/lib/comparison-path";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/comparison";

export const handle: RouteHandle = {
  pageType: "productComparison",
  breadcrumbs: currentPageCrumb("Compare products"),
};

/** /comparison/{sku}/{sku}/... exists only for brands with the comparison route; elsewhere it is not found. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!brands[context.brandId]?.comparisonRoute) throw data(null, { status: 404 });
  return { skus: skusFromComparisonPath(new URL(request.url).pathname) };
}

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorPageMeta(args) : pageMeta(args, { title: "Compare products" });

/** The alternate comparison address: coming soon; the route, page type and shell are final. */
export default function ComparisonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title="Compare products"
      summary="Compare up to three products side by side: price, features and specifications."
    >
      {loaderData.skus.length > 0 ? (
        <p>
          Selected: <strong>{loaderData.skus.join(", ")}</strong>
        </p>
      ) : null}
    </ComingSoonPage>
  );
}

/** The not-found page for brands without this address. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
