import { data } from "react-router";
import { RouteError } from "~/features/shell/route-error";
import { VirtualTourPage } from "~/features/stores/virtual-tour-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import type { Route } from "./+types/virtual-tour";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "virtualTour",
  breadcrumbs: ({ params, loaderData }) => [
    { title: "Stores", uri: "/stores" },
    {
      title: loaderData?.store.name ?? titleFromUri(params.storeUri ?? ""),
      uri: `/stores/${loaderData?.store.storeUri ?? params.storeUri ?? ""}`,
    },
    { title: "Virtual tour", uri: "" },
  ],
};

const storeUriPattern = /^[a-z0-9-]{1,80}$/i;

/** The store and its tour id; the not-found page (status 404) when the store is unknown or has no tour. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!storeUriPattern.test(params.storeUri)) throw data(null, { status: 404 });
  try {
    const store = await createServerApiClient(context).getStore(params.storeUri);
    const { virtualTourId } = store;
    if (!virtualTourId) throw data(null, { status: 404 });
    return { store: { ...store, virtualTourId } };
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: `Virtual tour: ${args.loaderData.store.name}` })
    : errorPageMeta(args);

/** The store's virtual tour. */
export default function VirtualTourRoute({ loaderData }: Route.ComponentProps) {
  return <VirtualTourPage store={loaderData.store} />;
}

/** The not-found page without a tour; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
