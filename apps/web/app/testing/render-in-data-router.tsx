import { type Brand, brands } from "@store/domain/brands";
import type { GeoData } from "@store/domain/geo.schema";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router";
import { BrandProvider } from "~/lib/brand-context";
import { GlobalMessageProvider } from "~/lib/global-message";
import { NotFoundProvider } from "~/lib/not-found-context";
import { VisitorGeoProvider } from "~/lib/visitor-geo";

/**
 * Renders UI inside a data router (for fetchers and revalidation) with the root's providers, the
 * visitor's geo data among them. Other paths render an empty page, so a test can follow links.
 */
export function renderInDataRouter(
  ui: ReactElement,
  options: {
    brand?: Brand;
    path?: string;
    geo?: GeoData | null;
    locationLabel?: string | null;
    routes?: RouteObject[];
  } = {},
) {
  function Providers() {
    return (
      <BrandProvider brand={options.brand ?? brands.aol}>
        <VisitorGeoProvider geo={options.geo ?? null} locationLabel={options.locationLabel ?? null}>
          <GlobalMessageProvider>
            <NotFoundProvider>
              {ui}
              <Outlet />
            </NotFoundProvider>
          </GlobalMessageProvider>
        </VisitorGeoProvider>
      </BrandProvider>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Providers />,
        children: [...(options.routes ?? []), { path: "*", element: null }],
      },
    ],
    { initialEntries: [options.path ?? "/"] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
