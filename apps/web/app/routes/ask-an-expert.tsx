import { redirect } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/ask-an-expert";

export const handle: RouteHandle = { pageType: "contactUs" };

/** /ask-an-expert redirects fully to /contact-us (checkout s.2). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/contact-us${search}`, 301);
}
