import { identityStorageKeys } from "@store/domain/account.schema";
import { brands } from "@store/domain/brands";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIdentity, testIdentityToken } from "~/testing/identity-test-kit";
import { RegisterForm } from "./register-form";

/** The register call's answer, standing in for the server behind the browser's fetch. */
let answer: (body: Record<string, unknown>) => Response;
let sent: Record<string, unknown>[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sent = [];
  vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    if (path === "/api/account/register") {
      sent.push(body);
      return answer(body);
    }
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const good = {
  Email: "New.Shopper@Example.com",
  Password: "correct horse battery",
  "First name": "Nia",
  "Last name": "Shopper",
  Phone: "0412 345 678",
};

describe("registration (storefront s.3 'Registration payload', s.5)", () => {
  it("posts the lower-cased email, the phone without spaces, the brand and a nonce; keeps the tokens and goes to /account", async () => {
    answer = (body) =>
      Response.json({
        identityToken: testIdentityToken({ nonce: String(body.nonce), given_name: "Nia" }),
        accessToken: "access-new",
        expiresIn: 900,
        message: "We've sent a confirmation link to new.shopper@example.com.",
      });
    const { router } = renderWithIdentity(<RegisterForm />, { path: "/account/register" });
    expect(screen.queryByLabelText(/ABN/)).toBeNull();
    fill(good);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(sent[0]).toMatchObject({
      email: "new.shopper@example.com",
      password: "correct horse battery",
      firstName: "Nia",
      lastName: "Shopper",
      phone: "0412345678",
      clientId: "aol",
    });
    expect(String(sent[0]?.nonce)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(localStorage.getItem(identityStorageKeys.accessToken)).toBe("access-new");
    expect(router.state.location.state).toEqual({
      notice: "We've sent a confirmation link to new.shopper@example.com.",
    });
  });

  it("refuses a short password and a phone outside the AU/NZ rules before calling", async () => {
    renderWithIdentity(<RegisterForm />);
    fill({ ...good, Password: "too-short", Phone: "12345" });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByText("Your password needs at least 12 characters")).toBeTruthy());
    expect(screen.getByText("Please enter a valid Australian or New Zealand phone number")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal on the email field", async () => {
    answer = () =>
      Response.json(
        { errors: ["An account already exists for this email. Sign in, or reset your password."] },
        { status: 400 },
      );
    renderWithIdentity(<RegisterForm />);
    fill(good);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/An account already exists for this email/)).toBeTruthy();
    expect(localStorage.getItem(identityStorageKeys.loggedIn)).toBeNull();
  });

  it("on the trade brand asks for the ABN and checks its checksum", async () => {
    renderWithIdentity(<RegisterForm />, { brand: brands.wac });
    fill(good);
    fireEvent.click(screen.getByRole("button", { name: "Open a trade account" }));
    await waitFor(() => expect(screen.getByLabelText(/ABN/).getAttribute("aria-invalid")).toBe("true"));
    fill({ "ABN (Australian Business Number)": "51 824 753 557" });
    await waitFor(() => expect(screen.getByText("Please enter a valid ABN (11 digits)")).toBeTruthy());
    expect(sent).toEqual([]);
  });
});
