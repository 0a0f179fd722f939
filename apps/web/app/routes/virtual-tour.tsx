import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/virtual-tour";

export const handle: RouteHandle = {
  pageType: "virtualTour",
  breadcrumbs: ({ params }) => [
    { title: "Stores", uri: "/stores" },
    { title: titleFromUri(params.storeUri ?? ""), uri: `/stores/${params.storeUri ?? ""}` },
    { title: "Virtual tour", uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `Virtual tour: ${titleFromUri(args.params.storeUri)}` });

/** The virtual tour page: coming soon; the route, page type and shell are final. */
export default function VirtualTourRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={`Virtual tour: ${titleFromUri(params.storeUri)}`}
      summary="Walk through the showroom from home, at your own pace."
    />
  );
}
