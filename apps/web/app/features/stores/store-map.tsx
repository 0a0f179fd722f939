import type { MapArea } from "@store/domain/store-map.schema";
import { useEffect, useRef, useState } from "react";
import { type MapProvider, mapUnavailableEvent, type StoreMapView } from "./map-provider";
import { OfflineStoreMap } from "./offline-store-map";
import "./store-map.css";

/**
 * A store map: the offline map at once (also without script), replaced by the configured provider's
 * map when it loads. A provider that fails to load emits 'unavailable' and the offline map stays.
 */
export function StoreMap({
  view,
  area,
  label,
  provider = null,
  onUnavailable,
  className = "",
}: {
  view: StoreMapView;
  area: MapArea | null;
  /** The markers' accessible name: 'Our stores on the map'. */
  label: string;
  provider?: MapProvider | null;
  onUnavailable?: (provider: string) => void;
  className?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const providerHost = useRef<HTMLElement>(null);
  const [mode, setMode] = useState<"offline" | "provider">("offline");

  // Back to the offline map, telling the page (and whoever listens on the document) why
  const unavailable = useRef((name: string) => {
    setMode("offline");
    frame.current?.dispatchEvent(
      new CustomEvent(mapUnavailableEvent, { bubbles: true, detail: { provider: name } }),
    );
  });
  const notify = useRef(onUnavailable);
  notify.current = onUnavailable;

  useEffect(() => {
    if (!provider) return;
    let active = true;
    provider.load().then(
      () => {
        if (active) setMode("provider");
      },
      () => {
        if (!active) return;
        unavailable.current(provider.name);
        notify.current?.(provider.name);
      },
    );
    return () => {
      active = false;
    };
  }, [provider]);

  useEffect(() => {
    const host = providerHost.current;
    if (mode !== "provider" || !provider || !host) return;
    try {
      return provider.mount(host, view);
    } catch {
      unavailable.current(provider.name);
      notify.current?.(provider.name);
    }
  }, [mode, provider, view]);

  return (
    <div
      ref={frame}
      className={`store-map ${className}`}
      data-map-provider={mode === "provider" ? provider?.name : "offline"}
    >
      {mode === "provider" ? (
        <section ref={providerHost} className="store-map__provider" aria-label={label} />
      ) : (
        <OfflineStoreMap view={view} area={area} label={label} />
      )}
    </div>
  );
}
