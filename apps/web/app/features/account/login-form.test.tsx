import { identityStorageKeys } from "@store/domain/account.schema";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";
import { LoginForm } from "./login-form";

let submitted: HTMLFormElement[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  submitted = [];
  // The native submit would leave the page; what it would send is what the test reads
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement).value;

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the login prompt's form (storefront s.3 'Login form', s.4, s.5)", () => {
  it("posts email (lower-cased), password, returnUrl, origin and a new nonce kept in this tab", async () => {
    renderWithIdentity(<LoginForm returnUrl="/p/fridge" />);
    fillAndSubmit("  Sam@Example.COM ", "Demo-password-1");
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0] as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/account/login-redir");
    expect(field(form, "email")).toBe("sam@example.com");
    expect(field(form, "password")).toBe("Demo-password-1");
    expect(field(form, "returnUrl")).toBe("/p/fridge");
    expect(field(form, "origin")).toBe(window.location.origin);
    const nonce = field(form, "nonce");
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionStorage.getItem(identityStorageKeys.nonce)).toBe(nonce);
  });

  it("sends nothing while the email is missing or malformed, and says why beside the field", async () => {
    renderWithIdentity(<LoginForm returnUrl="/account" />);
    fillAndSubmit("", "secret");
    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please enter your email address")).toBeTruthy();
    fillAndSubmit("not-an-address", "secret");
    await waitFor(() => expect(screen.getByText("Please enter a valid email address")).toBeTruthy());
    expect(submitted).toEqual([]);
    expect(sessionStorage.getItem(identityStorageKeys.nonce)).toBeNull();
  });

  it("logs out an existing session first: the stored pair goes and the server is told, then the form posts", async () => {
    storeSignedIn();
    const { calls } = renderWithIdentity(<LoginForm returnUrl="/account" />);
    fillAndSubmit("other@example.com", "Demo-password-1");
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.map((call) => call.path)).toEqual(["/api/account/logout"]);
    expect(localStorage.getItem(identityStorageKeys.loggedIn)).toBeNull();
    expect(localStorage.getItem(identityStorageKeys.accessToken)).toBeNull();
  });

  it("shows the page's error above the fields", () => {
    renderWithIdentity(<LoginForm returnUrl="/account" error="Invalid login" />);
    expect(screen.getByRole("alert").textContent).toBe("Invalid login");
  });
});
