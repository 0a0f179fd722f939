import { describe, expect, it } from "vitest";
import { isLoginRequested, loginErrorText, withoutLoginRequest } from "./login-links";

describe("the showlogin parameter (storefront s.2: any letter case)", () => {
  it.each([
    "?showlogin",
    "?showlogin=true",
    "?showlogin=TRUE",
    "?ShowLogin=True",
    "?SHOWLOGIN=1",
    "?a=1&showLogin=yes",
  ])("opens the prompt for %s", (search) => expect(isLoginRequested(search)).toBe(true));

  it.each(["", "?showlogin=false", "?ShowLogin=0", "?show=login", "?showloginx=true"])(
    "leaves it closed for '%s'",
    (search) => expect(isLoginRequested(search)).toBe(false),
  );

  it("is taken out of the query whatever its case, keeping the rest", () => {
    expect(withoutLoginRequest("?a=1&ShowLogin=TRUE&b=2")).toBe("?a=1&b=2");
    expect(withoutLoginRequest("?showlogin=true")).toBe("");
  });
});

describe("the login page's error words", () => {
  it("says 'Invalid login' for a refusal (storefront s.8) and how long to wait when locked", () => {
    expect(loginErrorText("invalid", null)).toBe("Invalid login");
    expect(loginErrorText("locked", "61")).toMatch(/wait 2 minutes/);
    expect(loginErrorText("locked", null)).toMatch(/wait 15 minutes/);
    expect(loginErrorText(null, null)).toBeNull();
  });
});
