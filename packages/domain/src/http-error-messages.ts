import type { ApiProblem } from "./api-error.schema.ts";
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

/** Maps a failed answer (read by `readApiError`) to the message and action of the shared mapper. */
export function mapHttpError(
  { status, messages }: Pick<ApiProblem, "status" | "messages">,
  context: HttpErrorContext,
): HttpErrorOutcome {
  const outcome: HttpErrorOutcome = {
    message: "An error has occurred, please try again",
    navigateToNotFound: false,
    logoutRedirect: null,
  };
  if (status === 400) {
    if (messages.length > 0) outcome.message = messages.join(", ");
  } else if (status === 401) {
    outcome.message = "You are not authorised for this action";
    if (context.brand !== "aol" && context.sessionExpired) {
      const back = context.returnUrl ?? "/";
      // Encoded twice: the page's own query must survive inside the login route's returnUrl
      outcome.logoutRedirect = `/account/logout?returnUrl=${encodeURIComponent(`/account/login?returnUrl=${encodeURIComponent(back)}`)}`;
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
export function projectErrorMessages(
  { status, messages }: Pick<ApiProblem, "status" | "messages">,
  supplied?: string,
): string[] {
  if (messages.length > 0) return messages;
  if (supplied) return [supplied];
  return [projectDefaults[status] ?? "An unexpected error occurred. Please try again later."];
}

/** The identity calls' default words (storefront s.8 "Identity"). */
export const identityErrorDefault = "Something has gone wrong, Please try again.";
/** When the identity service itself failed (an answer of type 'error': a 5xx, or no answer at all). */
export const identityUnavailable = "Service currently unavailable. Please try again later";

/**
 * What a refused identity call shows (storefront s.8 "Identity"): the service failing is 'Service
 * currently unavailable...'; else the answer's errors, each its own paragraph (joined with blank
 * lines); else the default.
 */
export function identityErrorMessages({
  status,
  messages,
}: Pick<ApiProblem, "status" | "messages">): string[] {
  if (status === 0 || status >= 500) return [identityUnavailable];
  return messages.length > 0 ? messages : [identityErrorDefault];
}
