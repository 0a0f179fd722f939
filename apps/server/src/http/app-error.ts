import { type ApiErrorCode, apiErrorStatus } from "@store/domain/api-error.schema";

/** Error codes services throw (the shared table less server_error, which only the handler answers). */
export type ErrorCode = Exclude<ApiErrorCode, "server_error">;
/** Each code's one HTTP status, from the table the web app reads answers with. */
export const errorStatus: { readonly [code in ErrorCode]: (typeof apiErrorStatus)[code] } = apiErrorStatus;

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
