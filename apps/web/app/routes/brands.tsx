import { BrandDirectory } from "~/features/catalogue/brand-directory";
import { BrandLogoList } from "~/features/catalogue/brand-logo-list";
import { RouteError } from "~/features/shell/route-error";
import { createServerApiClient } from "~/lib/api-client";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/brands";

export const handle: RouteHandle = {
  pageType: "brandPage",
  breadcrumbs: currentPageCrumb("Brands"),
};

/** GET /api/catalogue/brands: every manufacturer, one call. */
export async function loader({ context }: Route.LoaderArgs) {
  const brands = await createServerApiClient(context).getBrands();
  return { brands };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Brands",
    description:
      "Every appliance brand we stock, A to Z, from everyday favourites to premium European makers.",
  });

/** The brands page: featured brands first, then every manufacturer A-Z with logos and product counts. */
export default function BrandsRoute({ loaderData }: Route.ComponentProps) {
  const featured = loaderData.brands.filter((b) => b.promoted);
  return (
    <div className="page-container page-section">
      <h1>Our brands</h1>
      <p>
        {loaderData.brands.length} brands, from everyday favourites to premium European makers. Pick one to
        see its range.
      </p>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-brands-title" className="page-section">
          <h2 id="featured-brands-title">Featured brands</h2>
          <BrandLogoList brands={featured} label="Featured brands" />
        </section>
      ) : null}
      <section aria-labelledby="all-brands-title">
        <h2 id="all-brands-title">All brands A–Z</h2>
        <BrandDirectory brands={loaderData.brands} />
      </section>
    </div>
  );
}

/** The error page when the brand list cannot load. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
