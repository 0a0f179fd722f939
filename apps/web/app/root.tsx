// First: configures zod before any module below builds a schema (see the module).
import "./lib/zod-in-browser";
import { alertBannerFor } from "@store/domain/alert-banner-rules";
import { brandIdSchema, brands } from "@store/domain/brands";
import { localityLabel } from "@store/domain/locality.schema";
import type { Navbar } from "@store/domain/navbar.schema";
import { saleQuerySchema } from "@store/domain/sale.schema";
import { intercomAppIdOf, settingFlag, storeFeatures } from "@store/domain/settings.schema";
import { isBlankPath, supportPhoneNumber } from "@store/domain/shell-rules";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from "react-router";
import { AccountMenu } from "~/features/account/account-menu";
import { AdminBar } from "~/features/account/admin-bar";
import { LoginDialog } from "~/features/account/login-dialog";
import { AnalyticsTracker } from "~/features/analytics/analytics-tracker";
import { CartButton } from "~/features/cart/cart-button";
import { CartPanel } from "~/features/cart/cart-panel";
import { CompareListProvider } from "~/features/compare/compare-list";
import { CompareTray } from "~/features/compare/compare-tray";
import { DeliveryLocationMenu } from "~/features/location/delivery-location-menu";
import { LocationPicker } from "~/features/location/location-picker";
import { MegaMenu } from "~/features/navigation/mega-menu";
import { MobileNavigation } from "~/features/navigation/mobile-navigation";
import { ProjectMenu } from "~/features/navigation/project-menu";
import { navbarForPage, useNavbarData } from "~/features/navigation/use-navbar-data";
import { HeaderSearch } from "~/features/search/header-search";
import { MobileSearchBox } from "~/features/search/mobile-search-box";
import { AppShell } from "~/features/shell/app-shell";
import { ErrorPage } from "~/features/shell/error-page";
import { PageNotFound } from "~/features/shell/page-not-found";
import type { SiteHeaderSlots } from "~/features/shell/site-header";
import { StoreDropdown } from "~/features/stores/store-dropdown";
import { StorePanel } from "~/features/stores/store-panel";
import { createServerApiClient } from "~/lib/api-client";
import { BrandProvider } from "~/lib/brand-context";
import { CartProvider } from "~/lib/cart-state";
import { ChatWidgetProvider } from "~/lib/chat-widget-state";
import { faviconHref } from "~/lib/favicon";
import { GlobalMessageProvider } from "~/lib/global-message";
import { IdentityProvider } from "~/lib/identity/identity-context";
import { NotFoundProvider, useNotFound } from "~/lib/not-found-context";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { preHydrationInput } from "~/lib/pre-hydration-input";
import { type RootData, useRootData } from "~/lib/root-data";
import { pageShellInfo } from "~/lib/route-handle";
import { useRoutePreload } from "~/lib/route-preload";
import { StoreFeaturesProvider } from "~/lib/store-features";
import { themeStyle } from "~/lib/theme-style";
import { VisitorGeoProvider } from "~/lib/visitor-geo";
import type { Route } from "./+types/root";
import "./styles/base.css";
import "./components/ui/visually-hidden.css";

