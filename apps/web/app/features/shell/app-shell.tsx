import type { AlertBanner as AlertBannerData } from "@store/domain/alert-banner.schema";
import { canonicalOrigin } from "@store/domain/canonical";
import type { Navbar } from "@store/domain/navbar.schema";
import type { PageType } from "@store/domain/page-types";
import type { Sale } from "@store/domain/sale.schema";
import type { SettingItem } from "@store/domain/settings.schema";
import { isCompareTrayShown, supportPhoneNumber } from "@store/domain/shell-rules";
import { type ReactNode, useRef } from "react";
import { useBrand } from "~/lib/brand-context";
import type { BreadcrumbItem } from "~/lib/route-handle";
import { AlertBanner } from "./alert-banner";
import { BackToTopButton } from "./back-to-top-button";
import { BreadcrumbTrail } from "./breadcrumb-trail";
import { ChatWidget } from "./chat-widget";
import { CheckoutHeader } from "./checkout-header";
import { CompareTraySlot } from "./compare-tray-slot";
import { GlobalMessageBar } from "./global-message-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type SiteHeaderSlots } from "./site-header";
import { SkipLink } from "./skip-link";
import { usePageChangeFocus } from "./use-page-change-focus";
import { useSmoothInPageLinks } from "./use-smooth-in-page-links";

export interface AppShellProps {
  children: ReactNode;
  pageType: PageType;
  breadcrumbs: readonly BreadcrumbItem[];
  header: "site" | "checkout";
  /** Paths starting with 'blank' render the page alone, with no shell at all. */
  blank: boolean;
  /** The brand's public origin, the base of the breadcrumbs' structured data. */
  origin: string;
  settings: readonly SettingItem[];
  sale: Sale | null;
  /** The top-nav icon switches of the navbar data; null until known. */
  topNav?: Navbar["topNav"] | null;
  /** Navigation, location and store controls for the site header, composed by the root. */
  headerSlots?: SiteHeaderSlots;
  /** The compare tray, docked at the bottom on the pages that show it. */
  compareTray?: ReactNode;
  /** The staff admin bar above the header (storefront s.6); composed by the root. */
  adminBar?: ReactNode;
  /** The alert banner the server rendered the page with (none when closed); the browser rechecks it. */
  alertBanner?: AlertBannerData | null;
}

/**
 * The application shell (checkout s.2): alert banner, header, message bar, breadcrumbs, the routed
 * content, compare tray, footer and back-to-top. The page type is stamped on <main>; after a page change
 * focus moves to the new page's heading.
 */
export function AppShell({
  children,
  pageType,
  breadcrumbs,
  header,
  blank,
  origin,
  settings,
  sale,
  topNav = null,
  headerSlots,
  compareTray,
  adminBar,
  alertBanner = null,
}: AppShellProps) {
  const brand = useBrand();
  const mainRef = useRef<HTMLElement>(null);
  usePageChangeFocus(mainRef);
  useSmoothInPageLinks();
  const main = (
    <main ref={mainRef} id="main-content" className="site-main" tabIndex={-1} data-page-type={pageType}>
      {children}
    </main>
  );
  if (blank) return main;

  const supportPhone = supportPhoneNumber(brand, settings);
  return (
    <>
      <SkipLink />
      <AlertBanner initial={alertBanner} />
      {adminBar}
      {header === "checkout" ? (
        <CheckoutHeader supportPhone={supportPhone} />
      ) : (
        <SiteHeader supportPhone={supportPhone} topNav={topNav} slots={headerSlots} />
      )}
      <GlobalMessageBar />
      <BreadcrumbTrail items={breadcrumbs} origin={canonicalOrigin(origin)} />
      {main}
      {isCompareTrayShown(pageType, brand) ? <CompareTraySlot>{compareTray}</CompareTraySlot> : null}
      <ChatWidget supportPhone={supportPhone} />
      <SiteFooter supportPhone={supportPhone} sale={sale} />
      <BackToTopButton />
    </>
  );
}
