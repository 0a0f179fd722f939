import { twelveHourTime } from "./text.ts";

const australianZones: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  TAS: "Australia/Hobart",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
};

/** The IANA time zone a store keeps its hours in, from its country and state (NZ is one zone). */
export function storeTimeZone(store: { country: "AU" | "NZ"; state: string }): string {
  if (store.country === "NZ") return "Pacific/Auckland";
  return australianZones[store.state.trim().toUpperCase()] ?? "Australia/Sydney";
}

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Monday-indexed weekday (0 = Monday ... 6 = Sunday) of an instant in a time zone. */
export function weekdayIndexIn(timeZone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone }).format(instant);
  return Math.max(0, weekdays.indexOf(name));
}

/**
 * A Date whose local weekday is the store's weekday right now, so the Monday-indexed store-hour
 * rules (todaysClosingTime, storeBlurbStatus) answer for the store's day, not the server's or the
 * browser's: a Perth store is still open on Monday evening when Sydney is already on Tuesday.
 */
export function storeLocalDay(store: { country: "AU" | "NZ"; state: string }, instant: Date): Date {
  // 1 January 2024 was a Monday; noon keeps daylight-saving shifts away from midnight
  return new Date(2024, 0, 1 + weekdayIndexIn(storeTimeZone(store), instant), 12);
}

/** The date and 12-hour start and end of an event in a time zone: 'Sunday 29 November 2026', '9pm', '10:30pm'. */
export function eventSchedule(
  startsAt: string | Date,
  durationMinutes: number,
  timeZone: string,
  locale = "en-AU",
): { date: string; start: string; end: string; isoDate: string } {
  const start = typeof startsAt === "string" ? new Date(startsAt) : startsAt;
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(start);
  return {
    date,
    start: twelveHourTime(clockTime(start, timeZone)),
    end: twelveHourTime(clockTime(end, timeZone)),
    isoDate: start.toISOString(),
  };
}

/** 'HH:mm' of an instant on the wall clock of a time zone. */
export function clockTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(instant);
  const hour = parts.find((p) => p.type === "hour")?.value ?? "00";
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  return `${hour}:${minute}`;
}

/** The time zone a brand's staff read times in: head office's (Sydney) in Australia, Auckland in New Zealand. */
export function brandTimeZone(brand: { country: "AU" | "NZ" }): string {
  return storeTimeZone({ country: brand.country, state: brand.country === "NZ" ? "" : "NSW" });
}
