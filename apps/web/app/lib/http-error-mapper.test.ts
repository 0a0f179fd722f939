import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { type HttpErrorEffects, handleHttpError } from "./http-error-mapper.ts";

function effects(overrides: Partial<HttpErrorEffects> = {}) {
  return {
    brandId: "wa",
    showMessage: vi.fn(),
    showNotFound: vi.fn(),
    redirect: vi.fn(),
    returnUrl: "/cart",
    ...overrides,
  } satisfies HttpErrorEffects;
}

describe("handleHttpError", () => {
  it("shows the joined server messages of a 400 as a persistent error", () => {
    const fx = effects();
    handleHttpError(new ApiError(400, ["Postcode is required", "Phone is invalid"], "/api/x"), fx);
    expect(fx.showMessage).toHaveBeenCalledWith({
      type: "error",
      text: "Postcode is required, Phone is invalid",
      keepAlive: true,
    });
    expect(fx.showNotFound).not.toHaveBeenCalled();
  });

  it("shows the not-found page on 404 unless disabled", () => {
    const fx = effects();
    handleHttpError(new ApiError(404, { code: "not_found", errors: [] }, "/api/x"), fx);
    expect(fx.showMessage).toHaveBeenCalledWith(
      expect.objectContaining({ text: "The page you looking for does not exist, please try again" }),
    );
    expect(fx.showNotFound).toHaveBeenCalledTimes(1);

    const quiet = effects();
    handleHttpError(new ApiError(404, null, "/api/x"), quiet, { disableNotFoundRedirect: true });
    expect(quiet.showNotFound).not.toHaveBeenCalled();
    expect(quiet.showMessage).toHaveBeenCalledTimes(1);
  });

  it("logs an expired session out with a login return route, except for aol", () => {
    const fx = effects({ isSessionExpired: () => true });
    const outcome = handleHttpError(new ApiError(401, null, "/api/account"), fx);
    expect(outcome.message).toBe("You are not authorised for this action");
    expect(fx.redirect).toHaveBeenCalledWith(
      `/account/logout?returnUrl=${encodeURIComponent("/account/login?returnUrl=%2Fcart")}`,
    );

    const aol = effects({ brandId: "aol", isSessionExpired: () => true });
    handleHttpError(new ApiError(401, null, "/api/account"), aol);
    expect(aol.redirect).not.toHaveBeenCalled();
  });

  it("maps 403, other statuses, network failures and bugs to their messages", () => {
    const fx = effects();
    expect(handleHttpError(new ApiError(403, null, "/api/x"), fx).message).toBe(
      "permission denied for the resource",
    );
    expect(handleHttpError(new ApiError(500, null, "/api/x"), fx).message).toBe(
      "An error has occurred, please try again",
    );
    expect(handleHttpError(new ApiError(0, null, "/api/x", "network"), fx).message).toBe(
      "An error has occurred, please try again",
    );
    // a 200 whose body broke the contract must not pass for a 404 or 400
    const invalid = handleHttpError(new ApiError(404, { wrong: true }, "/api/x", "invalid-response"), fx);
    expect(invalid.navigateToNotFound).toBe(false);
    expect(handleHttpError(new TypeError("boom"), fx).message).toBe(
      "An error has occurred, please try again",
    );
  });

  it("can stay silent and can let the message auto-hide", () => {
    const silent = effects();
    handleHttpError(new ApiError(500, null, "/api/x"), silent, { silent: true });
    expect(silent.showMessage).not.toHaveBeenCalled();

    const brief = effects();
    handleHttpError(new ApiError(500, null, "/api/x"), brief, { keepAlive: false });
    expect(brief.showMessage).toHaveBeenCalledWith(expect.objectContaining({ keepAlive: false }));
  });
});
