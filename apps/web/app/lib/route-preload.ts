import { useEffect } from "react";
import { type PreloadKey, preloadRoutes } from "./route-handle.ts";
import { whenIdleAfterLoad } from "./when-idle.ts";

interface ManifestRoute {
  module: string;
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  }
}

/** The script files of a route's code, from the manifest the page holds; none while it is unknown there. */
export function routeModuleFiles(routeId: string, win: Window = window): string[] {
  const route = win.__reactRouterManifest?.routes[routeId];
  return route ? [route.module, ...(route.imports ?? [])] : [];
}

const discoveryTries = 25;
const discoveryEveryMs = 200;

/**
 * Route data preloadKey (storefront s.2; ADR 069): once the page has loaded and the browser is idle, fetches the code (never the
 * data, which may change before the shopper gets there) of the page the shopper most likely opens next.
 * The router learns routes as links to them appear (lazy route discovery), so a hidden link to the page
 * is put in the document first, and the code is preloaded once the route is in the manifest.
 */
export function useRoutePreload(key: PreloadKey | null) {
  useEffect(() => {
    if (!key) return;
    const { path, routeId } = preloadRoutes[key];
    let timer: ReturnType<typeof setTimeout> | null = null;
    let link: HTMLAnchorElement | null = null;
    let tries = 0;

    const preload = () => {
      timer = null;
      const files = routeModuleFiles(routeId);
      if (files.length === 0) {
        tries += 1;
        if (tries < discoveryTries) timer = setTimeout(preload, discoveryEveryMs);
        return;
      }
      link?.remove();
      for (const href of files) {
        if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
        const tag = document.createElement("link");
        tag.rel = "modulepreload";
        tag.href = href;
        document.head.appendChild(tag);
      }
    };
    const start = () => {
      if (routeModuleFiles(routeId).length === 0) {
        link = document.createElement("a");
        link.href = path;
        link.hidden = true;
        link.tabIndex = -1;
        link.setAttribute("aria-hidden", "true");
        link.dataset.discover = "true";
        document.body.appendChild(link);
      }
      preload();
    };
    const cancel = whenIdleAfterLoad(start);
    return () => {
      cancel();
      if (timer) clearTimeout(timer);
      link?.remove();
    };
  }, [key]);
}
