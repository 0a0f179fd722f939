import { data } from "react-router";
import { RouteError } from "~/features/shell/route-error";
import { CookingDemoPage } from "~/features/stores/cooking-demo-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/cooking-demo";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "generic",
  breadcrumbs: ({ params, loaderData }) =>
    loaderData
      ? [
          { title: "Stores", uri: "/stores" },
          { title: loaderData.demo.storeName, uri: `/stores/${loaderData.demo.storeUri}` },
          { title: loaderData.demo.title, uri: "" },
        ]
      : [{ title: titleFromUri(params.uri ?? ""), uri: "" }],
};

const demoUriPattern = /^[a-z0-9-]{1,120}$/i;

/** GET /api/cooking-demo/{uri}, then its store (time zone, address, phone); 404 when there is no such demo. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!demoUriPattern.test(params.uri)) throw data(null, { status: 404 });
  const api = createServerApiClient(context);
  try {
    const demo = await api.getCookingDemo(params.uri);
    const store = await api.getStore(demo.storeUri).catch(() => null);
    return { demo, store };
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `${args.loaderData.demo.title} at ${args.loaderData.demo.storeName}`,
        description: args.loaderData.demo.description,
        type: "article",
      })
    : errorPageMeta(args);

/** A cooking demo. */
export default function CookingDemoRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return <CookingDemoPage demo={loaderData.demo} store={loaderData.store} country={brand.country} />;
}

/** The not-found page for an unknown demo; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
