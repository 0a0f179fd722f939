import { type ApiProblem, readApiError } from "@store/domain/api-error.schema";

/** A failed API call: the HTTP status (0 when the network failed), the raw body and what it says. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The body read by the one shared reader: status, code and messages. */
  readonly problem: ApiProblem;
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
    /** 'http': the API answered 4xx/5xx; 'network': no answer; 'invalid-response': the body broke the contract. */
    readonly kind: "http" | "network" | "invalid-response" = "http",
  ) {
    super(`API ${path} failed with ${kind === "http" ? `status ${status}` : kind}`);
    // A network failure or a broken answer says nothing the shopper can act on
    this.problem = kind === "http" ? readApiError(status, body) : { status: 0, code: null, messages: [] };
  }
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What any thrown value says as a failed answer: an ApiError's problem, else no answer at all. */
export function problemOf(error: unknown): ApiProblem {
  return error instanceof ApiError ? error.problem : { status: 0, code: null, messages: [] };
}
