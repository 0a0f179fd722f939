import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "./error-page";
import { PageNotFound } from "./page-not-found";

/** What a route's ErrorBoundary shows: the not-found page for a 404, else the error page. */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
