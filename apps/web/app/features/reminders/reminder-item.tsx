import {
  dueLabels,
  maxReminderNoteLength,
  type ReminderMode,
  type ReminderStatus,
  reminderDayLabel,
  reminderMoveLabel,
} from "@store/domain/reminder";
import type { Reminder } from "@store/domain/reminder.schema";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { projectApi } from "~/lib/project-api";
import { reminderFailure } from "./reminder-labels";

/** The moves a reminder offers in each status (storefront s.4: mark done, mark undone, archive). */
const moves: Record<ReminderStatus, { to: ReminderStatus; label: string }[]> = {
  Open: [
    { to: "Done", label: "Mark done" },
    { to: "Archived", label: "Archive" },
  ],
  Done: [
    { to: "Open", label: "Mark not done" },
    { to: "Archived", label: "Archive" },
  ],
  Archived: [{ to: "Open", label: "Restore" }],
};

/**
 * One reminder of the reminders/list panel, in View or Edit mode (storefront s.4): its project, day,
 * due state and note, the status moves, and in Edit mode its day and note to change.
 */
export function ReminderItem({
  reminder,
  onSaved,
}: {
  reminder: Reminder;
  onSaved: (message: string) => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [mode, setMode] = useState<ReminderMode>("View");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);
  const entered = useRef(false);

  useEffect(() => {
    // Focus follows the mode: into the form on Edit, back to its button on leaving it
    if (mode === "Edit") {
      entered.current = true;
      dateRef.current?.focus();
    } else if (entered.current) document.getElementById(`${id}-edit`)?.focus();
  }, [mode, id]);

  const run = async (work: () => Promise<Reminder>, said: (r: Reminder) => string) => {
    setBusy(true);
    setError("");
    try {
      const saved = await work();
      setMode("View");
      onSaved(said(saved));
    } catch (failure) {
      setError(reminderFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  const title = `${reminder.projectRef} ${reminder.projectName}`;
  const open = reminder.status === "Open";
  return (
    <li className={`reminders__item reminders__item--${reminder.status.toLowerCase()}`}>
      <article aria-labelledby={`${id}-title`}>
        <div className="reminders__item-head">
          <h4 id={`${id}-title`} className="reminders__item-title">
            {title}
          </h4>
          {open ? (
            <span className={`reminders__badge reminders__badge--${reminder.due.toLowerCase()}`}>
              {dueLabels[reminder.due]}
            </span>
          ) : (
            <span className="reminders__badge">{reminder.status}</span>
          )}
        </div>
        <p className="reminders__meta">
          <time dateTime={reminder.date}>{reminderDayLabel(reminder.date)}</time>
          {reminder.customerName ? ` · ${reminder.customerName}` : ""}
          {reminder.reason !== "manual" ? " · made by the store" : ""}
        </p>
        {mode === "View" ? (
          reminder.note ? (
            <p className="reminders__note">{reminder.note}</p>
          ) : null
        ) : (
          <form
            className="reminders__edit"
            aria-label={`Edit the reminder for ${title}`}
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              void run(
                () =>
                  projectApi(api).saveReminder({
                    id: reminder.id,
                    date: String(data.get("date") ?? ""),
                    note: String(data.get("note") ?? ""),
                  }),
                (r) => `Reminder for ${r.projectRef} saved: due ${reminderDayLabel(r.date)}.`,
              );
            }}
          >
            <div className="reminders__field">
              <label htmlFor={`${id}-date`}>Due on</label>
              <input
                ref={dateRef}
                id={`${id}-date`}
                name="date"
                type="date"
                required
                defaultValue={reminder.date}
              />
            </div>
            <div className="reminders__field reminders__field--wide">
              <label htmlFor={`${id}-note`}>Note</label>
              <textarea
                id={`${id}-note`}
                name="note"
                rows={2}
                maxLength={maxReminderNoteLength}
                defaultValue={reminder.note}
              />
            </div>
            <div className="reminders__actions">
              <Button type="submit" disabled={busy}>
                Save
              </Button>
              <Button variant="secondary" onClick={() => setMode("View")}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {mode === "View" ? (
          <div className="reminders__actions">
            {moves[reminder.status].map((move) => (
              <Button
                key={move.to}
                variant={move.to === "Done" ? "primary" : "secondary"}
                disabled={busy}
                aria-describedby={`${id}-title`}
                onClick={() =>
                  void run(
                    () => projectApi(api).setReminderStatus(reminder.id, move.to),
                    (r) => `Reminder for ${r.projectRef} ${reminderMoveLabel(move.to)}.`,
                  )
                }
              >
                {move.label}
              </Button>
            ))}
            {open ? (
              <Button
                id={`${id}-edit`}
                variant="ghost"
                aria-describedby={`${id}-title`}
                onClick={() => setMode("Edit")}
              >
                Edit
              </Button>
            ) : null}
          </div>
        ) : null}
        <p className="reminders__error" role="alert">
          {error}
        </p>
      </article>
    </li>
  );
}
