import type { ReminderDueState } from "@store/domain/reminder";
import { reminderErrorSchema } from "@store/domain/reminder.schema";
import { isApiError } from "~/lib/api-error";

/** How a due state reads on an open reminder. */
export const dueLabels: Record<ReminderDueState, string> = {
  NotDue: "Upcoming",
  Today: "Due today",
  Overdue: "Overdue",
};

/** 'Wed 25 Nov 2026' for a yyyy-mm-dd (a calendar day: no time zone moves it). */
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

/**
 * What a failed reminder call says: the server's errtext (storefront s.8), else its messages, else a
 * plain sentence when there was no answer.
 */
export function reminderFailure(error: unknown): string {
  if (isApiError(error)) {
    const body = reminderErrorSchema.safeParse(error.body);
    if (body.success) return body.data.errtext;
    if (error.problem.messages.length > 0) return error.problem.messages.join(", ");
  }
  return "The reminder could not be saved: check your connection and try again.";
}
