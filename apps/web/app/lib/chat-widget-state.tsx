import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/** Intercom state (storefront s.3): the blockers list and whether the widget has loaded. */
interface ChatWidgetState {
  blockers: readonly string[];
  isLoaded: boolean;
  /** On only when loaded and nothing blocks it (storefront s.4). */
  isShown: boolean;
  addBlocker: (id: string) => void;
  removeBlocker: (id: string) => void;
  /** A place in the page the button sits in instead of floating over it; null to float. */
  dock: HTMLElement | null;
  setDock: (element: HTMLElement | null) => void;
}

const ChatWidgetContext = createContext<ChatWidgetState | null>(null);

/** Waits this long after hydration before loading the widget, so it never competes with the page. */
const loadDelayMs = 2000;

/** Holds the chat widget's blockers; the widget loads only when the IntercomEnabled setting is on. */
export function ChatWidgetProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [blockers, setBlockers] = useState<string[]>([]);
  const [isLoaded, setLoaded] = useState(false);
  const [dock, setDock] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setLoaded(true), loadDelayMs);
    return () => clearTimeout(timer);
  }, [enabled]);

  const addBlocker = useCallback(
    (id: string) => setBlockers((list) => (list.includes(id) ? list : [...list, id])),
    [],
  );
  const removeBlocker = useCallback((id: string) => setBlockers((list) => list.filter((b) => b !== id)), []);
  const value = useMemo(
    () => ({
      blockers,
      isLoaded,
      isShown: enabled && isLoaded && blockers.length === 0,
      addBlocker,
      removeBlocker,
      dock,
      setDock,
    }),
    [blockers, isLoaded, enabled, addBlocker, removeBlocker, dock],
  );
  return <ChatWidgetContext.Provider value={value}>{children}</ChatWidgetContext.Provider>;
}

/** The chat widget's state. */
export function useChatWidget(): ChatWidgetState {
  const state = useContext(ChatWidgetContext);
  if (!state) throw new Error("useChatWidget needs a ChatWidgetProvider");
  return state;
}

/** Blocks the chat widget while `active` (e.g. while a sticky bottom panel covers its corner). */
export function useChatWidgetBlocker(id: string, active: boolean): void {
  const state = useContext(ChatWidgetContext);
  const add = state?.addBlocker;
  const remove = state?.removeBlocker;
  useEffect(() => {
    if (!add || !remove) return;
    if (active) add(id);
    else remove(id);
    return () => remove(id);
  }, [id, active, add, remove]);
}

/**
 * A ref for the element the chat button docks in while it is on the page: pages whose own content
 * ends where the floating button would sit (the checkout's summary, the order's support line) keep it
 * in their flow, so it covers nothing.
 */
export function useChatWidgetDock(): (element: HTMLElement | null) => void {
  const setDock = useContext(ChatWidgetContext)?.setDock;
  return useCallback(
    (element: HTMLElement | null) => {
      setDock?.(element);
    },
    [setDock],
  );
}
