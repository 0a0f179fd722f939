import { CONSTANTS, DEFAULTS, Viewer } from "@photo-sphere-viewer/core";
import { VirtualTourPlugin } from "@photo-sphere-viewer/virtual-tour-plugin";
import {
  doorwayDirection,
  type TourSceneId,
  tourPanoramaPath,
  tourSceneIds,
  tourScenes,
} from "@store/domain/virtual-tour";
import "@photo-sphere-viewer/core/index.css";
import "@photo-sphere-viewer/virtual-tour-plugin/index.css";

// The 360° viewer (ADR 087): Photo Sphere Viewer and three.js, loaded only by the tour page (a dynamic
// import from virtual-tour-page.tsx), so no other page downloads them.

/** What the page hears from the viewer. */
export interface TourViewerEvents {
  /** The first panorama is on screen. */
  onReady: () => void;
  /** A panorama could not be loaded or drawn. */
  onError: () => void;
  /** The scene shown now (after a doorway or a scene button). */
  onScene: (scene: TourSceneId) => void;
  /** Where the view looks (radians) and its zoom (0-100), after every move. */
  onView: (view: { yaw: number; pitch: number; zoom: number }) => void;
}

/** The page's handle on an open viewer. */
export interface TourViewer {
  showScene: (scene: TourSceneId) => void;
  destroy: () => void;
}

const isScene = (id: string): id is TourSceneId => (tourSceneIds as readonly string[]).includes(id);

/**
 * Opens the tour of a store in `container`: a scene per generated panorama, arrows on the floor to the
 * doorways between them. Arrow keys look around and + / - zoom while the viewer has the focus (not
 * everywhere on the page, where the arrows scroll). Nothing moves by itself: no auto-rotation, and with
 * reduced motion a scene changes at once instead of turning and fading.
 */
export function openTourViewer(
  container: HTMLElement,
  store: { id: number; name: string },
  options: { reducedMotion: boolean },
  events: TourViewerEvents,
): TourViewer {
  const nodes = tourScenes.map((scene) => ({
    id: scene.id,
    name: scene.name,
    caption: `${store.name}: ${scene.name}`,
    panorama: tourPanoramaPath(store.id, scene.id),
    links: scene.doorways.map((doorway) => ({
      nodeId: doorway.to,
      position: doorwayDirection(scene, doorway),
    })),
  }));
  const transition = options.reducedMotion
    ? { effect: "none" as const, rotation: false, showLoader: true }
    : { effect: "fade" as const, rotation: true, showLoader: true, speed: "20rpm" };
  const viewer = new Viewer({
    container,
    loadingTxt: "Loading the tour…",
    // a phone held upright sees a narrow slice: start it at the widest view
    defaultZoomLvl: container.clientWidth < container.clientHeight ? 0 : 30,
    navbar: ["zoom", "move", "caption", "fullscreen"],
    keyboard: "fullscreen",
    keyboardActions: {
      ...DEFAULTS.keyboardActions,
      // '+' is Shift and '=' on most keyboards: take '=' alone too
      "=": CONSTANTS.ACTIONS.ZOOM_IN,
    },
    lang: { loadError: "The tour's picture could not be loaded" },
    plugins: [
      VirtualTourPlugin.withConfig({
        nodes,
        startNodeId: tourSceneIds[0],
        renderMode: "3d",
        preload: true,
        transitionOptions: transition,
      }),
    ],
  });
  const tour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
  const view = () => {
    const { yaw, pitch } = viewer.getPosition();
    events.onView({ yaw, pitch, zoom: viewer.getZoomLevel() });
  };
  viewer.addEventListener(
    "ready",
    () => {
      events.onReady();
      view();
    },
    { once: true },
  );
  viewer.addEventListener("panorama-error", () => events.onError());
  viewer.addEventListener("position-updated", view);
  viewer.addEventListener("zoom-updated", view);
  tour.addEventListener("node-changed", ({ node }) => {
    if (isScene(node.id)) events.onScene(node.id);
  });
  // Keys steer the view only while the viewer (or its own buttons) has the focus
  const focusIn = () => viewer.startKeyboardControl();
  const focusOut = (event: FocusEvent) => {
    if (!container.contains(event.relatedTarget as Node | null)) viewer.stopKeyboardControl();
  };
  container.addEventListener("focusin", focusIn);
  container.addEventListener("focusout", focusOut);
  return {
    showScene: (scene) => {
      if (tour.getCurrentNode()?.id !== scene) tour.setCurrentNode(scene, transition).catch(events.onError);
    },
    destroy: () => {
      container.removeEventListener("focusin", focusIn);
      container.removeEventListener("focusout", focusOut);
      viewer.destroy();
    },
  };
}
