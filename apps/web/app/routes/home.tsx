import { HomeHero } from "~/features/home/home-hero";
import { PromotedSectionPlaceholder } from "~/features/home/promoted-section-placeholder";
import { SaleHomeBanner } from "~/features/home/sale-home-banner";
import { pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { pageType: "homepage" };

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The home page: hero, the sale banner while a sale is on, and the promoted sections. No loader of its own. */
export default function HomeRoute() {
  const root = useRootData();
  return (
    <>
      <HomeHero />
      <SaleHomeBanner sale={root?.sale ?? null} />
      <PromotedSectionPlaceholder title="Shop by category" cards={4} />
      <PromotedSectionPlaceholder title="Featured products" cards={4} />
    </>
  );
}
