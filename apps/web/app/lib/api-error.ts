/** A failed API call: the HTTP status (0 when the network failed) and the parsed error body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
    /** 'http': the API answered 4xx/5xx; 'network': no answer; 'invalid-response': the body broke the contract. */
    readonly kind: "http" | "network" | "invalid-response" = "http",
  ) {
    super(`API ${path} failed with ${kind === "http" ? `status ${status}` : kind}`);
  }
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
