import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";
import { AccountMenu } from "./account-menu";
import { LoginDialog } from "./login-dialog";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(cleanup);

function renderHeader(path: string) {
  return renderWithIdentity(
    <>
      <ul>
        <AccountMenu variant="desktop" />
      </ul>
      <LoginDialog />
    </>,
    { path },
  );
}

const prompt = () => screen.queryByRole("dialog", { name: "Log in" });

describe("the login prompt and the header's account controls (storefront s.2)", () => {
  it("opens on ?showlogin in any letter case, returns to the page without it, and closing drops it", async () => {
    const { router } = renderHeader("/p/fridge?ShowLogin=TRUE&colour=white");
    await waitFor(() => expect(prompt()).toBeTruthy());
    // The form loads on first use (ADR 097)
    const returnUrl = await waitFor(() => {
      const input = prompt()?.querySelector<HTMLInputElement>('input[name="returnUrl"]');
      expect(input).toBeTruthy();
      return input;
    });
    expect(returnUrl?.value).toBe("/p/fridge?colour=white");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.search).toBe("?colour=white"));
    expect(prompt()).toBeNull();
  });

  it("signed out: 'Log in' links to the login page and, with script, opens the prompt instead", async () => {
    renderHeader("/brands");
    const link = screen.getByRole("link", { name: "Log in" });
    expect(link.getAttribute("href")).toBe("/account/login?returnUrl=%2Fbrands");
    expect(prompt()).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(prompt()).toBeTruthy());
  });

  it("signed in: the first name links to /account, and Log out to the logout route back here", async () => {
    storeSignedIn({ given_name: "Priya" });
    renderHeader("/brands");
    const name = await screen.findByRole("link", { name: "Priya" });
    expect(name.getAttribute("href")).toBe("/account");
    expect(screen.getByRole("link", { name: "Log out" }).getAttribute("href")).toBe(
      "/account/logout?returnUrl=%2Fbrands",
    );
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("never opens over the login page, which shows the form itself", async () => {
    renderHeader("/account/login?showlogin=true");
    // Let every effect run: the prompt would have opened by then
    await act(async () => {});
    expect(prompt()).toBeNull();
  });
});
