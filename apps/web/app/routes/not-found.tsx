import { data } from "react-router";
import { PageNotFound } from "~/features/shell/page-not-found";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = { pageType: "generic" };

/** The /404 page answers with status 404 so search engines never index it. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Page not found", noIndex: true });

/** The page-not-found page at /404. */
export default function NotFoundRoute() {
  return <PageNotFound />;
}
