import Holidays from "date-holidays";

/** A public holiday of a region: its day (yyyy-mm-dd) and name. */
export interface PublicHoliday {
  day: string;
  name: string;
}

const memo = new Map<string, PublicHoliday[]>();

/**
 * Public holidays of a date-holidays region ('AU-VIC', 'NZ-AUK') in a year, substitute days included
 * (type 'public' only; ADR 027). Pure data, so each region's year is worked out once per process.
 */
export function publicHolidays(region: string, year: number): PublicHoliday[] {
  const key = `${region}|${year}`;
  const known = memo.get(key);
  if (known) return known;
  const [country = "AU", state] = region.split("-");
  const calendar = state ? new Holidays(country, state) : new Holidays(country);
  const days = (calendar.getHolidays(year) || [])
    .filter((h) => h.type === "public")
    .map((h) => ({ day: h.date.slice(0, 10), name: h.name }));
  memo.set(key, days);
  return days;
}

/** The public holidays of a region from one day to another (yyyy-mm-dd, both included), in order. */
export function publicHolidaysBetween(region: string, from: string, to: string): PublicHoliday[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(year);
  return years
    .flatMap((year) => publicHolidays(region, year))
    .filter((h) => h.day >= from && h.day <= to)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
