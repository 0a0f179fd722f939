import { formLoginNonceCookie, identityStorageKeys } from "@store/domain/account.schema";
import { storeFeatures } from "@store/domain/settings.schema";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginSignIn, rememberSocialReturnPath } from "~/lib/identity/identity-storage";
import { StoreFeaturesProvider } from "~/lib/store-features";
import { renderWithIdentity, testIdentityToken } from "~/testing/identity-test-kit";
import { LoginPage } from "./login-page";

const formNonceCookie = (value: string, maxAge = 300) => {
  // biome-ignore lint/suspicious/noDocumentCookie: as the store sets it, readable by the page
  document.cookie = `${formLoginNonceCookie.name}=${value}; Path=${formLoginNonceCookie.path}; Max-Age=${maxAge}`;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  formNonceCookie("", 0);
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

/** The browser arrives from the provider's redirect with the tokens in the fragment. */
function arrive(search: string, identityToken: string) {
  const fragment = new URLSearchParams({ identityToken, accessToken: "access-1", expiresIn: "900" });
  window.history.replaceState(null, "", `/account/login${search}#${fragment}`);
  return renderWithIdentity(<LoginPage />, { path: `/account/login${search}` });
}

describe("the login route receiving the provider's redirect (storefront s.4, ADR 025)", () => {
  it("keeps tokens that carry this tab's nonce, clears the fragment and goes to returnUrl", async () => {
    const nonce = beginSignIn();
    const token = testIdentityToken({ nonce });
    const { router } = arrive("?returnUrl=%2Fcart", token);
    await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
    expect(localStorage.getItem(identityStorageKeys.identityToken)).toBe(token);
    expect(localStorage.getItem(identityStorageKeys.accessToken)).toBe("access-1");
    expect(localStorage.getItem(identityStorageKeys.loggedIn)).toBe("true");
    expect(window.location.hash).toBe("");
    // The nonce is single use
    expect(sessionStorage.getItem(identityStorageKeys.nonce)).toBeNull();
  });

  it("goes to /account when no returnUrl came back, and never to another site", async () => {
    const nonce = beginSignIn();
    const { router } = arrive("?returnUrl=%2F%2Fevil.example", testIdentityToken({ nonce }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
  });

  it("after a social sign-in, goes back to where it started", async () => {
    const nonce = beginSignIn();
    rememberSocialReturnPath("/p/quiet-dishwasher");
    const { router } = arrive("?returnUrl=%2Faccount", testIdentityToken({ nonce }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/p/quiet-dishwasher"));
    expect(sessionStorage.getItem(identityStorageKeys.socialReturnPath)).toBeNull();
  });

  it("discards tokens whose nonce this tab did not send, and says so", async () => {
    beginSignIn();
    const { router } = arrive("?returnUrl=%2Fcart", testIdentityToken({ nonce: "z".repeat(43) }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(/did not start in this browser tab/),
    );
    expect(localStorage.getItem(identityStorageKeys.loggedIn)).toBeNull();
    expect(window.location.hash).toBe("");
    expect(router.state.location.pathname).toBe("/account/login");
  });

  it("keeps tokens of a form sent before the page's script ran, by the nonce the store handed over in a cookie (ADR 090)", async () => {
    const nonce = "f".repeat(43);
    formNonceCookie(nonce);
    const token = testIdentityToken({ nonce });
    const { router } = arrive("?returnUrl=%2Faccount", token);
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(localStorage.getItem(identityStorageKeys.identityToken)).toBe(token);
    // Single use, as the tab's nonce
    expect(document.cookie).not.toContain(formLoginNonceCookie.name);
  });

  it("discards tokens that match neither this tab's nonce nor the store's cookie", async () => {
    formNonceCookie("f".repeat(43));
    arrive("?returnUrl=%2Faccount", testIdentityToken({ nonce: "z".repeat(43) }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(/did not start in this browser tab/),
    );
    expect(localStorage.getItem(identityStorageKeys.loggedIn)).toBeNull();
    expect(document.cookie).not.toContain(formLoginNonceCookie.name);
  });

  it("shows 'Invalid login' for ?error=invalid with the form to try again", () => {
    renderWithIdentity(<LoginPage />, { path: "/account/login?returnUrl=%2Faccount&error=invalid" });
    expect(screen.getByRole("alert").textContent).toBe("Invalid login");
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });
});

describe("'Email me a sign-in code' (OTPEnabled, ADR 060)", () => {
  it("is not offered while the brand's OTPEnabled is off", () => {
    renderWithIdentity(<LoginPage />, { path: "/account/login" });
    expect(screen.queryByRole("button", { name: "Email me a sign-in code" })).toBeNull();
  });

  it("is offered when it is on, and opens on an email field that takes the focus", async () => {
    renderWithIdentity(
      <StoreFeaturesProvider features={{ ...storeFeatures([]), otp: true }}>
        <LoginPage />
      </StoreFeaturesProvider>,
      { path: "/account/login" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in code" }));
    const section = await screen.findByRole("region", { name: "Sign in with a code" });
    const email = section.querySelector("input[type=email]");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole("button", { name: "Send code" })).toBeTruthy();
  });
});
