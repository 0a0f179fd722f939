import { reminderDayLabel, reminderStateLabel } from "@store/domain/reminder";
import type { Reminder } from "@store/domain/reminder.schema";
import { useId, useMemo } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { projectApi } from "~/lib/project-api";
import { useClientData } from "~/lib/use-client-data";
import { failureText } from "./use-operations";

/**
 * The fallback when the project's reminders do not load, in the words of storefront s.8's project
 * fallbacks (the spec lists none for reminders).
 */
export const remindersFallback = "An error occurred getting reminders.";

/**
 * The project's own reminders (GET /api/Reminders?projectId), due day and status, with a link to the
 * reminders page where they are added and changed. Loaded again after each change of the project (the
 * version is in the key): emailing a quote or locking its prices makes follow-ups.
 */
export function ProjectReminders({ projectId, version }: { projectId: number; version: number }) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const loaded = useClientData<Reminder[]>(
    `${projectId}@${version}`,
    () => projectApi(api).getProjectReminders(projectId),
    {
      keepPrevious: true,
    },
  );
  const reminders = loaded.status === "success" ? loaded.data : null;
  const error = loaded.status === "error" ? failureText(loaded.error, remindersFallback) : "";
  return (
    <section className="project__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reminders</h2>
      {error ? (
        <div className="project__stack">
          <p className="project__error" role="alert">
            {error}
          </p>
          <Button variant="secondary" onClick={loaded.retry}>
            Try the reminders again
          </Button>
        </div>
      ) : null}
      {!reminders && !error ? (
        <p className="project__muted" role="status">
          Loading reminders…
        </p>
      ) : null}
      {reminders && reminders.length === 0 ? (
        <p className="project__muted">No reminders for this project.</p>
      ) : null}
      {reminders && reminders.length > 0 ? (
        <ul className="project__plain-list" aria-label="Reminders of this project">
          {reminders.map((r) => (
            <li key={r.id} className="project__reminder">
              <time dateTime={r.date}>{reminderDayLabel(r.date)}</time>{" "}
              <span
                className={`project__reminder-state project__reminder-state--${r.status === "Open" ? r.due : r.status}`}
              >
                {reminderStateLabel(r.status, r.due)}
              </span>
              {r.note ? <span className="project__muted"> · {r.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={`/staff/reminders?projectId=${projectId}`}>See and add reminders for this project</Link>
      </p>
    </section>
  );
}
