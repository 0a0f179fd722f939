import { dollarsText, weekdayShortNames } from "./delivery-admin.schema.ts";
import { addDays, promiseDayLabel, zonedNow } from "./delivery-calendar.ts";

/**
 * Run days as a person reads them: 'Mon–Sat' for a run of three or more, else 'Tue, Thu'; 'None'
 * when empty.
 */
export function runDaysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (sorted.length === 0) return "None";
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && sorted[i] === (sorted[i - 1] as number) + 1) continue;
    const run = sorted.slice(start, i).map((d) => weekdayShortNames[d - 1] as string);
    if (run.length >= 3) parts.push(`${run[0]}–${run[run.length - 1]}`);
    else parts.push(...run);
    start = i;
  }
  return parts.join(", ");
}

/** '$29', '$29.50', 'FREE' for 0; 'never' for null (a threshold that is off). */
export function adminMoneyLabel(cents: number | null): string {
  if (cents === null) return "never";
  if (cents === 0) return "FREE";
  return `$${dollarsText(cents)}`;
}

/** How each setting is named and shown in the record of changes. */
export interface ChangeField<T> {
  label: string;
  show: (value: T) => string;
}

/**
 * The record's line for an edit: 'Weekday price $29 → $35; Saturday surcharge $20 → $25', only the
 * settings whose shown value changed; null when nothing did.
 */
export function changeSummary<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: { [K in keyof T]?: ChangeField<T[K]> },
): string | null {
  const parts: string[] = [];
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const field = fields[key];
    if (!field || !(key in after)) continue;
    const was = field.show(before[key]);
    const now = field.show(after[key] as T[keyof T]);
    if (was !== now) parts.push(`${field.label} ${was} → ${now}`);
  }
  return parts.length > 0 ? parts.join("; ") : null;
}

/** The settings of a zone as the record of changes names them. */
export const zoneChangeFields = {
  runDays: { label: "Run days", show: (v: readonly number[]) => runDaysLabel(v) },
  cutoff: { label: "Cut-off", show: (v: string) => v },
  transitDays: { label: "Transit days", show: (v: number) => String(v) },
  dayPrice: { label: "Weekday price", show: (v: number) => adminMoneyLabel(v) },
  saturdaySurcharge: { label: "Saturday surcharge", show: (v: number) => adminMoneyLabel(v) },
  freeOver: { label: "Free from", show: (v: number | null) => adminMoneyLabel(v) },
  slotsPerDay: { label: "Deliveries per day", show: (v: number) => String(v) },
};

/**
 * Which capacity rows the sweep deletes (ADR 033): days before `today` (UTC; every zone is at or ahead
 * of UTC, so such a day is over everywhere) with nothing taken, and every day more than `historyDays`
 * before it. Both are yyyy-mm-dd, exclusive.
 */
export function capacitySweepBefore(
  now: Date,
  historyDays: number,
): { emptyBefore: string; allBefore: string } {
  const today = now.toISOString().slice(0, 10);
  return { emptyBefore: today, allBefore: addDays(today, -Math.max(0, Math.floor(historyDays))) };
}

/** A day as the settings screen and the record of changes name it: 'Tue 1 Dec 2026'. */
export function adminDayLabel(iso: string): string {
  return `${promiseDayLabel(iso)} ${iso.slice(0, 4)}`;
}

/**
 * The record's line for a day changed by hand: 'Closed Tue 1 Dec 2026 in AU-TAS (Staff party)',
 * 'Removed: opened Fri 25 Dec 2026 for Hobart metro'.
 */
export function overrideSummary(
  action: "added" | "removed",
  override: { day: string; closed: boolean; where: string; note: string },
): string {
  const what = `${override.closed ? "closed" : "opened"} ${adminDayLabel(override.day)} ${override.where}${override.note ? ` (${override.note})` : ""}`;
  return action === "added" ? `${what.charAt(0).toUpperCase()}${what.slice(1)}` : `Removed: ${what}`;
}

const regionNames: Record<string, string> = {
  "AU-NSW": "New South Wales",
  "AU-ACT": "Australian Capital Territory",
  "AU-VIC": "Victoria",
  "AU-QLD": "Queensland",
  "AU-SA": "South Australia",
  "AU-WA": "Western Australia",
  "AU-TAS": "Tasmania",
  "AU-NT": "Northern Territory",
  "NZ-AUK": "Auckland",
  "NZ-WGN": "Wellington",
  "NZ-CAN": "Canterbury",
  "NZ-BOP": "Bay of Plenty",
  "NZ-GIS": "Gisborne",
  "NZ-HKB": "Hawke's Bay",
  "NZ-MWT": "Manawatū-Whanganui",
  "NZ-MBH": "Marlborough",
  "NZ-NSN": "Nelson",
  "NZ-NTL": "Northland",
  "NZ-OTA": "Otago",
  "NZ-STL": "Southland",
  "NZ-TKI": "Taranaki",
  "NZ-TAS": "Tasman",
  "NZ-WKO": "Waikato",
  "NZ-WTC": "West Coast",
};

/** A state's or region's name for a date-holidays code: 'AU-TAS' is 'Tasmania'; an unknown code is itself. */
export function holidayRegionName(code: string): string {
  return regionNames[code] ?? code;
}

/**
 * When a change was made, as the record shows it: 'Tue 24 Nov 2026, 14:05' in the store's head-office
 * time (Sydney); worked out without the runtime's locale, so the server's page and the browser agree.
 */
export function changeTimeLabel(iso: string, timeZone = "Australia/Sydney"): string {
  const { date, minutes } = zonedNow(new Date(iso), timeZone);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return `${adminDayLabel(date)}, ${clock}`;
}
