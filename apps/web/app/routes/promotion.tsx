import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { lastPathSegment, titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/promotion";

export const handle: RouteHandle = {
  pageType: "promotions",
  breadcrumbs: ({ params }) => [
    { title: "Promotions", uri: "" },
    { title: titleFromUri(lastPathSegment(params["*"])), uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: titleFromUri(lastPathSegment(args.params["*"])) });

/** The promotion page: coming soon; the route, page type and shell are final. */
export default function PromotionRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={titleFromUri(lastPathSegment(params["*"]))}
      summary="This promotion's offers, terms and eligible products will show here."
    />
  );
}
