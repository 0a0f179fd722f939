import type { Brand } from "@store/domain/brands";

/** '19 Oct 2026' in the brand's locale, read as a calendar date (no time zone shift). */
export function formatDay(date: string, brand: Pick<Brand, "locale">): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(brand.locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(parsed);
}
