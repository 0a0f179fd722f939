import { describe, expect, it } from "vitest";
import { readApiError } from "./api-error.schema.ts";
import { identityErrorMessages, mapHttpError, projectErrorMessages } from "./http-error-messages.ts";

const read = readApiError;

describe("mapHttpError (storefront s.8, by HTTP status)", () => {
  it("joins server messages of a 400 with ', '", () => {
    expect(
      mapHttpError(read(400, { errors: ["Email is required", "Phone is invalid"] }), { brand: "aol" })
        .message,
    ).toBe("Email is required, Phone is invalid");
    expect(mapHttpError(read(400, ["One", "Two"]), { brand: "aol" }).message).toBe("One, Two");
  });

  it("falls back to the generic message for a 400 without messages", () => {
    expect(mapHttpError(read(400, null), { brand: "aol" }).message).toBe(
      "An error has occurred, please try again",
    );
  });

  it("maps 401 and redirects to logout only for non-aol apps with an expired session", () => {
    const wa = mapHttpError(read(401, null), { brand: "wa", sessionExpired: true, returnUrl: "/cart" });
    expect(wa.message).toBe("You are not authorised for this action");
    expect(wa.logoutRedirect).toBe(
      `/account/logout?returnUrl=${encodeURIComponent("/account/login?returnUrl=%2Fcart")}`,
    );
    expect(mapHttpError(read(401, null), { brand: "aol", sessionExpired: true }).logoutRedirect).toBeNull();
    expect(mapHttpError(read(401, null), { brand: "wa", sessionExpired: false }).logoutRedirect).toBeNull();
  });

  it("maps 403", () => {
    expect(mapHttpError(read(403, null), { brand: "aol" }).message).toBe(
      "permission denied for the resource",
    );
  });

  it("maps 404 and navigates to /404 unless disabled", () => {
    const outcome = mapHttpError(read(404, null), { brand: "aol" });
    expect(outcome.message).toBe("The page you looking for does not exist, please try again");
    expect(outcome.navigateToNotFound).toBe(true);
    expect(
      mapHttpError(read(404, null), { brand: "aol", disableNotFoundRedirect: true }).navigateToNotFound,
    ).toBe(false);
  });

  it("gives the generic message for any other status", () => {
    for (const status of [409, 500, 502]) {
      const outcome = mapHttpError(read(status, { errors: ["ignored"] }), { brand: "aol" });
      expect(outcome).toEqual({
        message: "An error has occurred, please try again",
        navigateToNotFound: false,
        logoutRedirect: null,
      });
    }
  });
});

describe("projectErrorMessages (shared helper for project errors)", () => {
  it("prefers server strings, then the supplied message", () => {
    expect(projectErrorMessages(read(400, { errors: ["Name taken"] }), "Update Failed!")).toEqual([
      "Name taken",
    ]);
    expect(projectErrorMessages(read(400, {}), "Update Failed!")).toEqual(["Update Failed!"]);
  });

  it("falls back to a message by status", () => {
    expect(projectErrorMessages(read(400, {}))).toEqual(["Invalid request. Please check your input."]);
    expect(projectErrorMessages(read(401, {}))).toEqual(["Authentication required. Please log in again."]);
    expect(projectErrorMessages(read(403, {}))).toEqual([
      "You do not have permission to perform this action.",
    ]);
    expect(projectErrorMessages(read(404, {}))).toEqual(["The requested resource could not be found."]);
    expect(projectErrorMessages(read(500, {}))).toEqual(["A server error occurred. Please try again later."]);
    expect(projectErrorMessages(read(418, {}))).toEqual([
      "An unexpected error occurred. Please try again later.",
    ]);
  });
});

describe("identityErrorMessages", () => {
  it("says the service is unavailable for a 5xx or no answer, else the errors, else the default", () => {
    expect(identityErrorMessages({ status: 503, messages: ["x"] })).toEqual([
      "Service currently unavailable. Please try again later",
    ]);
    expect(identityErrorMessages({ status: 0, messages: [] })).toEqual([
      "Service currently unavailable. Please try again later",
    ]);
    expect(identityErrorMessages({ status: 400, messages: ["Invalid login", "Try again"] })).toEqual([
      "Invalid login",
      "Try again",
    ]);
    expect(identityErrorMessages({ status: 409, messages: [] })).toEqual([
      "Something has gone wrong, Please try again.",
    ]);
  });
});
