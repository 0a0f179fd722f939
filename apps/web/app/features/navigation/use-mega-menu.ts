import { constants } from "@store/domain/constants";
import { useCallback, useEffect, useRef, useState } from "react";

/** What the desktop mega menu shows: the open category (by key) and its highlighted subcategory. */
export interface MegaMenuState {
  openKey: string | null;
  activeSubUri: string | null;
  /** Opened on purpose (a click, a tap, a key), not just by the pointer passing over it. */
  pinned: boolean;
}

const closed: MegaMenuState = { openKey: null, activeSubUri: null, pinned: false };

/**
 * The mega menu's open state (storefront s.4 "Category selection"): opening a category highlights its
 * first subcategory; leaving the menu closes it after the hover close delay (100 ms), and coming back
 * within that time keeps it open.
 */
export function useMegaMenu(closeDelayMs: number = constants.hoverCloseDelayMs) {
  const [state, setState] = useState<MegaMenuState>(closed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  const open = useCallback(
    (key: string, firstSubUri: string | null) => {
      cancelClose();
      setState((current) =>
        current.openKey === key ? current : { openKey: key, activeSubUri: firstSubUri, pinned: false },
      );
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setState(closed);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setState(closed);
    }, closeDelayMs);
  }, [cancelClose, closeDelayMs]);

  // A click on what hovering just opened keeps it open: the pointer got there first, the click
  // confirms it. Only a click on what is already open on purpose closes it.
  const toggle = useCallback(
    (key: string, firstSubUri: string | null) => {
      cancelClose();
      setState((current) => {
        if (current.openKey !== key) return { openKey: key, activeSubUri: firstSubUri, pinned: true };
        return current.pinned ? closed : { ...current, pinned: true };
      });
    },
    [cancelClose],
  );

  const highlight = useCallback((subUri: string) => {
    setState((current) => (current.openKey ? { ...current, activeSubUri: subUri } : current));
  }, []);

  return { ...state, open, close, scheduleClose, cancelClose, toggle, highlight };
}
