import type { Navbar } from "@store/domain/navbar.schema";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import "~/components/ui/header-control.css";
import "./header-actions.css";

interface HeaderAction {
  to: string;
  label: string;
  icon: IconName;
  shown: boolean;
}

/**
 * The header's icon links on large screens, switched on and off by the navbar's topNav flags. The
 * account controls (`account`, list items the root composes: 'Log in', or the first name and Log out)
 * stand before the cart, else a 'Log in' link to the login page. The cart is the `cart` control the
 * root composes (the cart panel's button), else a link to /cart. `projects`, when the root composes it,
 * stands in for the Projects link (list items: staff's project menu, or the link) and decides itself.
 */
export function HeaderActions({
  topNav,
  search,
  cart,
  account,
  projects,
}: {
  topNav: Navbar["topNav"] | null;
  search?: ReactNode;
  cart?: ReactNode;
  account?: ReactNode;
  projects?: ReactNode;
}) {
  // Until the flags are known, show what most themes show: search, contact, cart, not projects
  const actions: HeaderAction[] = [
    { to: "/products", label: "Search", icon: "search", shown: topNav?.displaySearchIcon ?? true },
    { to: "/contact-us", label: "Contact", icon: "chat", shown: topNav?.displayContactUsIcon ?? true },
    {
      to: "/project",
      label: "Projects",
      icon: "folder",
      shown: projects !== undefined || (topNav?.displayProjectIcon ?? false),
    },
    { to: "/account/login", label: "Log in", icon: "user", shown: true },
    { to: "/cart", label: "Cart", icon: "cart", shown: topNav?.displayCartIcon ?? true },
  ];
  return (
    <ul className="header-actions">
      {actions
        .filter((action) => action.shown)
        .map((action) =>
          action.to === "/account/login" && account ? (
            <Fragment key={action.to}>{account}</Fragment>
          ) : action.to === "/project" && projects !== undefined ? (
            <Fragment key={action.to}>{projects}</Fragment>
          ) : (
            <li key={action.to}>
              {action.icon === "search" && search ? (
                search
              ) : action.to === "/cart" && cart ? (
                cart
              ) : (
                <Link to={action.to} className="header-control header-actions__link">
                  <Icon name={action.icon} size={22} />
                  <span className="header-actions__label visually-hidden-until-wide">{action.label}</span>
                </Link>
              )}
            </li>
          ),
        )}
    </ul>
  );
}
