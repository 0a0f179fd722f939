import { constants } from "@store/domain/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";

/** A global message (storefront s.3): error or success text; keepAlive keeps it until closed. */
export interface GlobalMessage {
  type: "error" | "success";
  text: string;
  keepAlive?: boolean;
}

interface ShownMessage extends GlobalMessage {
  id: number;
  /** The location the message belongs to: a route change hides it. */
  locationKey: string;
}

interface GlobalMessageContextValue {
  message: ShownMessage | null;
  showMessage: (message: GlobalMessage) => void;
  closeMessage: () => void;
}

const GlobalMessageContext = createContext<GlobalMessageContextValue | null>(null);

let nextMessageId = 1;

/** Holds the one global message; hides it after 3000 ms unless keepAlive, on close, or on route change. */
export function GlobalMessageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState<ShownMessage | null>(null);

  const showMessage = useCallback(
    (message: GlobalMessage) => {
      setShown({ ...message, id: nextMessageId++, locationKey: location.key });
    },
    [location.key],
  );
  const closeMessage = useCallback(() => setShown(null), []);

  useEffect(() => {
    if (!shown || shown.keepAlive) return;
    const timer = setTimeout(() => {
      setShown((current) => (current?.id === shown.id ? null : current));
    }, constants.globalMessageHideMs);
    return () => clearTimeout(timer);
  }, [shown]);

  // Forget it once the route changes, so going Back to that page does not bring it back
  useEffect(() => {
    setShown((current) => (current && current.locationKey !== location.key ? null : current));
  }, [location.key]);

  // Derived rather than only cleared in an effect, so the old message never flashes on the new page
  const message = shown && shown.locationKey === location.key ? shown : null;
  const value = useMemo(() => ({ message, showMessage, closeMessage }), [message, showMessage, closeMessage]);
  return <GlobalMessageContext.Provider value={value}>{children}</GlobalMessageContext.Provider>;
}

/** The current message and the functions to show or close one. */
export function useGlobalMessage(): GlobalMessageContextValue {
  const value = useContext(GlobalMessageContext);
  if (!value) throw new Error("useGlobalMessage needs a <GlobalMessageProvider> above it");
  return value;
}
