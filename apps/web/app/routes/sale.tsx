import { SaleLanding } from "~/features/sale/sale-landing";
import { pageMeta } from "~/lib/page-meta";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/sale";

export const handle: RouteHandle = { pageType: "sale", breadcrumbs: currentPageCrumb("Sale") };

export const meta: Route.MetaFunction = (args) => {
  const sale = rootDataFromMatches(args.matches)?.sale;
  return pageMeta(args, { title: sale?.isSaleOn && sale.name ? sale.name : "Sale" });
};

/** The default sale page: the current sale from the root data; the catalogue issue adds its products. */
export default function SaleRoute() {
  const root = useRootData();
  return <SaleLanding sale={root?.sale ?? null} />;
}
