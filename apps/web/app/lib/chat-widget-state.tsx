import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/** Intercom state (storefront s.3): the blockers list and whether Intercom's messenger has loaded. */
interface ChatWidgetState {
  blockers: readonly string[];
  /** Intercom's script has loaded (only with an app id, ADR 061). */
  isLoaded: boolean;
  /** The launcher is on the page (the IntercomEnabled setting). */
  isEnabled: boolean;
  /** Floating, it shows only while nothing blocks its corner (storefront s.4); in the page's flow it always does. */
  isShown: boolean;
  /** The brand's Intercom app id; null: the launcher opens the store's contact panel (ADR 061). */
  intercomAppId: string | null;
  setLoaded: (loaded: boolean) => void;
  addBlocker: (id: string) => void;
  removeBlocker: (id: string) => void;
  /** A place in the page the button sits in instead of floating over it; null to float. */
  dock: HTMLElement | null;
  setDock: (element: HTMLElement | null) => void;
  /** The latest ask from a page (e.g. 'Ask for a price'): the launcher opens with this message ready to send. */
  request: ContactRequest | null;
  /** Opens the launcher's contact panel (or Intercom) with a message written for the shopper. */
  askUs: (message: string) => void;
}

/** A message a page asks the launcher to open with; `key` tells two asks with the same words apart. */
export interface ContactRequest {
  message: string;
  key: number;
}

const ChatWidgetContext = createContext<ChatWidgetState | null>(null);

/** Holds the chat launcher's state; the launcher is on the page only while the IntercomEnabled setting is on. */
export function ChatWidgetProvider({
  enabled,
  intercomAppId = null,
  children,
}: {
  enabled: boolean;
  intercomAppId?: string | null;
  children: ReactNode;
}) {
  const [blockers, setBlockers] = useState<string[]>([]);
  const [isLoaded, setLoaded] = useState(false);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const [request, setRequest] = useState<ContactRequest | null>(null);
  const askUs = useCallback(
    (message: string) => setRequest((last) => ({ message, key: (last?.key ?? 0) + 1 })),
    [],
  );

  const addBlocker = useCallback(
    (id: string) => setBlockers((list) => (list.includes(id) ? list : [...list, id])),
    [],
  );
  const removeBlocker = useCallback((id: string) => setBlockers((list) => list.filter((b) => b !== id)), []);
  const value = useMemo(
    () => ({
      blockers,
      isLoaded,
      isEnabled: enabled,
      isShown: enabled && blockers.length === 0,
      intercomAppId: enabled ? intercomAppId : null,
      setLoaded,
      addBlocker,
      removeBlocker,
      dock,
      setDock,
      request,
      askUs,
    }),
    [blockers, isLoaded, enabled, intercomAppId, addBlocker, removeBlocker, dock, request, askUs],
  );
  return <ChatWidgetContext.Provider value={value}>{children}</ChatWidgetContext.Provider>;
}

/** The chat widget's state. */
export function useChatWidget(): ChatWidgetState {
  const state = useContext(ChatWidgetContext);
  if (!state) throw new Error("useChatWidget needs a ChatWidgetProvider");
  return state;
}

/** Blocks the floating chat launcher while `active` (e.g. while a sticky bottom panel covers its corner). */
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

/** Asks the chat launcher to open with a message; null when the page has no launcher to ask. */
export function useAskUs(): ((message: string) => void) | null {
  const state = useContext(ChatWidgetContext);
  return state?.isEnabled ? state.askUs : null;
}
