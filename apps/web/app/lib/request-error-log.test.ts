import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { logRequestError, requestErrorText } from "./request-error-log.ts";

describe("search and store-set error logs (storefront s.8)", () => {
  it("logs the answer's message when it has one", () => {
    const log = vi.fn();
    logRequestError(new ApiError(400, { errors: ["Choose a store"] }, "/api/store/setstore"), log);
    expect(log).toHaveBeenCalledWith("Choose a store");
  });

  it("logs 'status - statusText' when the answer says nothing", () => {
    expect(requestErrorText(new ApiError(503, null, "/api/v3/search"))).toBe("503 - Service Unavailable");
    expect(requestErrorText(new ApiError(418, "", "/api/v3/search"))).toBe("418 - Error");
  });

  it("logs 'Server error' when there was no answer", () => {
    expect(requestErrorText(new ApiError(0, null, "/api/v3/search", "network"))).toBe("Server error");
    expect(requestErrorText(new TypeError("Failed to fetch"))).toBe("Server error");
  });
});
