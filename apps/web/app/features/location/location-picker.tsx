import type { GeoData } from "@store/domain/geo.schema";
import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { useVisitorGeo } from "~/lib/visitor-geo";
import "./location-picker.css";

const loadEditor = () => import("./location-editor");
const LocationEditor = lazy(() => loadEditor().then((module) => ({ default: module.LocationEditor })));

export interface LocationPickerProps {
  /** Start with the typeahead open (the shopper asked to change the location). */
  startEditing?: boolean;
  /** Called after a location was chosen, e.g. to close the panel around the picker. */
  onChosen?: (geo: GeoData) => void;
  className?: string;
}

/**
 * The delivery location picker (checkout s.2): shows the chosen locality, or 'Please select your
 * location.', with a 'Change delivery location' button that opens the postcode typeahead. Choosing
 * saves it (POST /api/geo/setlocation), updates the header at once and reloads the page's data.
 */
export function LocationPicker({ startEditing = false, onChosen, className }: LocationPickerProps) {
  const { locationLabel, updateGeo } = useVisitorGeo();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(startEditing);
  const [announcement, setAnnouncement] = useState("");

  function chosen(geo: GeoData, label: string | null) {
    updateGeo(geo, label);
    setEditing(false);
    setAnnouncement(label ? `Delivery location set to ${label}.` : "");
    // Prices, stock and store distances on the page may depend on the location
    void revalidator.revalidate();
    onChosen?.(geo);
  }

  return (
    <div className={["location-picker", className].filter(Boolean).join(" ")}>
      {locationLabel ? (
        <p className="location-picker__current">
          <span className="location-picker__caption">Delivering to</span>{" "}
          <strong className="location-picker__label">{locationLabel}</strong>
        </p>
      ) : (
        <p className="location-picker__missing">Please select your location.</p>
      )}
      {editing ? (
        <Suspense fallback={<p className="location-picker__loading">Loading…</p>}>
          <LocationEditor
            onChosen={chosen}
            onCancel={startEditing ? undefined : () => setEditing(false)}
            autoFocus
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="location-picker__change"
          onClick={() => setEditing(true)}
          // Fetch the editor while the pointer is on its way, so it opens without a wait
          onPointerEnter={() => void loadEditor()}
          onFocus={() => void loadEditor()}
        >
          Change delivery location
        </button>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
