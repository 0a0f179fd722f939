import { constants } from "@store/domain/constants";
import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

// useLayoutEffect warns during SSR; measuring only matters in the browser anyway
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** How many of the item widths fit in `available`, keeping room for a 'More' item when some do not. */
export function fittingCount(itemWidths: readonly number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  let used = 0;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available - moreWidth) break;
    used += width;
    count++;
  }
  return count;
}

/**
 * The 'priority+' pattern for the category row: as many categories as fit stay in the row, the rest
 * move under 'More'. Items carry `data-priority-item` and the More item `data-priority-more`; hidden
 * items keep their size (positioned out of flow), so they can be measured again after a resize,
 * debounced by the spec's 150 ms. Until the browser measures, every item renders (server HTML).
 */
export function usePriorityCount(listRef: RefObject<HTMLElement | null>, itemCount: number): number {
  const [count, setCount] = useState(itemCount);

  useBrowserLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const items = [...list.querySelectorAll<HTMLElement>("[data-priority-item]")];
      const more = list.querySelector<HTMLElement>("[data-priority-more]");
      const widths = items.map((item) => item.getBoundingClientRect().width);
      // Nothing laid out (a hidden row on small screens, or a test DOM): keep every item
      if (list.clientWidth === 0 || widths.every((width) => width === 0)) {
        setCount(items.length);
        return;
      }
      setCount(fittingCount(widths, list.clientWidth, more?.getBoundingClientRect().width ?? 0));
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(measure, constants.resizeDebounceMs);
    };
    window.addEventListener("resize", onResize);
    // Web fonts change the widths once they arrive
    void document.fonts?.ready.then(measure);
    return () => {
      window.removeEventListener("resize", onResize);
      if (timer) clearTimeout(timer);
    };
  }, [listRef, itemCount]);

  return Math.min(count, itemCount);
}
