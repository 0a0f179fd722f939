import { firstProjectError, projectFallbacks } from "@store/domain/project-errors";
import { data } from "react-router";
import { loginHref } from "~/features/account/login-links";
import { ProductPanelPage } from "~/features/project/product-panel-page";
import { ProjectStaffOnly } from "~/features/project/project-list-page";
import { createServerApiClient } from "~/lib/api-client";
import { isApiError } from "~/lib/api-error";
import { pageMeta } from "~/lib/page-meta";
import { projectApi } from "~/lib/project-api";
import { currentPageCrumb, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/staff-product-page";

export const handle: RouteHandle = {
  pageType: "generic",
  breadcrumbs: currentPageCrumb("Product panel"),
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Product panel", noIndex: true });

/**
 * The store's own product-page panel (ADR 051), `?sku=` naming the product. The loader asks the panel's
 * own staff-only calls with the visitor's session, so the page answers as they do: signed out a sign-in
 * prompt (401), a customer staff only (403), an unknown sku the server's message (404).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sku = url.searchParams.get("sku")?.trim() || null;
  const api = createServerApiClient(context);
  const login = loginHref(`${url.pathname}${url.search}`);
  try {
    if (sku) await projectApi(api).getProjectsOfProduct(sku);
    else await projectApi(api).getProjectListItems();
    return { access: "staff" as const, login, panel: { sku, problem: null } };
  } catch (error) {
    if (isApiError(error, 401))
      return data({ access: "signed-out" as const, login, panel: null }, { status: 401 });
    if (isApiError(error, 403))
      return data({ access: "customer" as const, login, panel: null }, { status: 403 });
    if (!sku || !isApiError(error)) throw error;
    const problem = firstProjectError(error.status, error.body, projectFallbacks.projects);
    return data({ access: "staff" as const, login, panel: { sku, problem } }, { status: error.status });
  }
}

/** The product-page panel: staff and admins only. */
export default function StaffProductPanelRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.access !== "staff" || !loaderData.panel)
    return <ProjectStaffOnly signedOut={loaderData.access === "signed-out"} loginHref={loaderData.login} />;
  return <ProductPanelPage data={loaderData.panel} />;
}
