import { constants } from "@store/domain/constants";
import { useEffect } from "react";
import { animateWindowScroll } from "~/lib/smooth-scroll";

const smallScreens = `(max-width: ${constants.breakpoints.lg - 0.02}px)`;

/** The in-page target of a click on a same-page '#id' link, or null when the click is not one. */
function inPageTarget(event: MouseEvent): { link: HTMLAnchorElement; target: HTMLElement } | null {
  // Modified clicks open tabs or windows; the browser keeps those
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download"))
    return null;
  const href = link.getAttribute("href") ?? "";
  const sameDocument =
    href.startsWith("#") ||
    (link.pathname === window.location.pathname &&
      link.search === window.location.search &&
      link.hash !== "");
  if (!sameDocument || link.hash.length < 2) return null;
  const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
  return target ? { link, target } : null;
}

/**
 * Smooth scroll for in-page links (storefront constants: 1000 ms, e.g. the product page's 'Check stock'):
 * a click on a '#id' link scrolls the window to its target over `smoothScrollMs`, at once for visitors who
 * prefer reduced motion (animateWindowScroll). On small screens the target stops the default navbar height
 * below the top, where the floating header cannot cover it (ADR 084). Focus moves to the target at once,
 * so keyboard and screen reader users continue from there without waiting for the animation.
 */
export function useSmoothInPageLinks() {
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const onClick = (event: MouseEvent) => {
      const found = inPageTarget(event);
      if (!found) return;
      event.preventDefault();
      const { link, target } = found;
      const offset = window.matchMedia?.(smallScreens).matches ? constants.defaultNavbarHeight : 0;
      const targetY = Math.max(0, Math.round(target.getBoundingClientRect().top + window.scrollY - offset));
      // A section heading or container is not focusable by itself: make it a focus target, not a tab stop
      if (!target.matches("a[href], button, input, select, textarea, [tabindex]"))
        target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      // Keep React Router's history entry (its state) and only change the hash, as the browser would
      window.history.replaceState(window.history.state, "", link.hash);
      cancel?.();
      cancel = animateWindowScroll(targetY, constants.smoothScrollMs);
    };
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      cancel?.();
    };
  }, []);
}
