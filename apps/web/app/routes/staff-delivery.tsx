import { data, redirect } from "react-router";
import { loginHref } from "~/features/account/login-links";
import {
  chosenRegion,
  chosenZone,
  type DeliveryAdminData,
} from "~/features/delivery-admin/delivery-admin-data";
import { DeliveryAdminPage, StaffOnlyPage } from "~/features/delivery-admin/delivery-admin-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import { staffApi } from "~/lib/staff-api";
import type { Route } from "./+types/staff-delivery";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Delivery settings"),
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Delivery settings", noIndex: true });

/**
 * The delivery settings (ADR 033), read with the visitor's session: every zone, the days of the state
 * or region in `?region=` and the capacity of the zone in `?zone=` (the first ones by default), the
 * services and the newest changes. Signed out: the login page, then back here; a customer: a 403 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApiClient(context);
  const url = new URL(request.url);
  try {
    const zones = await staffApi(api).getDeliveryZones();
    const region = chosenRegion(url.searchParams.get("region"), zones);
    const zoneId = chosenZone(url.searchParams.get("zone"), zones, region);
    const [days, capacity, services, changes] = await Promise.all([
      staffApi(api).getRegionDays(region),
      staffApi(api).getZoneCapacity(zoneId),
      staffApi(api).getDeliveryServices(),
      staffApi(api).getDeliveryChanges(20),
    ]);
    return {
      forbidden: false as const,
      settings: { zones, days, capacity, services, changes } satisfies DeliveryAdminData,
    };
  } catch (error) {
    if (isApiError(error, 401)) throw redirect(loginHref(`${url.pathname}${url.search}`));
    if (isApiError(error, 403)) return data({ forbidden: true as const, settings: null }, { status: 403 });
    throw error;
  }
}

/** Delivery settings: staff and admins only. */
export default function StaffDeliveryRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.settings) return <StaffOnlyPage />;
  return <DeliveryAdminPage data={loaderData.settings} />;
}
