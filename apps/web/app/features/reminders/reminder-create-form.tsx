import { maxReminderNoteLength, reminderDayLabel } from "@store/domain/reminder";
import type { ReminderProject } from "@store/domain/reminder.schema";
import { useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { createBrowserApiClient } from "~/lib/api-client";
import { projectApi } from "~/lib/project-api";
import { reminderFailure } from "./reminder-labels";

/**
 * The reminders/create panel (storefront s.2; ADR 046): a reminder on one of the staff member's projects
 * for a day, with a note. The server checks the day in the project's store's calendar.
 */
export function ReminderCreateForm({
  projects,
  projectId,
  onSaved,
}: {
  projects: ReminderProject[];
  projectId: number | null;
  onSaved: (message: string) => void;
}) {
  const id = useId();
  const api = useMemo(() => createBrowserApiClient(), []);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(projectId ?? projects[0]?.id ?? 0);
  // The project's store's today: a reminder before it would be refused
  const today = projects.find((p) => p.id === chosen)?.today ?? projects[0]?.today ?? "";
  const [date, setDate] = useState(today);
  if (projects.length === 0)
    return <p className="reminders__empty">You have no open projects to set a reminder on.</p>;
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError("");
    try {
      const made = await projectApi(api).saveReminder({
        projectId: Number(data.get("projectId")),
        date: String(data.get("date") ?? ""),
        note: String(data.get("note") ?? ""),
      });
      form.reset();
      setDate(today);
      onSaved(`Reminder added for ${made.projectRef} on ${reminderDayLabel(made.date)}.`);
    } catch (failure) {
      setError(reminderFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reminders__form" onSubmit={submit} aria-describedby={`${id}-error`}>
      <div className="reminders__field">
        <label htmlFor={`${id}-project`}>Project</label>
        <select
          id={`${id}-project`}
          name="projectId"
          required
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.ref} {p.name}
              {p.customerName ? ` (${p.customerName})` : ""}
            </option>
          ))}
        </select>
      </div>
      <div className="reminders__field">
        <label htmlFor={`${id}-date`}>Due on</label>
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          required
          min={today}
          value={date < today ? today : date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div className="reminders__field reminders__field--wide">
        <label htmlFor={`${id}-note`}>Note</label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={maxReminderNoteLength} />
      </div>
      <p id={`${id}-error`} className="reminders__error" role="alert">
        {error}
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? "Adding…" : "Add reminder"}
      </Button>
    </form>
  );
}
