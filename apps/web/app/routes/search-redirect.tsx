import { redirect } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/search-redirect";

export const handle: RouteHandle = { pageType: "search" };

/** A visit to /search goes to /products (storefront s.2), keeping any query. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/products${search}`, 301);
}
