import type { ReactNode } from "react";
import "./compare-tray-slot.css";

/**
 * Where the compare tray docks (checkout s.2 "Compare tray"): a fixed bar at the bottom. The shell
 * renders the slot only on pages that show the tray; the root puts the tray in it.
 */
export function CompareTraySlot({ children }: { children?: ReactNode }) {
  return (
    <div id="compare-tray-slot" className="compare-tray-slot" data-compare-tray-slot="">
      {children}
    </div>
  );
}
