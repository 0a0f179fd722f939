import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";

interface NotFoundContextValue {
  /** True while the current location should show the page-not-found page instead of its own. */
  isNotFoundShown: boolean;
  /** Shows the page-not-found page at the current address (storefront s.2: /404 keeps the address bar). */
  showNotFound: () => void;
}

const NotFoundContext = createContext<NotFoundContextValue | null>(null);

/** Lets client code swap the page for the not-found page without changing the URL, until the next navigation. */
export function NotFoundProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [notFoundKey, setNotFoundKey] = useState<string | null>(null);
  const showNotFound = useCallback(() => setNotFoundKey(location.key), [location.key]);
  useEffect(() => {
    setNotFoundKey((current) => (current !== null && current !== location.key ? null : current));
  }, [location.key]);
  const isNotFoundShown = notFoundKey === location.key;
  const value = useMemo(() => ({ isNotFoundShown, showNotFound }), [isNotFoundShown, showNotFound]);
  return <NotFoundContext.Provider value={value}>{children}</NotFoundContext.Provider>;
}

/** Whether the not-found page is shown in place, and the function to show it. */
export function useNotFound(): NotFoundContextValue {
  const value = useContext(NotFoundContext);
  if (!value) throw new Error("useNotFound needs a <NotFoundProvider> above it");
  return value;
}
