import type { GeoData } from "@store/domain/geo.schema";
import { type Locality, localityLabel } from "@store/domain/locality.schema";
import { useMemo, useState } from "react";
import { LocalityTypeahead } from "~/components/ui/locality-typeahead";
import { createBrowserApiClient } from "~/lib/api-client";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";

export interface LocationEditorProps {
  /** Called with the new geo data and its label once the API accepted the locality. */
  onChosen: (geo: GeoData, label: string | null) => void;
  /** Escape on the closed list: the shopper wants out of the editor. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The delivery postcode typeahead (checkout s.2 "Location picker"). Loaded on demand with the API
 * client, because only a shopper who changes their location needs either.
 */
export function LocationEditor({ onChosen, onCancel, autoFocus }: LocationEditorProps) {
  const api = useMemo(() => createBrowserApiClient(), []);
  const handleError = useHttpErrorHandler();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(locality: Locality) {
    setSaving(true);
    setError(null);
    try {
      const geo = await api.setLocation(Number(locality._id));
      onChosen(geo, geo.postcode ? localityLabel(geo) : null);
    } catch (cause) {
      // The shared mapper words it (a 400 carries 'Please select your location.'); shown here, not in the bar
      setError(handleError(cause, { silent: true, disableNotFoundRedirect: true }).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <LocalityTypeahead
      className="location-editor"
      // It lives in dropdowns, the drawer and page panels: a list in the flow is never cut off
      label="Delivery Postcode"
      placeholder="Enter delivery Postcode"
      onSelect={choose}
      onEscape={onCancel}
      autoFocus={autoFocus}
      disabled={saving}
      noResults={
        <>
          <p className="location-editor__none">No Results Found</p>
          <p className="location-editor__cannot-ship">*We can't ship to your location</p>
        </>
      }
      noResultsAnnouncement="No Results Found. We can't ship to your location."
      description={
        error ? (
          <span className="location-editor__error" role="alert">
            {error}
          </span>
        ) : saving ? (
          "Saving your location…"
        ) : (
          "Type a postcode or suburb, then choose from the list."
        )
      }
    />
  );
}
