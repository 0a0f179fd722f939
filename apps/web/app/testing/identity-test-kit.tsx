import { identityStorageKeys } from "@store/domain/account.schema";
import { type Brand, brands } from "@store/domain/brands";
import type { ReactElement } from "react";
import type { RouteObject } from "react-router";
import { createApiClient } from "~/lib/api-client";
import { IdentityProvider } from "~/lib/identity/identity-context";
import { renderInDataRouter } from "~/testing/render-in-data-router";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An identity token shaped like the server's, for the browser's rules (which never check the signature). */
export function testIdentityToken(
  claims: { nonce?: string; given_name?: string; role?: string; expiresInMs?: number } = {},
): string {
  const exp = Math.floor((Date.now() + (claims.expiresInMs ?? 600_000)) / 1000);
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({
    sub: "7",
    email: "sam@example.com",
    given_name: claims.given_name ?? "Sam",
    family_name: "Shopper",
    role: claims.role ?? "customer",
    nonce: claims.nonce ?? "n".repeat(43),
    iat: exp - 600,
    exp,
  })}.c2ln`;
}

/** Stores a signed-in pair, as a sign-in would have. */
export function storeSignedIn(claims: Parameters<typeof testIdentityToken>[0] = {}) {
  localStorage.setItem(identityStorageKeys.accessToken, "access");
  localStorage.setItem(identityStorageKeys.identityToken, testIdentityToken(claims));
  localStorage.setItem(identityStorageKeys.loggedIn, "true");
}

/**
 * Renders UI that reads the sign-in (account screens, staff panels) in a data router under the identity provider, whose calls go to `answer` (the
 * server's part) and are recorded.
 */
export function renderWithIdentity(
  ui: ReactElement,
  options: {
    path?: string;
    brand?: Brand;
    routes?: RouteObject[];
    answer?: (path: string, body: unknown) => Response | Promise<Response>;
  } = {},
) {
  const calls: { path: string; body: unknown }[] = [];
  const api = createApiClient(async (path, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, body });
    return options.answer ? options.answer(path, body) : new Response(null, { status: 204 });
  });
  const rendered = renderInDataRouter(
    <IdentityProvider api={api} clientId={(options.brand ?? brands.aol).id}>
      {ui}
    </IdentityProvider>,
    { path: options.path, brand: options.brand, routes: options.routes },
  );
  return { ...rendered, calls };
}
