import type { Navbar } from "@store/domain/navbar.schema";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useBrand } from "~/lib/brand-context";
import { useVisitorGeo } from "~/lib/visitor-geo";
import { BrandLogo } from "./brand-logo";
import { HeaderActions } from "./header-actions";
import { SupportPhoneLink } from "./support-phone-link";
import { useNavbarScrollState } from "./use-navbar-scroll-state";
import "./site-header.css";

/** What other features put in the header; the root composes them, the shell only places them. */
export interface SiteHeaderSlots {
  /** Small screens: the menu button, the icon buttons and the drawer they open. */
  mobileNavigation?: ReactNode;
  /** Large screens: the delivery location control. */
  location?: ReactNode;
  /** Large screens: the store dropdown. */
  store?: ReactNode;
  /** Large screens: search as you type, in place of the search icon link. */
  search?: ReactNode;
  /** Large screens: the main navigation row under the bar. */
  mainNavigation?: ReactNode;
  /** Large screens: the cart button, in place of the cart link. */
  cart?: ReactNode;
  /** Large screens: the account controls (list items), in place of the 'Log in' link. */
  account?: ReactNode;
  /** Large screens: the Projects control (list items), in place of the Projects link. */
  projects?: ReactNode;
}

/**
 * The site header: logo home, delivery location, store, support line and icon links, then the main
 * navigation. On small screens it sticks to the top, hides while scrolling down and comes back on the
 * way up. Printed, it is just the logo and 'Your store: {name}' (storefront s.2 "Print view").
 */
export function SiteHeader({
  supportPhone,
  topNav,
  slots = {},
}: {
  supportPhone: string;
  topNav: Navbar["topNav"] | null;
  slots?: SiteHeaderSlots;
}) {
  const brand = useBrand();
  const { geo } = useVisitorGeo();
  const scrollState = useNavbarScrollState();
  const storeName = geo?.store?.name;
  return (
    <header className="site-header" data-scroll-state={scrollState}>
      <div className="site-header__print">
        <BrandLogo className="site-header__print-logo" />
        {storeName ? <p className="site-header__print-store">Your store: {storeName}</p> : null}
      </div>
      <div className="site-header__bar page-container">
        {slots.mobileNavigation}
        <Link to="/" className="site-header__logo" aria-label={`${brand.name} home`}>
          <BrandLogo />
        </Link>
        {slots.location || slots.store ? (
          <div className="site-header__places">
            {slots.location}
            {slots.store}
          </div>
        ) : null}
        <SupportPhoneLink phone={supportPhone} className="site-header__support" labelUntilWide />
        <HeaderActions
          topNav={topNav}
          search={slots.search}
          cart={slots.cart}
          account={slots.account}
          projects={slots.projects}
        />
      </div>
      {slots.mainNavigation}
    </header>
  );
}
