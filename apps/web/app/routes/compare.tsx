import { comparePath } from "@store/domain/compare";
import { useNavigate } from "react-router";
import { useCompareList } from "~/features/compare/compare-list";
import { loadComparePage } from "~/features/compare/compare-loader";
import { ComparePage } from "~/features/compare/compare-page";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/compare";

export const handle: RouteHandle = {
  pageType: "productComparison",
  breadcrumbs: currentPageCrumb("Compare products"),
};

/** /compare?sku=a~b~c: the products of the address alone, so a shared link shows the same page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const skus = (new URL(request.url).searchParams.get("sku") ?? "").split("~");
  return loadComparePage(createServerApiClient(context), skus);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: compareTitle(args.loaderData.products) }) : errorPageMeta(args);

/** 'Compare A vs B' for the tab and shared links. */
export function compareTitle(products: readonly { title: string }[]): string {
  return products.length > 1 ? `Compare ${products.map((p) => p.title).join(" vs ")}` : "Compare products";
}

/** The compare page; removing a product takes it off the address and out of the tray. */
export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <CompareRoutePage data={loaderData} />;
}

/** The page of both compare addresses: /compare?sku= and, in some brands, /comparison/{sku}/... */
export function CompareRoutePage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const brand = useBrand();
  const navigate = useNavigate();
  const compare = useCompareList();
  return (
    <ComparePage
      data={data}
      onRemove={(sku) => {
        if (compare.has(sku)) compare.remove(sku);
        const rest = data.products.map((p) => p.sku).filter((s) => s !== sku);
        void navigate(rest.length > 0 ? comparePath(rest, brand.comparisonRoute) : "/compare", {
          replace: true,
          preventScrollReset: true,
        });
      }}
    />
  );
}

/** The error page when the products could not be loaded. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
