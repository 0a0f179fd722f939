import { twelveHourTime } from "./text.ts";

/** Hours of one day; index 0 of a week is Monday; null means closed. */
export interface OpenTime {
  openTime: string;
  closeTime: string;
}

/** Monday-indexed weekday (0 = Monday ... 6 = Sunday) of a date in its own time zone's terms. */
export function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** Today's closing time in 12-hour form; empty for appointment-only stores or closed days. */
export function todaysClosingTime(
  store: { openTimes: readonly (OpenTime | null)[]; isAppointmentOnly: boolean },
  today: Date,
): string {
  if (store.isAppointmentOnly) return "";
  const hours = store.openTimes[mondayIndex(today)];
  return hours ? twelveHourTime(hours.closeTime) : "";
}

/** The store blurb status (checkout s.9): 'By appointment only', 'Closed today' or 'Open today until {time}'. */
export function storeBlurbStatus(
  store: { openTimes: readonly (OpenTime | null)[]; isAppointmentOnly: boolean },
  today: Date,
): string {
  if (store.isAppointmentOnly) return "By appointment only";
  const closing = todaysClosingTime(store, today);
  return closing ? `Open today until ${closing}` : "Closed today";
}
