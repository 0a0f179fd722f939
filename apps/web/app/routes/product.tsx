import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/product";

export const handle: RouteHandle = {
  pageType: "product",
  breadcrumbs: ({ params }) => [
    { title: "Products", uri: "/products" },
    { title: titleFromUri(params.uri ?? ""), uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: titleFromUri(args.params.uri) });

/** The product page: coming soon; the route, page type and shell are final. */
export default function ProductRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={titleFromUri(params.uri)}
      summary="Product details, pricing, stock and delivery options will show here."
    />
  );
}
