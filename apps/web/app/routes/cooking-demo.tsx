import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/cooking-demo";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: ({ params }) => [
    { title: "Cooking demos", uri: "" },
    { title: titleFromUri(params.uri ?? ""), uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: titleFromUri(args.params.uri) });

/** The cooking demo page: coming soon; the route, page type and shell are final. */
export default function CookingDemoRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={titleFromUri(params.uri)}
      summary="Book a seat at a live cooking demonstration in one of our showrooms."
    />
  );
}
