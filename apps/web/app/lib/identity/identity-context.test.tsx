import { identityStorageKeys } from "@store/domain/account.schema";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/testing/render-with-providers";
import { createApiClient } from "../api-client.ts";
import { CartProvider, useCart } from "../cart-state.tsx";
import { VisitorGeoProvider } from "../visitor-geo.tsx";
import { IdentityProvider, useIdentity } from "./identity-context.tsx";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function storeSignedIn(sub: string, name: string) {
  const exp = Math.floor(Date.now() / 1000) + 600;
  const claims = {
    sub,
    email: "a@example.com",
    given_name: name,
    family_name: "X",
    role: "customer",
    nonce: `${sub}`.repeat(20),
    iat: exp - 600,
    exp,
  };
  localStorage.setItem(identityStorageKeys.accessToken, `access-${sub}`);
  localStorage.setItem(
    identityStorageKeys.identityToken,
    `${base64url({ alg: "HS256" })}.${base64url(claims)}.c2ln`,
  );
  localStorage.setItem(identityStorageKeys.loggedIn, "true");
}

const emptyCart = {
  cartId: "00000000-0000-0000-0000-000000000000",
  products: [],
  rewards: [],
  orderTotal: 0,
  productCount: 0,
  cartCount: 0,
  messages: [],
  errors: [],
};

function Probe() {
  const { known, signedIn, claims, logout } = useIdentity();
  const { cartCount } = useCart();
  return (
    <>
      <p>{known ? (signedIn ? `signed in as ${claims?.given_name}` : "signed out") : "reading"}</p>
      <p>cart {cartCount}</p>
      <button type="button" onClick={() => void logout()}>
        log out
      </button>
    </>
  );
}

/** The provider and the cart over one recording client (the server's part answered here). */
function renderApp() {
  const calls: string[] = [];
  const api = createApiClient(async (path) => {
    calls.push(path);
    if (path === "/api/cart/") return Response.json(emptyCart);
    return new Response(null, { status: 204 });
  });
  renderWithProviders(
    <VisitorGeoProvider geo={null} locationLabel={null}>
      <IdentityProvider api={api} clientId="aol">
        <CartProvider api={api}>
          <Probe />
        </CartProvider>
      </IdentityProvider>
    </VisitorGeoProvider>,
  );
  return { calls };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("IdentityProvider", () => {
  it("reads the stored sign-in after hydration and gives the claims to the page", async () => {
    storeSignedIn("7", "Sam");
    renderApp();
    expect(await screen.findByText("signed in as Sam")).toBeTruthy();
  });

  it("reads the cart again when the shopper changes (sign-out here, another tab's sign-in), not on the first reading", async () => {
    storeSignedIn("7", "Sam");
    const { calls } = renderApp();
    await screen.findByText("signed in as Sam");
    const cartReads = () => calls.filter((path) => path === "/api/cart/").length;
    await act(async () => {});
    expect(cartReads()).toBe(1);

    await act(async () => screen.getByText("log out").click());
    await screen.findByText("signed out");
    expect(calls).toContain("/api/account/logout");
    await act(async () => {});
    expect(cartReads()).toBe(2);

    storeSignedIn("8", "Ana");
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: identityStorageKeys.loggedIn }));
    });
    await screen.findByText("signed in as Ana");
    expect(cartReads()).toBe(3);
  });
});
