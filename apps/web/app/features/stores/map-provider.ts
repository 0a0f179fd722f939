import type { MapBounds } from "@store/domain/store-map";
import { createScriptLoader } from "~/lib/script-loader";

/** A store on a map: where it is, what it is called, where its marker leads. */
export interface StoreMapMarker {
  id: number;
  name: string;
  /** A short line under the name: the suburb and state. */
  detail: string;
  href: string;
  lat: number;
  lng: number;
}

/** What a map shows: a view, its store markers, the highlighted store, and maybe the shopper's address. */
export interface StoreMapView {
  bounds: MapBounds;
  markers: readonly StoreMapMarker[];
  highlightId: number | null;
  /** A geocoded address of the shopper's, drawn as its own marker. */
  origin?: { lat: number; lng: number; label: string } | null;
}

/**
 * A maps provider behind the store maps (ADR 085). The offline map is always drawn first (it needs no
 * script); a configured provider replaces it once `load` resolves, and when `load` rejects the map
 * emits 'unavailable' and keeps the offline drawing (storefront s.8).
 */
export interface MapProvider {
  readonly name: string;
  /** Gets the provider ready, usually by loading its script; rejects when it cannot. */
  load(): Promise<void>;
  /** Draws the view into the element; answers the clean-up. */
  mount(element: HTMLElement, view: StoreMapView): () => void;
}

/** The event a store map sends (on its element, bubbling) when the configured provider cannot be had. */
export const mapUnavailableEvent = "maps:unavailable";

/** What a provider script defines once loaded. */
interface ProviderGlobal {
  mount(element: HTMLElement, view: StoreMapView): () => void;
}

declare global {
  interface Window {
    /** Set by a configured maps provider's adapter script (ADR 085). */
    storeMapsProvider?: ProviderGlobal;
  }
}

/**
 * A provider loaded from a script the store serves (the page's CSP allows 'self' only, ADR 069): the
 * script adapts a maps service and defines `window.storeMapsProvider`. A script that fails to load, or
 * loads without defining it, makes the provider unavailable.
 */
export function scriptMapProvider(src: string, win: Window = window): MapProvider {
  const loader = createScriptLoader(win.document, { maps: src });
  return {
    name: "script",
    async load() {
      await loader.load("maps");
      if (typeof win.storeMapsProvider?.mount !== "function")
        throw new Error("The maps script defines no provider");
    },
    mount(element, view) {
      const provider = win.storeMapsProvider;
      if (!provider) throw new Error("The maps provider is not loaded");
      return provider.mount(element, view);
    },
  };
}

/** The setting that names a maps provider's adapter script; absent or blank keeps the offline map. */
export const mapsScriptSetting = "MapsScriptUrl";

/** The configured maps script from the store's settings: a path on the store's own origin, or null. */
export function mapsScriptFrom(settings: readonly { name: string; value: string }[]): string | null {
  const value = settings.find((s) => s.name === mapsScriptSetting)?.value.trim() ?? "";
  return value.startsWith("/") && !value.startsWith("//") ? value : null;
}
