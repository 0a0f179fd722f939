import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/brand";

export const handle: RouteHandle = {
  pageType: "brandPage",
  breadcrumbs: ({ params }) => [
    { title: "Brands", uri: "/brands" },
    { title: titleFromUri(params.uri ?? ""), uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: titleFromUri(args.params.uri) });

/** The brand page: coming soon; the route, page type and shell are final. */
export default function BrandRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={titleFromUri(params.uri)}
      summary="This brand's story, categories and current range will show here."
    />
  );
}
