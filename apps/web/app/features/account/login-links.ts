import { identityErrorDefault } from "@store/domain/http-error-messages";
import { countOf } from "@store/domain/text";

/** The query parameter that opens the login prompt on any page, in any letter case (storefront s.2). */
const showLoginParam = "showlogin";

/** True when the query asks for the login prompt (`?showlogin`, `?ShowLogin=TRUE`; not `=false` or `=0`). */
export function isLoginRequested(search: string): boolean {
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() !== showLoginParam) continue;
    const answer = value.trim().toLowerCase();
    if (answer !== "false" && answer !== "0") return true;
  }
  return false;
}

/** The query without the login prompt's parameter (whatever its case), with its '?' when not empty. */
export function withoutLoginRequest(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.toLowerCase() === showLoginParam) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The login page's address that brings the shopper back to `returnUrl` afterwards. */
export function loginHref(returnUrl: string): string {
  return `/account/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The logout route's address that returns to `returnUrl` (a path) afterwards. */
export function logoutHref(returnUrl: string): string {
  return `/account/logout?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * What the login page says for the `error` the server redirected with (ADR 025): 'Invalid login'
 * (storefront s.8), or how long to wait after too many attempts.
 */
export function loginErrorText(error: string | null, retryAfterSeconds: string | null): string | null {
  if (error === "invalid") return "Invalid login";
  if (error === "locked") {
    const seconds = Number(retryAfterSeconds);
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
    return `Too many sign-in attempts. Please wait ${countOf(minutes, "minute")} and try again, or reset your password.`;
  }
  if (error) return identityErrorDefault;
  return null;
}
