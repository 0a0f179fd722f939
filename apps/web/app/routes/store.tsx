import { mapHttpError } from "@store/domain/http-error-messages";
import { geocodeQuerySchema } from "@store/domain/store-map.schema";
import { useMemo } from "react";
import { data, redirect } from "react-router";
import { RouteError } from "~/features/shell/route-error";
import { mapsScriptFrom, scriptMapProvider } from "~/features/stores/map-provider";
import { StoreDetailsPage } from "~/features/stores/store-details-page";
import type { DistanceQuery } from "~/features/stores/store-distance-form";
import { mapAreaQuery, neighbourStores, storePageMapView } from "~/features/stores/store-map-view";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
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

/**
 * GET /api/store/{storeUri}, its cooking demos, its neighbours and their map; with ?suburb&postcode
 * (the 'How far is it from you?' form), that address geocoded near the store. The not-found page
 * (status 404) for an unknown store.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const uri = params.storeUri;
  if (!storeUriPattern.test(uri)) throw data(null, { status: 404 });
  const api = createServerApiClient(context);
  const [store, demos, all] = await Promise.all([
    api.getStore(uri).catch((error: unknown) => {
      if (isApiError(error, 404) || isApiError(error, 400)) throw data(null, { status: 404 });
      throw error;
    }),
    // Demos are extra: the page stands without them
    api.getStoreCookingDemos(uri).catch(() => []),
    // So are the neighbours on the map
    api.getStores().catch(() => []),
  ]);
  // The API also answers to a numeric id or another letter case: one address per store
  if (store.storeUri !== uri) throw redirect(`/stores/${store.storeUri}`, 301);
  const neighbours = neighbourStores(store, all);
  const asked = new URL(request.url).searchParams;
  const fromQuery: DistanceQuery | null = asked.get("suburb")
    ? {
        address: asked.get("address") ?? "",
        suburb: asked.get("suburb") ?? "",
        state: asked.get("state") ?? "",
        postcode: asked.get("postcode") ?? "",
      }
    : null;
  let from = null;
  let fromError: string | null = null;
  if (fromQuery) {
    const query = geocodeQuerySchema.safeParse({
      ...fromQuery,
      address: fromQuery.address || undefined,
      state: fromQuery.state || undefined,
      storeId: store.id,
    });
    if (!query.success) fromError = query.error.issues[0]?.message ?? "Choose your suburb from the list";
    else
      from = await api.geocode(query.data).catch((error: unknown) => {
        if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
        // The geocoder's own words ('We couldn't find ...') before the shared mapper's
        fromError =
          error.problem.messages[0] ?? mapHttpError(error.problem, { brand: context.brandId }).message;
        return null;
      });
  }
  const view = storePageMapView(store, neighbours, from);
  const area = view ? await api.getMapArea(mapAreaQuery(view)).catch(() => null) : null;
  return { store, demos, neighbours, area, from, fromQuery, fromError };
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
  const mapsScript = mapsScriptFrom(useRootData()?.settings ?? []);
  const provider = useMemo(() => (mapsScript ? scriptMapProvider(mapsScript) : null), [mapsScript]);
  const { store, demos, neighbours, area, from, fromQuery, fromError } = loaderData;
  return (
    <StoreDetailsPage
      store={store}
      demos={demos}
      isCurrent={geo?.store?.id === store.id}
      map={{ neighbours, area, provider, from, fromQuery, fromError }}
    />
  );
}

/** The not-found page for an unknown store; the error page otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
