import { type IdentityClaims, identityClaimsSchema } from "./account.schema.ts";

/** Renew the tokens this long before the identity token expires (storefront s.4, s.9). */
export const renewalThresholdMs = 900;

function decodePart(part: string): unknown {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The claims of an identity token, read without checking its signature (the browser has no key; the
 * server checks every token it is given), or null when it is not three dot-separated parts of JSON.
 */
export function readIdentityToken(token: string | null | undefined): IdentityClaims | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => part === "")) return null;
  try {
    const claims = identityClaimsSchema.safeParse(decodePart(parts[1] ?? ""));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

/**
 * What the client does with its identity token now (storefront s.4): not a token or expired means
 * log out; within 900 ms of expiry means renew silently; otherwise keep it.
 */
export type IdentityTokenState = "logout" | "renew" | "valid";

export function identityTokenState(token: string | null | undefined, nowMs: number): IdentityTokenState {
  const claims = readIdentityToken(token);
  if (!claims) return "logout";
  const expiresAtMs = claims.exp * 1000;
  if (nowMs >= expiresAtMs) return "logout";
  if (expiresAtMs - nowMs <= renewalThresholdMs) return "renew";
  return "valid";
}

/** Milliseconds until the token should be renewed (0 when now), for the client's timer. */
export function msUntilRenewal(claims: Pick<IdentityClaims, "exp">, nowMs: number): number {
  return Math.max(0, claims.exp * 1000 - renewalThresholdMs - nowMs);
}
