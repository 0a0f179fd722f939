import { addDays } from "./delivery-calendar.ts";
import { dateIn, isClosed } from "./project.ts";
import type { ProjectStatus } from "./project-constants.ts";

/**
 * The rules of staff reminders (storefront s.3 "Reminder", s.4; ADR 046): statuses and their moves, the
 * due state in the store's time zone, the list order, and when the automatic follow-ups fall due.
 * Pure: the server and the web app both use them.
 */

/** Reminder status (storefront s.4). */
export const reminderStatuses = ["Open", "Done", "Archived"] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

/** How a reminder panel shows one reminder (storefront s.4 "Mode"). */
export const reminderModes = ["View", "Edit"] as const;
export type ReminderMode = (typeof reminderModes)[number];

/** Whether a reminder's day has come (storefront s.4 "Due"), in the store's time zone. */
export const reminderDueStates = ["NotDue", "Today", "Overdue"] as const;
export type ReminderDueState = (typeof reminderDueStates)[number];

/**
 * Why a reminder exists: made by staff, or a follow-up the store made (two days after a quote is
 * emailed, two days before a price lock ends). A project has at most one follow-up of each reason.
 */
export const reminderReasons = ["manual", "quote_emailed", "price_lock_ending"] as const;
export type ReminderReason = (typeof reminderReasons)[number];

/** The automatic reasons, each made once per project by a job. */
export type FollowUpReason = Exclude<ReminderReason, "manual">;

/** Days after a quote is emailed that its follow-up falls due. */
export const quoteFollowUpDays = 2;
/** Days before the last day of a price lock that its follow-up falls due. */
export const priceLockFollowUpDays = 2;
/** Longest note on a reminder. */
export const maxReminderNoteLength = 500;
/** Days ahead a reminder may be set for. */
export const maxReminderDaysAhead = 366;

/** What the store writes on the reminders it makes. */
export const followUpNotes: Record<FollowUpReason, string> = {
  quote_emailed: "Follow up the quote emailed two days ago.",
  price_lock_ending: "The price lock ends in two days: follow up before the prices go back.",
};

/**
 * The due state of a reminder due on `date` (yyyy-mm-dd, the store's calendar) at `now`: NotDue before
 * that day, Today on it, Overdue after it, every day counted in the store's time zone `timeZone`.
 */
export function reminderDueState(date: string, now: Date, timeZone: string): ReminderDueState {
  const today = dateIn(timeZone, now);
  if (date > today) return "NotDue";
  return date === today ? "Today" : "Overdue";
}

const statusRank: Record<ReminderStatus, number> = { Open: 0, Done: 1, Archived: 2 };

/**
 * The list order (storefront s.4 "ordered by status then date"): Open, then Done, then Archived; within
 * a status the earliest date first, and reminders of one day in the order they were made.
 */
export function compareReminders(
  a: { status: ReminderStatus; date: string; id: number },
  b: { status: ReminderStatus; date: string; id: number },
): number {
  return (
    statusRank[a.status] - statusRank[b.status] ||
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
    a.id - b.id
  );
}

/** A copy of `reminders` in the list order. */
export function sortReminders<T extends { status: ReminderStatus; date: string; id: number }>(
  reminders: readonly T[],
): T[] {
  return [...reminders].sort(compareReminders);
}

/** The outcome of a status change: the new status, or why it is refused. */
export type ReminderMove =
  | { ok: true; status: ReminderStatus; changed: boolean }
  | { ok: false; reason: string };

/**
 * The status moves (storefront s.4): mark done gives Done (from Open), mark undone gives Open (from Done,
 * or restoring an archived one), archive gives Archived (from Open or Done). Asking for the status a
 * reminder already has changes nothing (a double click, a retry). An archived reminder is restored
 * before it is marked done.
 */
export function moveReminder(from: ReminderStatus, to: ReminderStatus): ReminderMove {
  if (from === to) return { ok: true, status: to, changed: false };
  if (from === "Archived" && to === "Done")
    return { ok: false, reason: "This reminder is archived. Restore it before marking it done." };
  return { ok: true, status: to, changed: true };
}

/** The words of a move for the project's record and the page's message. */
export function reminderMoveLabel(to: ReminderStatus): string {
  switch (to) {
    case "Done":
      return "marked done";
    case "Open":
      return "marked not done";
    case "Archived":
      return "archived";
  }
}

/**
 * Why a date is refused for a new or changed reminder, or null: from today (the store's calendar) up to
 * maxReminderDaysAhead days ahead.
 */
export function reminderDateProblem(date: string, now: Date, timeZone: string): string | null {
  const today = dateIn(timeZone, now);
  if (date < today) return "date: A reminder cannot be set for a day that has passed.";
  if (date > addDays(today, maxReminderDaysAhead))
    return `date: A reminder can be set at most ${maxReminderDaysAhead} days ahead.`;
  return null;
}

/** The day a quote's follow-up falls due: quoteFollowUpDays after the day it was emailed (the store's calendar). */
export function quoteFollowUpDate(emailedAt: Date, timeZone: string): string {
  return addDays(dateIn(timeZone, emailedAt), quoteFollowUpDays);
}

/**
 * The day a price lock's follow-up falls due: priceLockFollowUpDays before the last day the prices hold
 * (`expiryDate`), or today when the lock was made shorter than that.
 */
export function priceLockFollowUpDate(expiryDate: string, now: Date, timeZone: string): string {
  const due = addDays(expiryDate, -priceLockFollowUpDays);
  const today = dateIn(timeZone, now);
  return due < today ? today : due;
}

/**
 * Whether a follow-up is still worth making for a project: not once it is won, partly won or lost, nor
 * once it has been converted to a cart (the customer is buying).
 */
export function followUpWanted(project: { status: ProjectStatus; converted: boolean }): boolean {
  return !project.converted && !isClosed(project.status);
}

/** Counts for the reminders/stats panel: open ones by due state, and how many are done or archived. */
export function reminderStats(
  reminders: readonly { status: ReminderStatus; date: string }[],
  now: Date,
  timeZoneOf: (index: number) => string,
): { open: number; overdue: number; today: number; upcoming: number; done: number; archived: number } {
  const stats = { open: 0, overdue: 0, today: 0, upcoming: 0, done: 0, archived: 0 };
  reminders.forEach((r, i) => {
    if (r.status === "Done") stats.done += 1;
    else if (r.status === "Archived") stats.archived += 1;
    else {
      stats.open += 1;
      const due = reminderDueState(r.date, now, timeZoneOf(i));
      if (due === "Overdue") stats.overdue += 1;
      else if (due === "Today") stats.today += 1;
      else stats.upcoming += 1;
    }
  });
  return stats;
}

/** How a due state reads on an open reminder. */
export const dueLabels: Record<ReminderDueState, string> = {
  NotDue: "Upcoming",
  Today: "Due today",
  Overdue: "Overdue",
};

/** How a reminder's status reads: an open one by when it is due, a closed one by its status. */
export function reminderStateLabel(status: ReminderStatus, due: ReminderDueState): string {
  return status === "Open" ? dueLabels[due] : status;
}

/** 'Wed 25 Nov 2026' for a reminder's yyyy-mm-dd (a calendar day: no time zone moves it). */
export function reminderDayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-AU", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
