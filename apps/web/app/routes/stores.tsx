import { mapHttpError } from "@store/domain/http-error-messages";
import { setStoreSchema, storeListQuerySchema } from "@store/domain/store.schema";
import { useMemo } from "react";
import { data } from "react-router";
import { LocationPicker } from "~/features/location/location-picker";
import { mapsScriptFrom, scriptMapProvider } from "~/features/stores/map-provider";
import type { SetStoreResult } from "~/features/stores/set-store-result";
import { StoreListPage } from "~/features/stores/store-list-page";
import { mapAreaQuery, storeMapAspect, storesMapView } from "~/features/stores/store-map-view";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { useBrand } from "~/lib/brand-context";
import { pageMeta } from "~/lib/page-meta";
import { requestErrorText } from "~/lib/request-error-log";
import { useRootData } from "~/lib/root-data";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import { useVisitorGeo } from "~/lib/visitor-geo";
import type { Route } from "./+types/stores";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Stores"),
};

/** GET /api/store (nearest first once a location is set), filtered by ?state= and ?q=. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = storeListQuerySchema.safeParse({
    state: url.searchParams.get("state") || undefined,
    q: url.searchParams.get("q") || undefined,
  });
  // A hand-edited filter the API would refuse shows every store rather than an error
  const filters = { state: parsed.data?.state ?? "", q: parsed.data?.q ?? "" };
  const api = createServerApiClient(context);
  const filtered = Boolean(filters.state || filters.q);
  // The unfiltered list names the states that have stores; the API caches stores, so it is cheap
  const [all, matching] = await Promise.all([api.getStores(), filtered ? api.getStores(filters) : null]);
  const states = [...new Set(all.map((store) => store.state))].sort((a, b) => a.localeCompare(b));
  const stores = matching ?? all;
  // The map's land is extra: without it the markers still stand on a blank map
  const view = storesMapView(stores, storeMapAspect.list, null);
  const mapArea = view ? await api.getMapArea(mapAreaQuery(view)).catch(() => null) : null;
  return { stores, states, filters, mapArea };
}

/** 'Make this my store': POST /api/store/setstore; the root reloads the geo data afterwards. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = setStoreSchema.safeParse({ storeId: form.get("storeId") });
  if (!parsed.success) {
    return data<SetStoreResult>(
      {
        ok: false,
        error: parsed.error.issues[0]?.message ?? "Choose a store",
        log: parsed.error.issues[0]?.message,
      },
      { status: 400 },
    );
  }
  try {
    const geo = await createServerApiClient(context).setStore(parsed.data.storeId);
    return data<SetStoreResult>({ ok: true, storeName: geo.store?.name ?? null });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    const { message } = mapHttpError(error.problem, { brand: context.brandId });
    return data<SetStoreResult>(
      { ok: false, error: message, log: requestErrorText(error) },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Stores",
    description: "Find a showroom near you: opening hours, directions, cooking demos and virtual tours.",
  });

/** Stores: the list, nearest first, with the delivery location picker and the filters. */
export default function StoresRoute({ loaderData, actionData }: Route.ComponentProps) {
  const brand = useBrand();
  const { geo, locationLabel } = useVisitorGeo();
  const mapsScript = mapsScriptFrom(useRootData()?.settings ?? []);
  const mapProvider = useMemo(() => (mapsScript ? scriptMapProvider(mapsScript) : null), [mapsScript]);
  return (
    <StoreListPage
      stores={loaderData.stores}
      states={loaderData.states}
      filters={loaderData.filters}
      country={brand.country}
      currentStoreId={geo?.store?.id ?? null}
      locationLabel={locationLabel}
      locationPicker={<LocationPicker />}
      error={actionData && !actionData.ok ? actionData.error : null}
      mapArea={loaderData.mapArea}
      mapProvider={mapProvider}
    />
  );
}
