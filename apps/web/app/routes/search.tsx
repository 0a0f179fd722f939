import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/search";

export const handle: RouteHandle = {
  pageType: "search",
  breadcrumbs: ({ params }) => [
    { title: "Products", uri: "/products" },
    { title: `Search: ${params.term ?? ""}`, uri: "" },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `Search results for "${args.params.term}"`, description: "Search results." });

/** The search page: coming soon; the route, page type and shell are final. */
export default function SearchRoute({ params }: Route.ComponentProps) {
  return (
    <ComingSoonPage
      title={`Search results for "${params.term}"`}
      summary="Full search results, with filters and sorting, will show here."
    />
  );
}
