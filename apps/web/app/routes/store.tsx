import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/store";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: ({ params }) => [
    { title: "Stores", uri: "/stores" },
    { title: titleFromUri(params.storeUri ?? ""), uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: titleFromUri(args.params.storeUri) });

/** The store page: coming soon; the route, page type and shell are final. */
export default function StoreRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={titleFromUri(params.storeUri)}
      summary="Opening hours, address, directions and this store's team will show here."
    />
  );
}
