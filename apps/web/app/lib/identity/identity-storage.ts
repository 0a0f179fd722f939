import {
  formLoginNonceCookie,
  type IdentityTokens,
  identityStorageKeys,
  returnUrlSchema,
} from "@store/domain/account.schema";
import { readIdentityToken } from "@store/domain/identity-token";

/** The pair the browser keeps while signed in (storefront s.4). */
export interface StoredTokens {
  identityToken: string;
  accessToken: string;
}

// Storage can be missing (server render) or refuse access (privacy modes); signed out is the safe reading
function storage(kind: "local" | "session"): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored tokens, or null unless all three of flag, access token and identity token are there (s.4). */
export function readStoredTokens(): StoredTokens | null {
  const local = storage("local");
  if (!local) return null;
  const flag = local.getItem(identityStorageKeys.loggedIn);
  const accessToken = local.getItem(identityStorageKeys.accessToken);
  const identityToken = local.getItem(identityStorageKeys.identityToken);
  if (flag !== "true" || !accessToken || !identityToken) return null;
  return { identityToken, accessToken };
}

/** Keeps a signed-in pair: the logged-in flag, the access token and the identity token. */
export function storeTokens(tokens: StoredTokens): void {
  const local = storage("local");
  if (!local) return;
  try {
    local.setItem(identityStorageKeys.accessToken, tokens.accessToken);
    local.setItem(identityStorageKeys.identityToken, tokens.identityToken);
    // Last, so another tab never sees the flag with a half-written pair
    local.setItem(identityStorageKeys.loggedIn, "true");
  } catch {
    // A full storage keeps the shopper signed out in the browser; the session cookie still decides on the server
  }
}

/** Logout in the browser: removes the three keys (storefront s.4). */
export function clearStoredTokens(): void {
  const local = storage("local");
  if (!local) return;
  local.removeItem(identityStorageKeys.loggedIn);
  local.removeItem(identityStorageKeys.accessToken);
  local.removeItem(identityStorageKeys.identityToken);
}

/** True when any of the three keys is there: something to log out of. */
export function hasStoredIdentity(): boolean {
  const local = storage("local");
  if (!local) return false;
  return [
    identityStorageKeys.loggedIn,
    identityStorageKeys.accessToken,
    identityStorageKeys.identityToken,
  ].some((key) => local.getItem(key) !== null);
}

/** A fresh random nonce: 32 bytes as base64url (43 characters). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Starts a sign-in: a new nonce, kept in this tab's sessionStorage until the tokens come back. */
export function beginSignIn(): string {
  const nonce = newNonce();
  storage("session")?.setItem(identityStorageKeys.nonce, nonce);
  return nonce;
}

/** The nonce of the sign-in under way in this tab, if any. */
export function pendingNonce(): string | null {
  return storage("session")?.getItem(identityStorageKeys.nonce) ?? null;
}

/** Forgets the nonce of the sign-in under way (it is single use). */
export function forgetNonce(): void {
  storage("session")?.removeItem(identityStorageKeys.nonce);
}

/**
 * Takes (and forgets) the nonce the store made for a login form posted before this page's script ran
 * (ADR 090), handed over in a short-lived cookie on the login path.
 */
export function takeFormLoginNonce(): string | null {
  if (typeof document === "undefined") return null;
  const { name, path } = formLoginNonceCookie;
  const pair = document.cookie.split("; ").find((cookie) => cookie.startsWith(`${name}=`));
  if (!pair) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we sell to (older Safari, Firefox)
  document.cookie = `${name}=; Path=${path}; Max-Age=0; SameSite=Strict`;
  return decodeURIComponent(pair.slice(name.length + 1)) || null;
}

/** Remembers where a social sign-in started, to come back to after the provider (storefront s.4). */
export function rememberSocialReturnPath(path: string): void {
  storage("session")?.setItem(identityStorageKeys.socialReturnPath, path);
}

/** Takes (and forgets) where a social sign-in started. */
export function takeSocialReturnPath(): string | null {
  const session = storage("session");
  const path = session?.getItem(identityStorageKeys.socialReturnPath) ?? null;
  session?.removeItem(identityStorageKeys.socialReturnPath);
  return path;
}

/** The tokens in the fragment the login redirect ends with (`#identityToken=..&accessToken=..&expiresIn=..`). */
export function tokensFromFragment(hash: string): IdentityTokens | null {
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  const identityToken = params.get("identityToken");
  const accessToken = params.get("accessToken");
  const expiresIn = Number(params.get("expiresIn"));
  if (!identityToken || !accessToken) return null;
  return { identityToken, accessToken, expiresIn: Number.isFinite(expiresIn) ? expiresIn : 0 };
}

/** True when the identity token was issued for this nonce: tokens from another sign-in are discarded. */
export function isTokenForNonce(identityToken: string, nonce: string | null): boolean {
  if (!nonce) return false;
  return readIdentityToken(identityToken)?.nonce === nonce;
}

/** A path on this store to return to, or the fallback (an absolute or protocol-relative address is refused). */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/account"): string {
  if (!candidate) return fallback;
  const parsed = returnUrlSchema.safeParse(candidate);
  return parsed.success ? parsed.data : fallback;
}
