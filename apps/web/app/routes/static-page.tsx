import { staticPageNameSchema } from "@store/domain/static-page.schema";
import { data } from "react-router";
import { RouteError } from "~/features/shell/route-error";
import { StaticPageContent } from "~/features/static-page/static-page-content";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/static-page";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "static",
  breadcrumbs: ({ loaderData }) => (loaderData ? [{ title: loaderData.page.title, uri: "" }] : []),
};

/** GET /api/Static/{uri}; the not-found page (status 404) when the API has no such page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = staticPageNameSchema.safeParse(params.uri);
  if (!name.success) throw data(null, { status: 404 });
  try {
    const page = await createServerApiClient(context).getStaticPage(name.data);
    return { page };
  } catch (error) {
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.page.title,
        description: args.loaderData.page.description,
        type: "article",
      })
    : errorPageMeta(args);

/** A static content page at /s/{uri}. */
export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticPageContent page={loaderData.page} />;
}

/** The not-found page when there is no such static page; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
