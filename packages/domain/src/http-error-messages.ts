import type { BrandId } from "./brands.ts";

/** What the shared client mapper decides for a failed call (storefront s.8 "By HTTP status"). */
export interface HttpErrorOutcome {
  message: string;
  /** Navigate to /404 (the address bar keeps the original URL). */
  navigateToNotFound: boolean;
  /** Log the shopper out and send them to login, then back to `returnUrl`. */
  logoutRedirect: string | null;
}

export interface HttpErrorContext {
  brand: BrandId;
  /** The shopper has a session whose token has expired. */
  sessionExpired?: boolean;
  /** Suppress the /404 navigation for this call. */
  disableNotFoundRedirect?: boolean;
  /** The route to return to after logging in again. */
  returnUrl?: string;
}

/** Messages a failed response carries: a list, `{errors: [...]}` or `{error: {errors}}`. */
export function serverMessages(body: unknown): string[] {
  if (Array.isArray(body)) return body.filter((m): m is string => typeof m === "string");
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const errors =
      record.errors ??
      (record.error && typeof record.error === "object"
        ? (record.error as Record<string, unknown>).errors
        : undefined);
    if (Array.isArray(errors)) return errors.filter((m): m is string => typeof m === "string");
    if (errors && typeof errors === "object") {
      return Object.values(errors as Record<string, unknown>)
        .flatMap((v) => (Array.isArray(v) ? v : []))
        .filter((m): m is string => typeof m === "string");
    }
  }
  return [];
}

/** Maps an HTTP status and body to the message and action of the shared mapper. */
export function mapHttpError(status: number, body: unknown, context: HttpErrorContext): HttpErrorOutcome {
  const outcome: HttpErrorOutcome = {
    message: "An error has occurred, please try again",
    navigateToNotFound: false,
    logoutRedirect: null,
  };
  if (status === 400) {
    const messages = serverMessages(body);
    if (messages.length > 0) outcome.message = messages.join(", ");
  } else if (status === 401) {
    outcome.message = "You are not authorised for this action";
    if (context.brand !== "aol" && context.sessionExpired) {
      const back = context.returnUrl ?? "/";
      outcome.logoutRedirect = `/account/logout?returnUrl=${encodeURIComponent(`/account/login?returnUrl=${back}`)}`;
    }
  } else if (status === 403) {
    outcome.message = "permission denied for the resource";
  } else if (status === 404) {
    outcome.message = "The page you looking for does not exist, please try again";
    outcome.navigateToNotFound = !context.disableNotFoundRedirect;
  }
  return outcome;
}

const projectDefaults: Record<number, string> = {
  400: "Invalid request. Please check your input.",
  401: "Authentication required. Please log in again.",
  403: "You do not have permission to perform this action.",
  404: "The requested resource could not be found.",
  500: "A server error occurred. Please try again later.",
};

/** The shared helper for project errors: server strings, else the supplied message, else one by status. */
export function projectErrorMessages(status: number, body: unknown, supplied?: string): string[] {
  const messages = serverMessages(body);
  if (messages.length > 0) return messages;
  if (supplied) return [supplied];
  return [projectDefaults[status] ?? "An unexpected error occurred. Please try again later."];
}
