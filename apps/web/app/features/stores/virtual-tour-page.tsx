import type { Store } from "@store/domain/store.schema";
import { type TourSceneId, tourSceneIds, tourScenes } from "@store/domain/virtual-tour";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { storeAddress } from "./store-status";
import type { TourViewer } from "./tour-viewer";
import "./virtual-tour-page.css";

type TourStore = Store & { virtualTourId: string };

/** Where the tour is: its viewer loading, on screen, or the text instead (no WebGL, or a picture failed). */
export type TourState = "loading" | "ready" | "unsupported" | "failed";

/** Whether this browser can draw the viewer (WebGL); false on the server and in browsers without it. */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/** The text a shopper gets instead of the viewer: why, and the store's name, address and page. */
export function TourFallback({ store, state }: { store: TourStore; state: "unsupported" | "failed" }) {
  return (
    <section className="virtual-tour__fallback" aria-labelledby="virtual-tour-fallback-title">
      <h2 id="virtual-tour-fallback-title">
        {state === "unsupported" ? "This browser can't show the 360° tour" : "The 360° tour didn't load"}
      </h2>
      <p>
        {state === "unsupported"
          ? "The tour needs WebGL, which is turned off or missing here. Try another browser, or visit us in person."
          : "Please try again later, or visit us in person."}
      </p>
      <address className="virtual-tour__fallback-address">
        <strong>{store.name}</strong>
        <br />
        {storeAddress(store)}
      </address>
      <Link to={`/stores/${store.storeUri}`} className={buttonClassName("primary")}>
        Visit the {store.name} store page
      </Link>
    </section>
  );
}

/**
 * The viewer's region: the element the viewer draws in, with a visible loading state over it until the
 * first panorama is on screen. Focusable once ready, so the arrow keys and + / - steer it.
 */
export function TourViewerRegion({
  store,
  state,
  viewerRef,
  hintId,
}: {
  store: TourStore;
  state: "loading" | "ready";
  viewerRef?: Ref<HTMLDivElement>;
  hintId: string;
}) {
  return (
    <div className="virtual-tour__stage" data-state={state}>
      <div
        ref={viewerRef}
        className="virtual-tour__viewer"
        role="application"
        aria-roledescription="360° viewer"
        aria-label={`360° tour of ${store.name}`}
        aria-describedby={hintId}
        aria-busy={state === "loading"}
        tabIndex={state === "ready" ? 0 : -1}
        data-tour-id={store.virtualTourId}
      />
      {state === "loading" ? (
        <div className="virtual-tour__loading" role="status">
          <span className="virtual-tour__spinner" aria-hidden="true" />
          Loading the 360° tour of {store.name}…
        </div>
      ) : null}
    </div>
  );
}

/**
 * /virtual-tour/{storeUri}: the store's 360° tour (ADR 087). Generated panoramas of its showroom in a
 * viewer loaded only here, scenes linked by doorways and by the room buttons; the store's name, address
 * and page as text when the browser has no WebGL or a panorama fails.
 */
export function VirtualTourPage({ store }: { store: TourStore }) {
  const [state, setState] = useState<TourState>("loading");
  const [scene, setScene] = useState<TourSceneId>(tourSceneIds[0]);
  const viewerElement = useRef<HTMLDivElement>(null);
  const viewer = useRef<TourViewer | null>(null);
  const hintId = useId();

  useEffect(() => {
    const container = viewerElement.current;
    if (!container) return;
    if (!webglAvailable()) {
      setState("unsupported");
      return;
    }
    let cancelled = false;
    const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    import("./tour-viewer")
      .then(({ openTourViewer }) => {
        if (cancelled) return;
        viewer.current = openTourViewer(
          container,
          { id: store.id, name: store.name },
          { reducedMotion },
          {
            onReady: () => setState("ready"),
            onError: () => setState("failed"),
            onScene: setScene,
            onView: ({ yaw, pitch, zoom }) => {
              // Where the view looks, for anyone checking the viewer answered (the journey test)
              container.dataset.yaw = yaw.toFixed(3);
              container.dataset.pitch = pitch.toFixed(3);
              container.dataset.zoom = String(Math.round(zoom));
            },
          },
        );
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [store.id, store.name]);

  const failed = state === "unsupported" || state === "failed";
  return (
    <article className="virtual-tour page-container page-section" aria-labelledby="virtual-tour-title">
      <header className="virtual-tour__header">
        <h1 id="virtual-tour-title">Virtual tour: {store.name}</h1>
        <p>Walk through the {store.name} showroom from home, at your own pace.</p>
      </header>
      {failed ? (
        <TourFallback store={store} state={state} />
      ) : (
        <>
          <TourViewerRegion store={store} state={state} viewerRef={viewerElement} hintId={hintId} />
          <div className="virtual-tour__controls">
            <p id={hintId} className="virtual-tour__hint">
              Drag to look around, or select the tour and use the arrow keys; + and − zoom. The arrows on the
              floor lead to the other rooms.
            </p>
            <fieldset className="virtual-tour__scenes" disabled={state !== "ready"}>
              <legend>Rooms</legend>
              {tourScenes.map((s) => (
                <button
                  key={s.id}
                  type="button"
                  className={buttonClassName(s.id === scene ? "primary" : "secondary")}
                  aria-pressed={s.id === scene}
                  onClick={() => viewer.current?.showScene(s.id)}
                >
                  {s.name}
                </button>
              ))}
            </fieldset>
          </div>
        </>
      )}
      <div className="virtual-tour__footer">
        {/* the fallback names the address already */}
        {failed ? <span /> : <p className="virtual-tour__address">{storeAddress(store)}</p>}
        <div className="virtual-tour__actions">
          <Link to={`/stores/${store.storeUri}`} className={buttonClassName("primary")}>
            View Store Details
          </Link>
          <Link to="/stores" className={buttonClassName("secondary")}>
            All stores
          </Link>
        </div>
      </div>
    </article>
  );
}
