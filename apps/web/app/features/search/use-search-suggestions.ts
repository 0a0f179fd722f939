import { isSearchable, sanitiseSearchTerm } from "@store/domain/search";
import type { SearchSuggestions } from "@store/domain/search.schema";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { type CachedProductsList, createCachedProductsList } from "~/lib/cached-products";
import { useOptionalIdentity } from "~/lib/identity/identity-context";
import { logRequestError } from "~/lib/request-error-log";

let cache: CachedProductsList<SearchSuggestions> | null = null;

/** The dropdown's product lists in CachedProductsList (storefront s.7), written before the page goes away. */
function suggestionCache(): CachedProductsList<SearchSuggestions> {
  if (!cache) {
    const created = createCachedProductsList<SearchSuggestions>();
    window.addEventListener("pagehide", () => created.flush());
    cache = created;
  }
  return cache;
}

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
      const cacheKey = `${authenticated ? "in" : "out"}|${limit}|${term.toLowerCase()}`;
      timer.current = setTimeout(() => {
        // A term asked for in the last 30 minutes shows at once, without a call
        const cached = suggestionCache().get(cacheKey);
        if (cached) {
          setSuggestions(cached);
          setStatus("done");
          return;
        }
        const controller = new AbortController();
        inFlight.current = controller;
        setStatus("loading");
        api.getSearchSuggestions(term, limit, { signal: controller.signal }, authenticated).then(
          (found) => {
            if (controller.signal.aborted) return;
            suggestionCache().put(cacheKey, found);
            setSuggestions(found);
            setStatus("done");
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            logRequestError(error);
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
