import type { DateTuple, DeliveryDay, DeliveryZoneKind } from "./delivery.schema.ts";

/** Days the calendar shows: 6 weeks, Monday to Sunday (checkout s.7, s.9). */
export const calendarDays = 42;
/** With no date to offer, the client selects today plus this many days (checkout s.4, s.9). */
export const fallbackDeliveryDays = 21;
/** The warehouse dispatches Monday to Friday (ISO weekdays). */
export const dispatchWeekdays: readonly number[] = [1, 2, 3, 4, 5];
/** The first date further away than this many days offers 'Notify me if available sooner'. */
export const notifySoonerAfterDays = 7;

/** A delivery zone as the calendar needs it; money in cents. */
export interface ZoneFacts {
  name: string;
  kind: DeliveryZoneKind;
  /** IANA time zone the cut-off is read in (14:00 in Perth is not 14:00 in Sydney). */
  timeZone: string;
  /** ISO weekdays the zone's trucks run: 1 = Monday ... 7 = Sunday. */
  runDays: readonly number[];
  /** Orders placed before this local time (HH:MM) are dispatched today. */
  cutoff: string;
  /** Calendar days from dispatch to the door. */
  transitDays: number;
  /** Price of a delivery day Monday to Friday (and Sunday where a zone runs then). */
  dayPrice: number;
  /** Added on Saturdays. */
  saturdaySurcharge: number;
  /** Goods worth at least this much (cents) make the day price free; the Saturday surcharge stays. Null: never. */
  freeOver: number | null;
}

/** When one cart line can leave: from the warehouse when in stock, else after the supplier's lead days. */
export interface LineReadyFacts {
  inStock: boolean;
  /** Days the supplier needs to get an out-of-stock line to the warehouse. */
  leadDays: number;
}

/** Everything the calendar is worked out from, read by the delivery service; no I/O here. */
export interface CalendarInput {
  zone: ZoneFacts;
  /** The lines the store delivers itself (drop-ship lines have their own calendar); none = one in-stock line. */
  lines: readonly LineReadyFacts[];
  /** Goods value of the order (cents), for zone.freeOver. */
  goodsTotal: number;
  /** Public holidays of the zone's state or region (yyyy-mm-dd): no dispatch, no delivery. */
  holidays: readonly string[];
  /** Days the zone does not deliver (yyyy-mm-dd): blackouts. */
  blackouts: readonly string[];
  /** Days whose capacity is taken (yyyy-mm-dd). */
  fullDays: readonly string[];
  now: Date;
  /** Proforma delivery (checkout s.4): dates before the first free-or-negative-price date are withdrawn. */
  proforma: boolean;
}

/** The calendar: the 42 days and the earliest available one (yyyy-mm-dd), and the zone's today. */
export interface CalendarResult {
  days: DeliveryDay[];
  earliest: string | null;
  today: string;
}

const dayMs = 86_400_000;

