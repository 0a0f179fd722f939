import { constants } from "@store/domain/constants";
import { useEffect, useState } from "react";

/** Navbar scroll states on small devices (storefront s.4): at the top, hidden while scrolling down, shown on the way up. */
export type NavbarScrollState = "waiting" | "floating" | "up";

/** Movements smaller than this are hand jitter, not a change of direction. */
const tolerancePx = 6;

/** The next state for a scroll from `previousY` to `y`, past the navbar's height `topPx`. */
export function nextNavbarScrollState(
  current: NavbarScrollState,
  previousY: number,
  y: number,
  topPx: number = constants.defaultNavbarHeight,
): NavbarScrollState {
  if (y <= topPx) return "waiting";
  if (Math.abs(y - previousY) < tolerancePx) return current;
  return y > previousY ? "up" : "floating";
}

const smallScreens = `(max-width: ${constants.breakpoints.lg - 0.02}px)`;

/**
 * Follows the page scroll on small screens and answers the navbar's state: 'waiting' near the top,
 * 'up' (hidden) while scrolling down, 'floating' (shown over the page) while scrolling back up.
 * Always 'waiting' on large screens and on the server.
 */
export function useNavbarScrollState(): NavbarScrollState {
  const [state, setState] = useState<NavbarScrollState>("waiting");

  useEffect(() => {
    const media = window.matchMedia(smallScreens);
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      // One reading per frame: scroll events can fire far more often than the screen repaints
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = Math.max(0, window.scrollY);
        // Read before lastY moves on: React may run the updater later
        const previousY = lastY;
        setState((current) => (media.matches ? nextNavbarScrollState(current, previousY, y) : "waiting"));
        if (Math.abs(y - previousY) >= tolerancePx || y <= constants.defaultNavbarHeight) lastY = y;
      });
    };
    const onMediaChange = () => {
      if (!media.matches) setState("waiting");
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    media.addEventListener("change", onMediaChange);
    return () => {
      window.removeEventListener("scroll", onScroll);
      media.removeEventListener("change", onMediaChange);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
