import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config.ts";

/**
 * Fields of a database error that name things or places (SQLSTATE, table, constraint, position in the
 * statement), never the values a statement carried. Everything else (params, detail, hint, where,
 * internalQuery...) is left out of the log: it holds addresses, session ids, mail bodies (ADR 019).
 */
const namingFields = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
  "position",
] as const;

/** Words after which a quoted name is an object's name, kept; other quoted text is a value, masked. */
const nameWords = new Set([
  "column",
  "constraint",
  "relation",
  "table",
  "index",
  "type",
  "function",
  "schema",
  "sequence",
  "encoding",
  "database",
  "role",
  "extension",
  "operator",
  "trigger",
  "view",
]);

/**
 * A message with the values removed: drizzle's 'Failed query: <sql>\nparams: <values>' keeps the SQL
 * (its values are $n placeholders); other messages (PostgreSQL's) keep quoted names and mask quoted values.
 */
export function withoutValues(message: string): string {
  const paramsAt = message.indexOf("\nparams:");
  if (paramsAt >= 0) return message.slice(0, paramsAt);
  return message.replace(/(\b[\w]+ )?"((?:[^"]|"")*)"/g, (whole, before: string | undefined) =>
    before && nameWords.has(before.trim().toLowerCase()) ? whole : `${before ?? ""}"…"`,
  );
}

/**
 * pino's `err` serializer: the error's type, message and stack without values, the SQL text (with its
 * $1 placeholders) and the naming fields, and its cause the same way.
 */
export function errorWithoutValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? withoutValues(error) : error;
  const fields = error as Error & Record<string, unknown>;
  const message = withoutValues(error.message);
  const out: Record<string, unknown> = { type: error.name, message };
  if (typeof fields.query === "string") out.query = fields.query;
  for (const name of namingFields) {
    const value = fields[name];
    if (typeof value === "string" || typeof value === "number") out[name] = value;
  }
  if (error.stack) {
    const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
    out.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  }
  if (error.cause !== undefined && depth < 5) out.cause = errorWithoutValues(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < 5)
    out.errors = error.errors.map((inner) => errorWithoutValues(inner, depth + 1));
  return out;
}

/** The process logger: JSON lines on stdout (or `destination`), errors logged without their values. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorWithoutValues, error: errorWithoutValues },
    },
    destination,
  );
}
