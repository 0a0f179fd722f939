import { ApiError } from "./api-error.ts";

/** Reason phrases of the statuses the API answers, for 'status - statusText' (the browser's own is not kept). */
const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * What a failed search or store-set call logs (storefront s.8): the answer's message, or
 * 'status - statusText', or 'Server error' when there was no answer to read.
 */
export function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === "http") {
    const message = error.problem.messages[0];
    if (message) return message;
    if (error.status > 0) return `${error.status} - ${statusTexts[error.status] ?? "Error"}`;
  }
  return "Server error";
}

/** Logs a failed search or store-set call as the spec says. */
export function logRequestError(
  error: unknown,
  log: (message: string) => void = (message) => console.error(message),
): string {
  const text = requestErrorText(error);
  log(text);
  return text;
}