function parseIso(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus n days. */
export function addDays(iso: string, n: number): string {
  return toIso(parseIso(iso) + n * dayMs);
}

/** ISO weekday of a yyyy-mm-dd: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const day = new Date(parseIso(iso)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** [year, month, day] of a yyyy-mm-dd. */
export function dateTuple(iso: string): DateTuple {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return [y, m, d];
}

/** yyyy-mm-dd of a {year, month, day}. */
export function isoOf(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

// Building a formatter costs far more than using one; time zones are a handful
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The local date (yyyy-mm-dd) and minutes after midnight of an instant in a time zone. */
export function zonedNow(now: Date, timeZone: string): { date: string; minutes: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** What one day costs in a zone: the day price (free over the zone's threshold) plus the Saturday surcharge. */
export function dayPrice(zone: ZoneFacts, iso: string, goodsTotal: number): number {
  const base = zone.freeOver !== null && goodsTotal >= zone.freeOver ? 0 : zone.dayPrice;
  return base + (isoWeekday(iso) === 6 ? zone.saturdaySurcharge : 0);
}

/** The first warehouse dispatch day on or after `from`: Monday to Friday and not a holiday. */
function dispatchOnOrAfter(from: string, holidays: ReadonlySet<string>): string {
  let day = from;
  for (let i = 0; i < 366; i++) {
    if (dispatchWeekdays.includes(isoWeekday(day)) && !holidays.has(day)) return day;
    day = addDays(day, 1);
  }
  return day;
}

/**
 * The day a line leaves the warehouse (reference delivery.md step 2): in stock, today when the order
 * is in before the zone's cut-off (local time) and today is a dispatch day, else the next dispatch
 * day; out of stock, the first dispatch day after the supplier's lead days.
 */
export function readyDate(
  line: LineReadyFacts,
  today: string,
  beforeCutoff: boolean,
  holidays: ReadonlySet<string>,
): string {
  if (!line.inStock) return dispatchOnOrAfter(addDays(today, Math.max(0, line.leadDays)), holidays);
  return dispatchOnOrAfter(beforeCutoff ? today : addDays(today, 1), holidays);
}

/**
 * The delivery calendar (reference delivery.md steps 1-7, checkout s.4 "Proforma delivery"): 42 days
 * from the Monday of the zone's current week; a day is available when it is on or after the latest
 * ready date plus the zone's transit days, a run day, not a holiday or blackout, and has capacity.
 * Proforma keeps only the days from the first available free (or negative-price) day on. A zone that
 * is not served has no available day.
 */
export function deliveryCalendar(input: CalendarInput): CalendarResult {
  const { zone } = input;
  const local = zonedNow(input.now, zone.timeZone);
  const today = local.date;
  const beforeCutoff = local.minutes < minutesOf(zone.cutoff);
  const holidays = new Set(input.holidays);
  const closed = new Set([...input.holidays, ...input.blackouts, ...input.fullDays]);
  const lines = input.lines.length > 0 ? input.lines : [{ inStock: true, leadDays: 0 }];
  const latestReady = lines
    .map((line) => readyDate(line, today, beforeCutoff, holidays))
    .reduce((a, b) => (a > b ? a : b));
  const firstDoor = addDays(latestReady, Math.max(0, zone.transitDays));
  const monday = addDays(today, 1 - isoWeekday(today));
  const served = zone.kind !== "not_served";
  const days: DeliveryDay[] = [];
  for (let i = 0; i < calendarDays; i++) {
    const iso = addDays(monday, i);
    const available =
      served && iso >= firstDoor && zone.runDays.includes(isoWeekday(iso)) && !closed.has(iso);
    days.push({ date: dateTuple(iso), available, price: dayPrice(zone, iso, input.goodsTotal) });
  }
  const shown = input.proforma ? proformaDays(days) : days;
  const first = shown.find((d) => d.available);
  return { days: shown, earliest: first ? isoOf(tupleDate(first.date)) : null, today };
}

function tupleDate(date: DateTuple): { year: number; month: number; day: number } {
  return { year: date[0], month: date[1], day: date[2] };
}

/**
 * Proforma delivery (checkout s.4): the available days before the first available day with a zero or
 * negative price are marked unavailable; without such a day none stays available.
 */
export function proformaDays(days: readonly DeliveryDay[]): DeliveryDay[] {
  const firstFree = days.findIndex((d) => d.available && d.price <= 0);
  return days.map((d, i) => (firstFree >= 0 && i >= firstFree ? d : { ...d, available: false }));
}

/** The date the client selects when there is no date to offer: today + 21 days (checkout s.4, s.9). */
export function fallbackDeliveryDate(
  now: Date,
  timeZone = "Australia/Sydney",
): { year: number; month: number; day: number } {
  const [year, month, day] = dateTuple(addDays(zonedNow(now, timeZone).date, fallbackDeliveryDays));
  return { year, month, day };
}

/** A calendar day's price label (checkout s.9): 'FREE' for 0, else '$n' (cents only when there are some). */
export function deliveryPriceLabel(cents: number): string {
  if (cents === 0) return "FREE";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2);
  return `${sign}$${dollars}`;
}

const weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A date as the promise line says it: 'Wed 25 Nov' (fixed names: ICU versions punctuate differently). */
export function promiseDayLabel(iso: string): string {
  const [, m, d] = dateTuple(iso);
  return `${weekdayNames[isoWeekday(iso) - 1]} ${d} ${monthNames[m - 1]}`;
}

/** A supplier date as checkout s.9 shows it ('do MMM yyyy'): '1st Dec 2026'. */
export function supplierDayLabel(iso: string): string {
  const [y, m, d] = dateTuple(iso);
  const tens = d % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[d % 10] ?? "th");
  return `${d}${suffix} ${monthNames[m - 1]} ${y}`;
}

/** 'Delivered to {postcode} from {date}' (issue 15), the one wording of the promise. */
export function deliveryPromiseText(postcode: string, earliest: string): string {
  return `Delivered to ${postcode} from ${promiseDayLabel(earliest)}`;
}

/** The cheapest available day's price and the earliest available date of a calendar, or nulls. */
export function calendarSummary(days: readonly DeliveryDay[]): {
  cheapest: number | null;
  earliest: string | null;
} {
  const open = days.filter((d) => d.available);
  if (open.length === 0) return { cheapest: null, earliest: null };
  const first = open[0] as DeliveryDay;
  return {
    cheapest: Math.min(...open.map((d) => d.price)),
    earliest: isoOf(tupleDate(first.date)),
  };
}

/**
 * The cart's delivery block from the delivery service's answer (issue 15: one promise): the cheapest
 * available day's price as the estimate and the earliest date, or why there is none.
 */
export function cartDeliveryEstimate(input: {
  postcode: string;
  /** The service's calendar and message; null when no location is chosen. */
  availability: { availability: readonly DeliveryDay[]; message: string | null; unavailable: boolean } | null;
  proforma: boolean;
  money: (cents: number) => string;
}): { estimate: number | null; earliestDate: string | null; description: string } {
  const proformaNote = input.proforma
    ? " Some products are delivered by their supplier, who confirms the date and cost after you order."
    : "";
  if (!input.availability || !input.postcode)
    return {
      estimate: null,
      earliestDate: null,
      description: `Choose a delivery location to see the delivery cost.${proformaNote}`,
    };
  const { cheapest, earliest } = calendarSummary(input.availability.availability);
  if (input.availability.unavailable || cheapest === null || earliest === null)
    return {
      estimate: null,
      earliestDate: null,
      description: `${input.availability.message ?? `We have no delivery date for ${input.postcode} in the next 6 weeks.`}${proformaNote}`,
    };
  const cost = cheapest <= 0 ? "Delivery is FREE" : `Delivery from ${input.money(cheapest)}`;
  return {
    estimate: Math.max(0, cheapest),
    earliestDate: earliest,
    description: `${deliveryPromiseText(input.postcode, earliest)}. ${cost}; choose the day at checkout.${proformaNote}`,
  };
}
