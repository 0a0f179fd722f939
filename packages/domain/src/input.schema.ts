import { z } from "zod";

/**
 * The shared building blocks of every request schema (ADR 018): ids, whole numbers, text and dates
 * that PostgreSQL can always take. A value outside them is the client's mistake (a 400 naming it),
 * never a database error (a 500).
 */

/** The largest PostgreSQL `integer` (int4): every serial id and counted column fits in it. */
export const int4Max = 2_147_483_647;

/** Years a date in a request may name: PostgreSQL has no year 0, and no sale, order or report is older or further out. */
export const dateYears = { min: 1900, max: 2200 } as const;

// A whole number sent as text (a path or query parameter), or as a JSON number
const digits = /^\s*-?\d+\s*$/;

/**
 * A whole number from `min` to `max`, from a JSON number or a string of digits ('12', not '1e1' or
 * '0x0c'). `message` answers any value outside it, so it should say what is expected; `below` and
 * `above` may say more for a number out of range.
 */
export function wholeNumberSchema(
  message: string,
  min: number,
  max: number,
  range: { below?: string; above?: string } = {},
) {
  return z.preprocess(
    (value) => (typeof value === "string" && digits.test(value) ? Number(value) : value),
    z
      .number({ message })
      .int(message)
      .min(min, range.below ?? message)
      .max(max, range.above ?? message),
  );
}

/** A database id: a positive int4, from a number or a path string. */
export function databaseIdSchema(message = `An id is a whole number from 1 to ${int4Max}`) {
  return wholeNumberSchema(message, 1, int4Max);
}

// C0 controls (NUL included), DEL, C1 controls and unpaired surrogate halves: never part of text a
// person types, and NUL is refused by PostgreSQL text columns and parameters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const plainText = /^[^\u0000-\u001f\u007f-\u009f\p{Cs}]*$/u;

/**
 * One line of text a person typed: no NUL or control characters, at most `max` characters, trimmed
 * unless `trim: false`. A string schema, so callers add `.min`, `.regex` or `.email` as they need.
 */
export function textSchema(what: string, max: number, options: { trim?: boolean; missing?: string } = {}) {
  const base = z.string({ message: options.missing ?? `${what} is required as text` });
  return (options.trim === false ? base : base.trim())
    .max(max, `${what} has at most ${max} characters`)
    .regex(plainText, `${what} cannot contain control characters`);
}

/** An Idempotency-Key header (reference/payments.md): the client's own key for one request and its retries. */
export const idempotencyKeySchema = textSchema("The Idempotency-Key header", 100).regex(
  /^[A-Za-z0-9_-]{8,100}$/,
  "The Idempotency-Key header is 8 to 100 letters, digits, '-' or '_'",
);

/** True when the text holds no NUL or control characters (what `textSchema` requires). */
export function isPlainText(text: string): boolean {
  return plainText.test(text);
}

function yearInRange(year: number): boolean {
  return year >= dateYears.min && year <= dateYears.max;
}

const yearsMessage = (what: string) => `${what} must be in the years ${dateYears.min} to ${dateYears.max}`;

/** A calendar date 'YYYY-MM-DD' that exists (no 30 February), in the years of `dateYears`. */
export function calendarDateSchema(what = "A date") {
  return z.iso
    .date({ message: `${what} is a date written YYYY-MM-DD` })
    .refine((text) => yearInRange(Number(text.slice(0, 4))), yearsMessage(what));
}

/** An ISO 8601 date-time with a time zone ('2026-11-24T09:30:00+11:00'), in the years of `dateYears`. */
export function dateTimeSchema(what = "A date-time") {
  return z.iso
    .datetime({ offset: true, message: `${what} is an ISO date-time such as 2026-11-24T09:30:00+11:00` })
    .refine((text) => {
      const time = new Date(text);
      return yearInRange(Number(text.slice(0, 4))) && yearInRange(time.getUTCFullYear());
    }, yearsMessage(what));
}

/** A calendar date or an ISO date-time (as `?dateOverride=` takes), in the years of `dateYears`. */
export function dateOrDateTimeSchema(what = "A date") {
  const date = calendarDateSchema(what);
  const dateTime = dateTimeSchema(what);
  return z
    .string({ message: `${what} is a date (YYYY-MM-DD) or an ISO date-time` })
    .superRefine((text, ctx) => {
      const asDate = date.safeParse(text);
      if (asDate.success) return;
      const asDateTime = dateTime.safeParse(text);
      if (asDateTime.success) return;
      // Report the problem of the form the text has: a bare date is 10 characters long
      const problem = (text.length > 10 ? asDateTime : asDate).error?.issues[0]?.message;
      ctx.addIssue({ code: "custom", message: problem ?? `${what} is not a date` });
    });
}
