import type { BrandId } from "@store/domain/brands";
import { type HttpErrorOutcome, mapHttpError } from "@store/domain/http-error-messages";
import { problemOf } from "./api-error.ts";
import type { GlobalMessage } from "./global-message.tsx";

/** What the shared mapper needs from the app to act on a failed call. */
export interface HttpErrorEffects {
  brandId: BrandId;
  showMessage: (message: GlobalMessage) => void;
  /** Shows the page-not-found page (the address bar keeps the original URL). */
  showNotFound: () => void;
  /** Sends the shopper to the logout route (401 with an expired session). */
  redirect: (url: string) => void;
  /** The route to come back to after logging in again. */
  returnUrl: string;
  /** The shopper has a session whose token has expired. */
  isSessionExpired?: () => boolean;
}

export interface HttpErrorOptions {
  /** Do not show the not-found page on 404 (the caller handles it). */
  disableNotFoundRedirect?: boolean;
  /** Map the error but show no message (the caller shows its own). */
  silent?: boolean;
  /** Keep the message until closed; errors stay by default so nobody misses them. */
  keepAlive?: boolean;
}

/** Applies the shared mapper (storefront s.8) to any thrown value: message bar, not-found page, logout. */
export function handleHttpError(
  error: unknown,
  effects: HttpErrorEffects,
  options: HttpErrorOptions = {},
): HttpErrorOutcome {
  // Anything that is not an API answer (network down, a bug) maps like an unknown status
  const outcome = mapHttpError(problemOf(error), {
    brand: effects.brandId,
    sessionExpired: effects.isSessionExpired?.() ?? false,
    disableNotFoundRedirect: options.disableNotFoundRedirect,
    returnUrl: effects.returnUrl,
  });
  if (!options.silent) {
    effects.showMessage({ type: "error", text: outcome.message, keepAlive: options.keepAlive ?? true });
  }
  if (outcome.logoutRedirect) effects.redirect(outcome.logoutRedirect);
  else if (outcome.navigateToNotFound) effects.showNotFound();
  return outcome;
}