/**
 * Brand from the request, then settings, the sale, the navbar and the visitor's geo data in parallel
 * (the header needs the last two on every page); any of them failing leaves the page working.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url);
  const api = createServerApiClient(context);
  const override = saleQuerySchema.safeParse({
    dateOverride: url.searchParams.get("dateOverride") ?? undefined,
  });
  const [settings, sale, navbar, geo, banner] = await Promise.all([
    api.getSettings().catch(() => []),
    api.getSale(override.success ? override.data.dateOverride : undefined).catch(() => null),
    api.getNavbar().catch(() => null),
    api.getGeo().catch(() => null),
    api.getAlertBanner().catch(() => null),
  ]);
  const brandId = brandIdSchema.safeParse(context?.brandId);
  return {
    brand: brands[brandId.success ? brandId.data : "aol"],
    origin: context.publicOrigin,
    cspNonce: context.cspNonce,
    settings,
    sale,
    navbar: navbar ? navbarForPage(navbar) : null,
    geo,
    locationLabel: geo?.postcode ? localityLabel(geo) : null,
    alertBanner: alertBannerFor(banner, request.headers.get("cookie")),
  };
}

/**
 * Settings, the sale and the navbar rarely change: reload them after a form submission (which is also
 * how 'Make this my store' refreshes the geo data) or a new sale date, not on every click.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("dateOverride") !== nextUrl.searchParams.get("dateOverride");
}

export const meta: Route.MetaFunction = (args) => (args.error ? errorPageMeta(args) : pageMeta(args));

/** The document: language and theme of the brand, and the providers every page can use. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const brand = data?.brand;
  const saleColour = data?.sale?.isSaleOn ? data.sale.colour : null;
  const features = storeFeatures(data?.settings ?? []);
  return (
    <html
      lang={brand?.locale ?? "en-AU"}
      data-brand={brand?.id}
      style={brand ? themeStyle(brand, saleColour) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data?.cspNonce ? (
          <script
            nonce={data.cspNonce}
            // Browsers hide a nonce from the page's script, so hydration would see it differ
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this app, not data
            dangerouslySetInnerHTML={{ __html: preHydrationInput }}
          />
        ) : null}
        {brand ? <meta name="theme-color" content={brand.theme.primary} /> : null}
        {brand ? <link rel="icon" href={faviconHref(brand)} type="image/svg+xml" /> : null}
        <Meta />
        {/* No CSP nonce for styles: style-src allows inline styles anyway (ADR 016), and the page's nonce on
            the dev-only critical-CSS <style> fails hydration, since browsers hide nonce values from scripts. */}
        <Links nonce="" />
      </head>
      <body>
        {brand ? (
          <BrandProvider brand={brand}>
            <VisitorGeoProvider geo={data.geo ?? null} locationLabel={data.locationLabel ?? null}>
              <GlobalMessageProvider>
                <IdentityProvider clientId={brand.id}>
                  <CartProvider>
                    <ChatWidgetProvider
                      enabled={settingFlag(data.settings, "IntercomEnabled", true)}
                      intercomAppId={intercomAppIdOf(data.settings)}
                    >
                      <StoreFeaturesProvider features={features}>
                        <NotFoundProvider>
                          <CompareListProvider enabled={features.comparePage}>{children}</CompareListProvider>
                        </NotFoundProvider>
                      </StoreFeaturesProvider>
                    </ChatWidgetProvider>
                  </CartProvider>
                </IdentityProvider>
              </GlobalMessageProvider>
            </VisitorGeoProvider>
          </BrandProvider>
        ) : (
          // Only when the root itself failed: no brand to dress the page in
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The header's navigation, location and store controls: the features meet here, in the root route,
 * because features never import each other.
 */
function useSiteHeader(data: RootData | undefined): {
  topNav: Navbar["topNav"] | null;
  slots: SiteHeaderSlots;
} {
  const navbar = useNavbarData(data?.navbar ?? null);
  const brand = data?.brand;
  const sale = data?.sale ?? null;
  const supportPhone = brand ? supportPhoneNumber(brand, data.settings) : "";
  return {
    topNav: navbar?.topNav ?? null,
    slots: {
      mobileNavigation: (
        <MobileNavigation
          navbar={navbar}
          sale={sale}
          supportPhone={supportPhone}
          locationPicker={<LocationPicker />}
          storePanel={<StorePanel variant="mobile" locationEditor={<LocationPicker />} />}
          searchForm={<MobileSearchBox />}
          cartButton={<CartButton variant="mobile" />}
          account={<AccountMenu variant="mobile" />}
          projects={<ProjectMenu variant="mobile" showLink={navbar?.topNav.displayProjectIcon ?? false} />}
        />
      ),
      location: <DeliveryLocationMenu />,
      store: <StoreDropdown locationEditor={<LocationPicker />} />,
      search: <HeaderSearch />,
      mainNavigation: <MegaMenu categories={navbar?.mainNav.categories ?? []} sale={sale} />,
      cart: <CartButton variant="desktop" />,
      account: <AccountMenu variant="desktop" />,
      projects: <ProjectMenu variant="desktop" showLink={navbar?.topNav.displayProjectIcon ?? false} />,
    },
  };
}

/**
 * Says the page's script has taken over (`<html data-hydrated>`), on the error and not-found pages too:
 * taps made before then are replayed on it (ADR 102), and the journeys wait for it before a scroll that
 * only the script handles.
 */
function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Every page inside the shell; the current route's handle picks page type, breadcrumbs and header. */
export default function App({ loaderData }: Route.ComponentProps) {
  const header = useSiteHeader(loaderData);
  const matches = useMatches();
  const { pathname } = useLocation();
  const { isNotFoundShown } = useNotFound();
  const page = pageShellInfo(matches);
  const pageType = isNotFoundShown ? "generic" : page.pageType;
  useRoutePreload(page.routeData.preloadKey);
  useHydratedMark();
  return (
    <AppShell
      pageType={pageType}
      breadcrumbs={isNotFoundShown ? [] : page.breadcrumbs}
      header={page.header}
      blank={isBlankPath(pathname)}
      origin={loaderData.origin}
      settings={loaderData.settings}
      sale={loaderData.sale}
      topNav={header.topNav}
      headerSlots={
        page.routeData.hideLocalitySuggestionInHeader
          ? { ...header.slots, location: undefined }
          : header.slots
      }
      compareTray={<CompareTray />}
      adminBar={<AdminBar />}
      alertBanner={loaderData.alertBanner ?? null}
    >
      {isNotFoundShown ? <PageNotFound /> : <Outlet />}
      <AnalyticsTracker pageType={pageType} autoTrackingEnabled={page.routeData.autoTrackingEnabled} />
      <CartPanel />
      <LoginDialog />
    </AppShell>
  );
}

/** Errors no route caught: still inside the shell, with the not-found page for a 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const header = useSiteHeader(data);
  useHydratedMark();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const body = notFound ? (
    <PageNotFound />
  ) : (
    <ErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} />
  );
  if (!data) return <main id="main-content">{body}</main>;
  return (
    <AppShell
      pageType="generic"
      breadcrumbs={[]}
      header="site"
      blank={false}
      origin={data.origin}
      settings={data.settings}
      sale={data.sale}
      topNav={header.topNav}
      headerSlots={header.slots}
      alertBanner={data.alertBanner ?? null}
    >
      {body}
    </AppShell>
  );
}
