import { reminderStatuses } from "@store/domain/reminder";
import type { Reminder, ReminderProject, ReminderStats } from "@store/domain/reminder.schema";
import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ReminderCreateForm } from "./reminder-create-form";
import { ReminderItem } from "./reminder-item";
import "./reminders.css";

/** What the reminders page shows: the staff member's reminders, their counts and their projects. */
export interface RemindersData {
  reminders: Reminder[];
  stats: ReminderStats;
  projects: ReminderProject[];
  /** The project the new reminder form starts on (`?projectId=`). */
  projectId: number | null;
}

const statusHeadings = { Open: "Open", Done: "Done", Archived: "Archived" } as const;

/**
 * The store's own reminders panels (storefront s.2 reminders/create, reminders/list, reminders/stats;
 * ADR 046), served at /staff/reminders when no CMS is configured: the counts, a new reminder, and the
 * staff member's reminders by status then date, each marked done, undone or archived in place.
 */
export function RemindersPage({ data }: { data: RemindersData }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");
  const onSaved = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  const { stats } = data;
  const counts: [string, number, string][] = [
    ["Overdue", stats.overdue, "overdue"],
    ["Due today", stats.today, "today"],
    ["Upcoming", stats.upcoming, "notdue"],
    ["Done", stats.done, "done"],
    ["Archived", stats.archived, "archived"],
  ];
  return (
    <section className="reminders page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Reminders</h1>
      <p className="reminders__lead">
        Follow-ups of your projects. The store adds one two days after a quote is emailed and two days before
        a price lock ends; days count in the project's store's time zone.
      </p>
      <nav className="reminders__nav" aria-label="Reminders">
        <ul>
          <li>
            <a href="#reminder-stats">At a glance</a>
          </li>
          <li>
            <a href="#new-reminder">New reminder</a>
          </li>
          <li>
            <a href="#reminder-list">Your reminders</a>
          </li>
        </ul>
      </nav>
      <p className="reminders__notice" role="status">
        {notice}
      </p>

      <section id="reminder-stats" className="reminders__panel" aria-labelledby={`${id}-stats`}>
        <h2 id={`${id}-stats`}>At a glance</h2>
        <dl className="reminders__stats">
          {counts.map(([label, count, tone]) => (
            <div key={label} className={`reminders__stat reminders__stat--${tone}`}>
              <dt>{label}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="new-reminder" className="reminders__panel" aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>New reminder</h2>
        <ReminderCreateForm projects={data.projects} projectId={data.projectId} onSaved={onSaved} />
      </section>

      <section id="reminder-list" className="reminders__panel" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>Your reminders</h2>
        {data.reminders.length === 0 ? <p className="reminders__empty">No reminders yet.</p> : null}
        {reminderStatuses.map((status) => {
          const list = data.reminders.filter((r) => r.status === status);
          if (list.length === 0) return null;
          return (
            <section key={status} aria-labelledby={`${id}-${status}`} className="reminders__group">
              <h3 id={`${id}-${status}`}>
                {statusHeadings[status]} ({list.length})
              </h3>
              <ul className="reminders__list">
                {list.map((reminder) => (
                  <ReminderItem key={reminder.id} reminder={reminder} onSaved={onSaved} />
                ))}
              </ul>
            </section>
          );
        })}
      </section>
    </section>
  );
}

/** What a signed-in customer sees at the staff address. */
export function RemindersStaffOnly() {
  const id = useId();
  return (
    <section className="reminders page-container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Reminders are for staff</h1>
      <p className="reminders__lead">
        Your account has no reminders. <Link to="/account">Go to your account</Link>
      </p>
    </section>
  );
}
