import { isBlankPath } from "@store/domain/shell-rules";
import { data } from "react-router";
import { RouteError } from "~/features/shell/route-error";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/catch-all";

export const handle: RouteHandle = { pageType: "generic" };

/** 'blank...' paths are an empty page without the shell; anything else is not found (status 404). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (isBlankPath(pathname)) return { blank: true };
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorPageMeta(args) : pageMeta(args, { noIndex: true });

/** A blank page renders nothing: the page is a frame or a landing spot for something else. */
export default function CatchAllRoute() {
  return null;
}

/** The not-found page, at the address that was asked for. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
