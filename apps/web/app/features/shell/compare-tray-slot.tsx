import "./compare-tray-slot.css";

/**
 * Where the compare tray docks (checkout s.2 "Compare tray"): a fixed bar at the bottom. The shell
 * renders the slot only on pages that show the tray; the compare issue mounts the tray inside it.
 */
export function CompareTraySlot() {
  return <div id="compare-tray-slot" className="compare-tray-slot" data-compare-tray-slot="" />;
}
