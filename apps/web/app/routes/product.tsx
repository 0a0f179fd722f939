import { brands } from "@store/domain/brands";
import { canonicalOrigin } from "@store/domain/canonical";
import { isSalePriceTagShown } from "@store/domain/promotion-rules";
import { settingFlag, storeFeatures } from "@store/domain/settings.schema";
import { supportPhoneNumber } from "@store/domain/shell-rules";
import { lazy, Suspense } from "react";
import { ProductGrid } from "~/features/catalogue/product-grid";
import { AddToCompareToggle } from "~/features/compare/add-to-compare-toggle";
import { loadProductPage } from "~/features/product/product-loader";
import { productMeta } from "~/features/product/product-meta";
import { ProductPage } from "~/features/product/product-page";
import { ReviewSummary } from "~/features/product/review-summary";
import { PromotionPanelList } from "~/features/promotion/promotion-panel";
import { SalePriceTag } from "~/features/sale/sale-badge";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { useBrand } from "~/lib/brand-context";
import { useOptionalIdentity } from "~/lib/identity/identity-context";
import { errorPageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/product";

// Staff only: shoppers never load the panel, its project client and schemas, or its stylesheet (ADR 095)
const ProjectProductPanel = lazy(() =>
  import("~/features/project/project-product-panel").then((module) => ({
    default: module.ProjectProductPanel,
  })),
);

/** The staff panel (ADR 051), loaded once the visitor is known to be staff. */
function StaffProjectPanel({ sku, title }: { sku: string; title: string }) {
  const identity = useOptionalIdentity();
  const role = identity?.signedIn ? identity.claims?.role : undefined;
  if (role !== "staff" && role !== "admin") return null;
  return (
    <Suspense fallback={null}>
      <ProjectProductPanel sku={sku} title={title} />
    </Suspense>
  );
}

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "product",
  // The API's trail: category, subcategory, then the product unlinked
  breadcrumbs: ({ loaderData }) => loaderData?.product.breadcrumbs ?? [],
  preloadKey: "cart",
};

/**
 * The product and its options, and the offers it is in (rendered with the page, so the panel never
 * pushes it down; ?dateOverride= shows them as on that date). Stock, price history and competitor
 * prices load in the browser.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { country } = brands[context.brandId];
  return loadProductPage(createServerApiClient(context), params.uri, new URL(request.url), country);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? productMeta(args, args.loaderData.product) : errorPageMeta(args);

/** The product page at /p/{uri}. */
export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const brand = useBrand();
  const { offers } = loaderData;
  const settings = root?.settings ?? [];
  const features = storeFeatures(settings);
  return (
    <ProductPage
      data={loaderData}
      priceMatchEnabled={settingFlag(settings, "PriceMatchEnabled")}
      origin={canonicalOrigin(root?.origin ?? "https://localhost")}
      compareToggle={<AddToCompareToggle product={loaderData.product} />}
      priceTag={
        isSalePriceTagShown({ ...loaderData.product, inSale: offers?.inSale ?? false }) ? (
          <SalePriceTag sale={root?.sale ?? null} />
        ) : null
      }
      offers={<PromotionPanelList panels={loaderData.panels} />}
      reviewSummary={
        features.reviewSummaries && loaderData.product.reviewSummary ? (
          <ReviewSummary review={loaderData.product.reviewSummary} />
        ) : null
      }
      staffPanel={<StaffProjectPanel sku={loaderData.product.sku} title={loaderData.product.title} />}
      callPhone={features.callUsNow ? supportPhoneNumber(brand, settings) : null}
      crossSell={
        loaderData.crossSell.length > 0 ? (
          <section className="product-page__section" aria-labelledby="cross-sell-title">
            <h2 id="cross-sell-title">Goes well with</h2>
            <ProductGrid products={loaderData.crossSell} eagerCount={0} label="Goes well with" />
          </section>
        ) : null
      }
    />
  );
}

/** The not-found page (status 404) for an unknown product; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
