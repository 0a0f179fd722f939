import { useEffect } from "react";
import { useLocation } from "react-router";
import { useGlobalMessage } from "~/lib/global-message";

/** The navigation state that carries a success toast to the page an action leads to. */
export interface ArrivalState {
  projectMessage?: string;
}

/**
 * Shows the toast an action sent along when it navigated here (deleting a project leads to the list,
 * duplicating it to the copy): the global message hides on a route change, so the page arrived at
 * shows it.
 */
export function useArrivalMessage() {
  const location = useLocation();
  const { showMessage } = useGlobalMessage();
  const text = (location.state as ArrivalState | null)?.projectMessage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (the location key), not per render
  useEffect(() => {
    if (text) showMessage({ type: "success", text });
  }, [location.key]);
}
