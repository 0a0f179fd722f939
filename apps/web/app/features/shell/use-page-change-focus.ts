import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * After a client-side page change, focus goes to the new page's heading (its first h1, else <main>),
 * so a screen reader announces the page and the keyboard starts there, as after a full page load.
 * Not on the first render (the browser's own load), not for query-only changes (filters, sort, pages
 * of a listing keep focus on the control used), not for in-page #links, and not when the new page put
 * focus somewhere itself (a login form's field).
 */
export function usePageChangeFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const shownPath = useRef<string | null>(null);
  const focusedAtStart = useRef<Element | null>(null);

  // What had focus when the navigation started: a change from it after the render is the page's own
  useEffect(() => {
    if (navigation.state !== "idle") focusedAtStart.current = document.activeElement;
  }, [navigation.state]);

  useEffect(() => {
    const before = shownPath.current;
    shownPath.current = pathname;
    if (before === null || before === pathname || hash) return;
    const main = mainRef.current;
    if (!main) return;
    const active = document.activeElement;
    const placedByPage =
      active !== null &&
      active !== main &&
      active !== focusedAtStart.current &&
      main.contains(active) &&
      active !== document.body;
    focusedAtStart.current = null;
    if (placedByPage) return;
    const heading = main.querySelector<HTMLElement>("h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    (heading ?? main).focus({ preventScroll: true });
  }, [pathname, hash, mainRef]);
}
