import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useIdentity } from "~/lib/identity/identity-context";
import { loginHref, logoutHref, withoutLoginRequest } from "./login-links";
import "./account.css";

/**
 * The header's account controls (storefront s.2 "Logged-in menu"): signed in, the first name linking
 * to /account and Log out; signed out, 'Log in', which opens the login prompt (a link to the login
 * page until the page's script runs). `variant` picks the desktop icon links or the drawer's list items.
 */
export function AccountMenu({ variant }: { variant: "desktop" | "mobile" }) {
  const { signedIn, claims, openLoginPrompt } = useIdentity();
  const location = useLocation();
  const here = `${location.pathname}${withoutLoginRequest(location.search)}`;
  const onLoginPage = location.pathname === "/account/login";
  // The account pages need a sign-in: logging out there goes home rather than straight to the login page
  const afterLogout = location.pathname.startsWith("/account") ? "/" : here;

  const openPrompt = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onLoginPage || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openLoginPrompt(here);
  };

  if (variant === "mobile") {
    return signedIn && claims ? (
      <>
        <li>
          <Link to="/account">{claims.given_name}</Link>
        </li>
        <li>
          <Link to={logoutHref(afterLogout)}>Log out</Link>
        </li>
      </>
    ) : (
      // The drawer is a dialog already: its link goes to the login page rather than open a second one
      <li>
        <Link to={loginHref(here)}>Log in</Link>
      </li>
    );
  }

  if (signedIn && claims) {
    return (
      <>
        <li>
          <Link
            to="/account"
            className="header-control header-actions__link account-menu__name"
            title="My account"
          >
            <Icon name="user" size={22} />
            <span className="account-menu__first-name">{claims.given_name}</span>
          </Link>
        </li>
        <li>
          <Link to={logoutHref(afterLogout)} className="header-control header-actions__link">
            <Icon name="logout" size={22} />
            <span className="header-actions__label visually-hidden-until-wide">Log out</span>
          </Link>
        </li>
      </>
    );
  }
  return (
    <li>
      <Link to={loginHref(here)} className="header-control header-actions__link" onClick={openPrompt}>
        <Icon name="user" size={22} />
        <span className="header-actions__label visually-hidden-until-wide">Log in</span>
      </Link>
    </li>
  );
}
