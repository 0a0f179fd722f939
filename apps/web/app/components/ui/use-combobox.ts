import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";

// useLayoutEffect warns during SSR; nothing here needs layout before hydration
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The option an arrow key moves to in a list of `count` options, wrapping at both ends; from no
 * option (-1), Down goes to the first and Up to the last.
 */
export function steppedOption(key: "ArrowDown" | "ArrowUp", current: number, count: number): number {
  if (key === "ArrowDown") return (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

export interface ComboboxOptions {
  /** The id of the listbox; option `i` gets the id `${listId}-${i}`. */
  listId: string;
  /** How many options there are to move through. */
  count: number;
  /** The options are ready to be shown once the popup is open (e.g. a search has answered). */
  ready: boolean;
  /** Enter (or a click) on option `index`. */
  onChoose: (index: number) => void;
  /** Enter with no option active. Enter never submits a surrounding form by itself. */
  onEnter?: () => void;
  /**
   * Escape: the popup has closed already. Return true when the key was used (it then goes no further,
   * e.g. to a dialog around the box); by default it is used only when it closed an open popup.
   */
  onEscape?: (wasOpen: boolean) => boolean;
}

/**
 * The keyboard and ARIA of a WAI-ARIA combobox with a listbox popup, shared by the typeahead and the
 * search box: Up and Down open the popup and move the active option (wrapping), Enter chooses it,
 * Escape closes; the input carries aria-expanded and aria-activedescendant, each option its id and
 * aria-selected, and the active option is kept in view. Focus stays in the input throughout.
 */
export function useCombobox({ listId, count, ready, onChoose, onEnter, onEscape }: ComboboxOptions) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && ready && count > 0;
  // A shorter list after a new answer: never point past its end
  const current = active < count ? active : -1;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        const key = event.key;
        setActive((before) => steppedOption(key, before < count ? before : -1, count));
        return;
      }
      case "Enter":
        event.preventDefault();
        if (expanded && current >= 0) onChoose(current);
        else onEnter?.();
        return;
      case "Escape": {
        const wasOpen = open;
        close();
        if (onEscape ? onEscape(wasOpen) : wasOpen) {
          event.preventDefault();
          event.stopPropagation();
        }
        return;
      }
      default:
    }
  };

  // Keeps the active option in view inside a scrolling list
  useBrowserLayoutEffect(() => {
    if (!expanded || current < 0) return;
    const option = document.getElementById(`${listId}-${current}`);
    if (option && "scrollIntoView" in option) option.scrollIntoView({ block: "nearest" });
  }, [expanded, current, listId]);

  return {
    open,
    setOpen,
    /** The active option's index, -1 for none. */
    active: current,
    setActive,
    /** The popup shows options (aria-expanded). */
    expanded,
    close,
    /** Spread on the input. */
    inputProps: {
      role: "combobox" as const,
      "aria-autocomplete": "list" as const,
      "aria-expanded": expanded,
      "aria-controls": listId,
      "aria-activedescendant": expanded && current >= 0 ? `${listId}-${current}` : undefined,
      onKeyDown,
    },
    /** Spread on option `index`, which says role="option" itself (the linter reads roles only from JSX) and chooses on click. */
    optionProps: (index: number) => ({
      id: `${listId}-${index}`,
      "aria-selected": index === current,
      // Keeps focus in the input, so the popup does not close before the click lands
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (current !== index) setActive(index);
      },
    }),
  };
}
