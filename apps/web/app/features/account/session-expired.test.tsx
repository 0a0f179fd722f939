import { brands } from "@store/domain/brands";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-error";
import { useIdentity } from "~/lib/identity/identity-context";
import { useHttpErrorHandler } from "~/lib/use-http-error-handler";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";

function FailingCall() {
  const handleError = useHttpErrorHandler();
  const { known, signedIn } = useIdentity();
  return (
    <>
      <button type="button" onClick={() => handleError(new ApiError(401, null, "/api/account"))}>
        call
      </button>
      <p>{known ? (signedIn ? "signed in" : "signed out") : "reading"}</p>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("a 401 while the browser holds a sign-in (storefront s.8)", () => {
  it("on a non-aol brand goes to account/logout with the login route back to this page", async () => {
    storeSignedIn();
    const { router } = renderWithIdentity(<FailingCall />, { brand: brands.wa, path: "/p/fridge?x=1" });
    await screen.findByText("signed in");
    fireEvent.click(screen.getByText("call"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/logout"));
    // The logout route goes to the login route, which comes back to this page, query and all
    const login = new URLSearchParams(router.state.location.search).get("returnUrl") ?? "";
    expect(login).toBe("/account/login?returnUrl=%2Fp%2Ffridge%3Fx%3D1");
    expect(new URL(login, "http://x").searchParams.get("returnUrl")).toBe("/p/fridge?x=1");
  });

  it("stays on the page when nobody is signed in here, or on aol", async () => {
    const signedOut = renderWithIdentity(<FailingCall />, { brand: brands.wa, path: "/p/fridge" });
    await screen.findByText("signed out");
    fireEvent.click(screen.getByText("call"));
    expect(signedOut.router.state.location.pathname).toBe("/p/fridge");
    cleanup();

    storeSignedIn();
    const aol = renderWithIdentity(<FailingCall />, { brand: brands.aol, path: "/p/fridge" });
    await screen.findByText("signed in");
    fireEvent.click(screen.getByText("call"));
    expect(aol.router.state.location.pathname).toBe("/p/fridge");
  });
});
