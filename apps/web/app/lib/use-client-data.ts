import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Data of a page that only the browser loads. */
export type ClientData<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success"; data: T }
  | { status: "error"; error: unknown };

export interface ClientDataOptions<T> {
  /** A copy at hand (browser storage) for the key: shown at once, and nothing is loaded. */
  cached?: (key: string) => T | null;
  /** Wait until the browser is idle: for data nothing on screen is waiting for. */
  whenIdle?: boolean;
  /** While a new key loads, and when that fails, keep showing the last data (no flicker between pages). */
  keepPrevious?: boolean;
}

// Layout effect in the browser so a cached copy shows before the first paint; effects never run in SSR
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

interface Held<T> {
  key: string | null;
  state: ClientData<T>;
  last: ClientData<T> | null;
}

/**
 * Loads data in the browser once the page is interactive (never during SSR, so the page's HTML stays
 * fast), again when `key` changes, and on `retry`; a null key loads nothing ('idle'). A newer request
 * aborts the older one through the signal, and an answer for an old key is never shown.
 */
export function useClientData<T>(
  key: string | null,
  load: (signal: AbortSignal, key: string) => Promise<T>,
  options: ClientDataOptions<T> = {},
): ClientData<T> & { retry: () => void } {
  const initial: ClientData<T> = key === null ? { status: "idle" } : { status: "loading" };
  const [held, setHeld] = useState<Held<T>>({ key, state: initial, last: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Key and attempt are the triggers (a new key or a retry loads again); load and options are read fresh
  useBrowserLayoutEffect(() => {
    const { cached, whenIdle } = optionsRef.current;
    const settle = (state: ClientData<T>) =>
      setHeld((before) => {
        // Idle or loading already for this key (the first render's state): the same object, so React
        // skips the render this layout effect would otherwise force in the middle of hydration's commit
        const unchanged =
          (state.status === "idle" || state.status === "loading") &&
          before.key === key &&
          before.state.status === state.status;
        return unchanged ? before : { key, state, last: state.status === "success" ? state : before.last };
      });
    if (key === null) {
      settle({ status: "idle" });
      return;
    }
    const copy = cached?.(key) ?? null;
    if (copy !== null) {
      settle({ status: "success", data: copy });
      return;
    }
    settle({ status: "loading" });
    const controller = new AbortController();
    // An answer renders as a transition: React renders it in slices between the browser's other work, so
    // a panel that arrives during the page's start (stock, price history) makes no long task of its own
    const start = () => {
      loadRef.current(controller.signal, key).then(
        (data) => {
          if (!controller.signal.aborted) startTransition(() => settle({ status: "success", data }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          startTransition(() => settle({ status: "error", error }));
        },
      );
    };
    let cancelStart = () => {};
    if (whenIdle && typeof requestIdleCallback === "function") {
      const idle = requestIdleCallback(start, { timeout: 2000 });
      cancelStart = () => cancelIdleCallback(idle);
    } else if (whenIdle) {
      const timer = setTimeout(start, 200);
      cancelStart = () => clearTimeout(timer);
    } else start();
    return () => {
      cancelStart();
      controller.abort();
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Until the effect has run for a new key, the old key's answer must not show as the new one's
  let state: ClientData<T> = held.key === key ? held.state : initial;
  if (options.keepPrevious && state.status !== "success" && state.status !== "idle" && held.last)
    state = held.last;
  return { ...state, retry };
}
