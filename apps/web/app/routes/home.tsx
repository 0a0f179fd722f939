import { BrandLogoList } from "~/features/catalogue/brand-logo-list";
import { CategoryCardList } from "~/features/catalogue/category-card-list";
import { ProductGrid } from "~/features/catalogue/product-grid";
import { SeeAllLink } from "~/features/catalogue/see-all-link";
import { compareToggle } from "~/features/compare/add-to-compare-toggle";
import { HomeHero } from "~/features/home/home-hero";
import { SaleHomeBanner } from "~/features/home/sale-home-banner";
import { createServerApiClient } from "~/lib/api-client";
import { pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { pageType: "homepage" };

/** GET /api/catalogue/home; the page still shows its hero when the promotions cannot load. */
export async function loader({ context }: Route.LoaderArgs) {
  const home = await createServerApiClient(context)
    .getHomeContent()
    .catch(() => null);
  return { home };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The home page: hero, the sale banner while a sale is on, promoted categories, products and brands. */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { home } = loaderData;
  return (
    <>
      <HomeHero />
      <SaleHomeBanner sale={root?.sale ?? null} />
      {home && home.categories.length > 0 ? (
        <section className="page-container page-section" aria-labelledby="home-categories-title">
          <h2 id="home-categories-title">Shop by category</h2>
          <CategoryCardList categories={home.categories} label="Popular categories" />
        </section>
      ) : null}
      {home && home.products.length > 0 ? (
        <section className="page-container page-section" aria-labelledby="home-products-title">
          <h2 id="home-products-title">Featured products</h2>
          <ProductGrid
            products={home.products}
            label="Featured products"
            eagerCount={0}
            cardAction={compareToggle}
          />
          <SeeAllLink to="/products">Browse all products</SeeAllLink>
        </section>
      ) : null}
      {home && home.brands.length > 0 ? (
        <section className="page-container page-section" aria-labelledby="home-brands-title">
          <h2 id="home-brands-title">Brands we love</h2>
          <BrandLogoList brands={home.brands} label="Featured brands" />
          <SeeAllLink to="/brands">See all brands</SeeAllLink>
        </section>
      ) : null}
    </>
  );
}
