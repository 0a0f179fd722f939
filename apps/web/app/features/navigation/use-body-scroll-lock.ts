import { useEffect } from "react";

/** Stops the page behind an open drawer from scrolling; unlocks (restoring the old value) when done. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = "hidden";
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
