import { isSearchable, sanitiseSearchTerm } from "@store/domain/search";
import type { SearchSuggestions } from "@store/domain/search.schema";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { useOptionalIdentity } from "~/lib/identity/identity-context";

export type SuggestionStatus = "idle" | "loading" | "done" | "error";

/**
 * Suggestions for what the shopper types: after `waitMs` of quiet, only for text with at least two
 * characters once trimmed (shorter text clears them), the older call aborted by a newer one.
 */
export function useSearchSuggestions(waitMs: number, limit: number) {
  const api = useMemo(() => createBrowserApiClient(), []);
  // A signed-in shopper's search says so (storefront s.6)
  const authenticated = useOptionalIdentity()?.signedIn ?? false;
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const [status, setStatus] = useState<SuggestionStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const clear = useCallback(() => {
    cancel();
    setSuggestions(null);
    setStatus("idle");
  }, [cancel]);

  /** Called on every change of the text. */
  const typed = useCallback(
    (text: string) => {
      cancel();
      if (!isSearchable(text)) {
        setSuggestions(null);
        setStatus("idle");
        return;
      }
      const term = sanitiseSearchTerm(text);
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        setStatus("loading");
        api.getSearchSuggestions(term, limit, { signal: controller.signal }, authenticated).then(
          (found) => {
            if (controller.signal.aborted) return;
            setSuggestions(found);
            setStatus("done");
          },
          () => {
            if (controller.signal.aborted) return;
            setSuggestions(null);
            setStatus("error");
          },
        );
      }, waitMs);
    },
    [api, cancel, limit, waitMs, authenticated],
  );

  return { suggestions, status, typed, clear, cancel };
}
