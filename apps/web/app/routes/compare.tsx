import { useSearchParams } from "react-router";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/compare";

export const handle: RouteHandle = {
  pageType: "productComparison",
  breadcrumbs: currentPageCrumb("Compare products"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Compare products" });

/** Compare products: coming soon; the route, page type and shell are final. */
export default function CompareRoute() {
  const [searchParams] = useSearchParams();
  const skus = (searchParams.get("sku") ?? "").split("~").filter(Boolean);
  return (
    <ComingSoonPage
      title="Compare products"
      summary="Compare up to three products side by side: price, features and specifications."
    >
      {skus.length > 0 ? (
        <p>
          Selected: <strong>{skus.join(", ")}</strong>
        </p>
      ) : null}
    </ComingSoonPage>
  );
}
