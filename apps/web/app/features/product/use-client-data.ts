import { useCallback, useEffect, useRef, useState } from "react";

/** Secondary data of a page, fetched in the browser after hydration. */
export type ClientData<T> =
  | { status: "loading" }
  | { status: "success"; data: T }
  | { status: "error"; error: unknown };

/**
 * Loads data in the browser once the page is interactive (never during SSR, so the page's HTML stays
 * fast), again when `key` changes, and on `retry`. A newer request cancels the older one.
 */
export function useClientData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): ClientData<T> & { retry: () => void } {
  const [state, setState] = useState<ClientData<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are the triggers: a new key or a retry loads again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "success", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
