import { type Locality, localityLabel, localityTypeahead } from "@store/domain/locality.schema";
import { useCallback, useMemo } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { Typeahead, type TypeaheadProps } from "./typeahead";

type Fixed = "waitMs" | "maxOptions" | "listMaxHeightPx" | "search" | "optionLabel" | "optionKey";

/**
 * The locality typeahead (storefront s.5: 2 characters, 400 ms, up to 100 options) over
 * GET /api/locality/{query}, listed in the page's flow: the delivery location and saved addresses use it.
 * `minChars` is for a field whose own rule differs (the checkout's address suburb: more than 2).
 */
export function LocalityTypeahead({
  minChars = localityTypeahead.minChars,
  ...props
}: Omit<TypeaheadProps<Locality>, Fixed | "minChars"> & { minChars?: number }) {
  const api = useMemo(() => createBrowserApiClient(), []);
  const search = useCallback(
    (query: string, signal: AbortSignal) => api.searchLocalities(query, { signal }),
    [api],
  );
  return (
    <Typeahead<Locality>
      inlineList
      {...props}
      minChars={minChars}
      waitMs={localityTypeahead.waitMs}
      maxOptions={localityTypeahead.maxOptions}
      listMaxHeightPx={localityTypeahead.listMaxHeightPx}
      search={search}
      optionLabel={localityLabel}
      optionKey={(locality) => locality._id}
    />
  );
}
