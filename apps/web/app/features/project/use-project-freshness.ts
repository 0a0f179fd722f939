import { useEffect, useRef } from "react";
import type { ApiClient } from "~/lib/api-client";
import { projectApi } from "~/lib/project-api";

/** What the screen says when it shows another staff member's change (not a spec message). */
export const projectChangedElsewhere = "Someone else changed this project: it now shows their changes.";

/** How often an open project asks whether someone else changed it, while its tab is in view. */
export const projectFreshnessMs = 30_000;

/**
 * Staff share projects: while one has a project open, another may change it. When the tab comes back
 * into view, and every 30 s while it is in view, the project's outline (its version) is read; a newer
 * version calls `onNewer`, unless the screen is busy saving (that save answers the newer project
 * itself, or a conflict saying someone else changed it).
 */
export function useProjectFreshness({
  api,
  projectId,
  version,
  busy,
  onNewer,
}: {
  api: ApiClient;
  projectId: number;
  /** The version on screen; null before the project has one (an empty project's outline has it). */
  version: number | null;
  busy: boolean;
  onNewer: () => void;
}) {
  // The latest values for the listeners, which stay attached across renders
  const latest = useRef({ version, busy, onNewer });
  latest.current = { version, busy, onNewer };

  useEffect(() => {
    let stopped = false;
    let asking = false;
    const check = async () => {
      if (stopped || asking || document.visibilityState !== "visible" || latest.current.busy) return;
      asking = true;
      try {
        const outline = await projectApi(api).getProjectOutline(projectId);
        const shown = latest.current.version;
        if (!stopped && !latest.current.busy && shown !== null && outline.version > shown)
          latest.current.onNewer();
      } catch {
        // A missed check is harmless: the next one, or the next save, finds the change
      } finally {
        asking = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(() => void check(), projectFreshnessMs);
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [api, projectId]);
}
