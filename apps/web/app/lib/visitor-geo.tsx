import type { GeoData } from "@store/domain/geo.schema";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface VisitorGeoValue {
  /** The visitor's delivery location and store; null when it could not be loaded. */
  geo: GeoData | null;
  /** The chosen locality as read aloud and shown ('Bondi Beach, NSW 2026'); null when none is chosen. */
  locationLabel: string | null;
  /** Replaces the geo data after a call that answered with new geo data (set location, set store). */
  updateGeo: (geo: GeoData, locationLabel: string | null) => void;
}

const VisitorGeoContext = createContext<VisitorGeoValue | null>(null);

/**
 * Holds the visitor's geo data for the header, the drawer and the store pages. It starts from the root
 * loader and follows it when the root reloads (after a form submission), and a browser call that
 * answers new geo data updates it at once, so the header changes without a page reload.
 */
export function VisitorGeoProvider({
  geo: loaded,
  locationLabel: loadedLabel,
  children,
}: {
  geo: GeoData | null;
  locationLabel: string | null;
  children: ReactNode;
}) {
  const [state, setState] = useState({ geo: loaded, locationLabel: loadedLabel, from: loaded });
  // New loader data wins over what a browser call set earlier (React's "adjust state on prop change")
  if (state.from !== loaded) setState({ geo: loaded, locationLabel: loadedLabel, from: loaded });

  const updateGeo = useCallback(
    (geo: GeoData, locationLabel: string | null) =>
      setState((current) => ({ geo, locationLabel, from: current.from })),
    [],
  );
  const value = useMemo(
    () => ({ geo: state.geo, locationLabel: state.locationLabel, updateGeo }),
    [state.geo, state.locationLabel, updateGeo],
  );
  return <VisitorGeoContext.Provider value={value}>{children}</VisitorGeoContext.Provider>;
}

/** The visitor's geo data and the function to replace it. */
export function useVisitorGeo(): VisitorGeoValue {
  const value = useContext(VisitorGeoContext);
  if (!value) throw new Error("useVisitorGeo needs a <VisitorGeoProvider> above it");
  return value;
}
