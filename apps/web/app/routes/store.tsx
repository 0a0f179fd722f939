import { data, redirect } from "react-router";
import { RouteError } from "~/features/shell/route-error";
import { StoreDetailsPage } from "~/features/stores/store-details-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { titleFromUri } from "~/lib/title-from-uri";
import { useVisitorGeo } from "~/lib/visitor-geo";
import type { Route } from "./+types/store";

export const handle: RouteHandle<Route.ComponentProps["loaderData"]> = {
  pageType: "generic",
  breadcrumbs: ({ params, loaderData }) => [
    { title: "Stores", uri: "/stores" },
    { title: loaderData?.store.name ?? titleFromUri(params.storeUri ?? ""), uri: "" },
  ],
};

const storeUriPattern = /^[a-z0-9-]{1,80}$/i;

/** GET /api/store/{storeUri} and its cooking demos; the not-found page (status 404) for an unknown store. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const uri = params.storeUri;
  if (!storeUriPattern.test(uri)) throw data(null, { status: 404 });
  const api = createServerApiClient(context);
  const [store, demos] = await Promise.all([
    api.getStore(uri).catch((error: unknown) => {
      if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
      throw error;
    }),
    // Demos are extra: the page stands without them
    api.getStoreCookingDemos(uri).catch(() => []),
  ]);
  // The API also answers to a numeric id or another letter case: one address per store
  if (store.storeUri !== uri) throw redirect(`/stores/${store.storeUri}`, 301);
  return { store, demos };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `${args.loaderData.store.name} store`,
        description: args.loaderData.store.blurb,
      })
    : errorPageMeta(args);

/** A store's page. */
export default function StoreRoute({ loaderData }: Route.ComponentProps) {
  const { geo } = useVisitorGeo();
  return (
    <StoreDetailsPage
      store={loaderData.store}
      demos={loaderData.demos}
      isCurrent={geo?.store?.id === loaderData.store.id}
    />
  );
}

/** The not-found page for an unknown store; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
