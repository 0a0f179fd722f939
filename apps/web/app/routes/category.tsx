import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { lastPathSegment, titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/category";

export const handle: RouteHandle = {
  pageType: "categoryPage",
  breadcrumbs: ({ params }) => [
    { title: "Products", uri: "/products" },
    { title: titleFromUri(lastPathSegment(params["*"])), uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: titleFromUri(lastPathSegment(args.params["*"])) });

/** The category page: coming soon; the route, page type and shell are final. */
export default function CategoryRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={titleFromUri(lastPathSegment(params["*"]))}
      summary="This category's products, sub-categories and filters will show here."
    />
  );
}
