/** Whether the visitor asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls the window to `targetY` over exactly `durationMs`, frame by frame (instantly when the visitor
 * prefers reduced motion). Wheel, touch or keys stop it so nobody fights the page. Returns a cancel function.
 */
export function animateWindowScroll(targetY: number, durationMs: number, onDone?: () => void): () => void {
  const startY = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || startY === targetY) {
    window.scrollTo(0, targetY);
    onDone?.();
    return () => {};
  }

  let frame = 0;
  let startTime: number | null = null;
  const interrupts = ["wheel", "touchstart", "keydown"] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interrupts) window.removeEventListener(type, stop);
  };

  const step = (time: number) => {
    startTime ??= time;
    const progress = Math.min(1, (time - startTime) / durationMs);
    window.scrollTo(0, startY + (targetY - startY) * easeInOutCubic(progress));
    if (progress < 1) {
      frame = requestAnimationFrame(step);
    } else {
      stop();
      onDone?.();
    }
  };

  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
