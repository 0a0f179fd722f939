import { z } from "zod";

/** Every error code of the API and the one HTTP status it answers with (ADR 002). */
export const apiErrorStatus = {
  invalid: 400,
  unauthorized: 401,
  payment_refused: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  server_error: 500,
} as const;
export type ApiErrorCode = keyof typeof apiErrorStatus;

const apiErrorCodes = Object.keys(apiErrorStatus) as [ApiErrorCode, ...ApiErrorCode[]];
export const apiErrorCodeSchema = z.enum(apiErrorCodes);

/** Every error response of the API: a code and a list of messages a person can act on. */
export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  errors: z.array(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The body the server answers for an error: the one place both sides agree on its shape. */
export function apiErrorBody(code: ApiErrorCode, errors: string | readonly string[]): ApiErrorBody {
  return apiErrorSchema.parse({ code, errors: typeof errors === "string" ? [errors] : [...errors] });
}

/** A failed answer as the app acts on it. */
export interface ApiProblem {
  /** The HTTP status; 0 when there was no answer at all. */
  status: number;
  /** The body's code, else the code of the status; null for a status no code stands for. */
  code: ApiErrorCode | null;
  /** The messages a person can act on, in the order the answer gave them (possibly none). */
  messages: string[];
}

const codeByStatus = new Map<number, ApiErrorCode>(
  Object.entries(apiErrorStatus).map(([code, status]) => [status, code as ApiErrorCode]),
);

/** The error code a status stands for: its own, server_error for any other 5xx, else null. */
export function apiErrorCodeOf(status: number): ApiErrorCode | null {
  return codeByStatus.get(status) ?? (status >= 500 ? "server_error" : null);
}

const strings = (list: readonly unknown[]) => list.filter((m): m is string => typeof m === "string");

/**
 * Messages of a body that is not the API's own shape: a bare list, `{errors: [...]}`,
 * `{error: {errors}}` (the spec's project helper) or `{errors: {field: [...]}}` (other services).
 */
function lenientMessages(body: unknown): string[] {
  if (Array.isArray(body)) return strings(body);
  if (!body || typeof body !== "object") return [];
  const record = body as Record<string, unknown>;
  const nested =
    record.error && typeof record.error === "object"
      ? (record.error as Record<string, unknown>).errors
      : undefined;
  const errors = record.errors ?? nested;
  if (Array.isArray(errors)) return strings(errors);
  if (errors && typeof errors === "object")
    return Object.values(errors).flatMap((value) => (Array.isArray(value) ? strings(value) : []));
  return [];
}

/** The one reader of an error answer (server codes, web client, loaders): status, code and messages. */
export function readApiError(status: number, body: unknown): ApiProblem {
  const own = apiErrorSchema.safeParse(body);
  if (own.success) return { status, code: own.data.code, messages: own.data.errors };
  return { status, code: apiErrorCodeOf(status), messages: lenientMessages(body) };
}

/** A 400's messages sorted for a form: 'field: text' under that field (text only), the rest apart. */
export function fieldMessages<F extends string>(
  messages: readonly string[],
  fields: readonly F[],
): { byField: Partial<Record<F, string[]>>; other: string[] } {
  const byField: Partial<Record<F, string[]>> = {};
  const other: string[] = [];
  for (const message of messages) {
    const colon = message.indexOf(":");
    const field = fields.find((name) => name === message.slice(0, colon).trim());
    if (colon > 0 && field !== undefined) {
      const list = byField[field] ?? [];
      list.push(message.slice(colon + 1).trim());
      byField[field] = list;
    } else other.push(message);
  }
  return { byField, other };
}
