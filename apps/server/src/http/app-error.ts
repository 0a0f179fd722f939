/** Error codes services throw; the error handler maps each to one HTTP status. */
export const errorStatus = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported_media_type: 415,
  payment_refused: 402,
  too_many_requests: 429,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** A typed, expected failure with messages a person can act on. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: string[];
  /** For too_many_requests: whole seconds until a retry can succeed, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, errors: string | string[], options: { retryAfterSeconds?: number } = {}) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list.join(", "));
    this.name = "AppError";
    this.code = code;
    this.errors = list;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }
}
