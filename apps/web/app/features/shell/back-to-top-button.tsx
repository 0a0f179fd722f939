import { constants } from "@store/domain/constants";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { animateWindowScroll } from "~/lib/smooth-scroll";
import "./back-to-top-button.css";

/**
 * Back to top (checkout s.2): appears once the page is scrolled beyond 0, hidden on mobile,
 * scrolls up in 600 ms (at once for reduced motion), then hands focus to the top of the page.
 */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false);
  const cancelScroll = useRef<(() => void) | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > 0);
    };
    // One state update per frame at most, however fast scroll events arrive
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      cancelScroll.current?.();
    };
  }, []);

  if (!visible) return null;

  const scrollToTop = () => {
    cancelScroll.current?.();
    cancelScroll.current = animateWindowScroll(0, constants.backToTopScrollMs, () => {
      // The button vanishes at the top; move focus to the page's first stop instead of losing it
      document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
    });
  };

  return (
    <button type="button" className="back-to-top-button" aria-label="Back to top" onClick={scrollToTop}>
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
