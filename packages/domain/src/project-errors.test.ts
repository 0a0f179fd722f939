import { describe, expect, it } from "vitest";
import {
  firstProjectError,
  operationErrors,
  projectErrorDefault,
  projectErrorMessages,
  projectErrorStrings,
  projectFallbacks,
  projectToasts,
} from "./project-errors.ts";

describe("the shared helper for project errors (storefront s.8)", () => {
  it("takes string errors from errors", () => {
    expect(projectErrorStrings({ errors: ["a", 1, "b"] })).toEqual(["a", "b"]);
  });

  it("else from error.errors, an array or an object of arrays flattened", () => {
    expect(projectErrorStrings({ error: { errors: ["x"] } })).toEqual(["x"]);
    expect(projectErrorStrings({ error: { errors: { name: ["too long"], email: ["bad", 3] } } })).toEqual([
      "too long",
      "bad",
    ]);
    expect(projectErrorStrings({ errors: { quantity: ["at least 1"] } })).toEqual(["at least 1"]);
  });

  it("otherwise an empty list", () => {
    expect(projectErrorStrings(null)).toEqual([]);
    expect(projectErrorStrings("text")).toEqual([]);
    expect(projectErrorStrings({ errors: "one string" })).toEqual([]);
    expect(projectErrorStrings({ error: "nope" })).toEqual([]);
    expect(projectErrorStrings({ error: { errors: 5 } })).toEqual([]);
  });

  it("has a default message for each status, in the spec's words", () => {
    expect(projectErrorDefault(400)).toBe("Invalid request. Please check your input.");
    expect(projectErrorDefault(401)).toBe("Authentication required. Please log in again.");
    expect(projectErrorDefault(403)).toBe("You do not have permission to perform this action.");
    expect(projectErrorDefault(404)).toBe("The requested resource could not be found.");
    expect(projectErrorDefault(500)).toBe("A server error occurred. Please try again later.");
    expect(projectErrorDefault(409)).toBe("An unexpected error occurred. Please try again later.");
    expect(projectErrorDefault(0)).toBe("An unexpected error occurred. Please try again later.");
  });

  it("uses the errors, else the supplied message, else the default", () => {
    expect(projectErrorMessages(400, { errors: ["name: required"] }, "ignored")).toEqual(["name: required"]);
    expect(projectErrorMessages(404, {}, projectFallbacks.logs)).toEqual(["An error occurred getting logs."]);
    expect(projectErrorMessages(403, {})).toEqual(["You do not have permission to perform this action."]);
    expect(firstProjectError(409, { code: "conflict", errors: ["first", "second"] }, "x")).toBe("first");
    expect(firstProjectError(500, null, projectFallbacks.projects)).toBe(
      "An error occurred getting projects.",
    );
  });

  it("keeps the spec's fallbacks and toasts word for word", () => {
    expect(Object.values(projectFallbacks)).toEqual([
      "An error occurred getting projects.",
      "An error occurred getting project list.",
      "An error occurred getting stock.",
      "An error occurred getting competitor prices.",
      "An error occurred getting store view.",
      "An error occurred sending email.",
      "An error occurred getting logs.",
      "An error occurred getting referrer.",
      "An error occurred locking project.",
      "An error occurred cancelling lock project.",
      "An error occurred updating shared status.",
      "An error occurred getting customer project count.",
      "Could not load project outline",
      "Update Failed!",
    ]);
    expect(projectToasts).toEqual({
      updated: "Successfully updated!",
      deleted: "Successfully deleted",
      sent: "Successfully sent",
    });
  });

  it("gives each operation its list: the server's, else its fallback; a transfer shows the first error", () => {
    expect(operationErrors("quote", 400, { errors: ["a", "b"] })).toEqual(["a", "b"]);
    expect(operationErrors("productTransfer", 409, { errors: ["first", "second"] })).toEqual(["first"]);
    expect(operationErrors("productTransfer", 500, null)).toEqual(["Update Failed!"]);
    expect(operationErrors("lock", 500, null)).toEqual(["An error occurred locking project."]);
    expect(operationErrors("sharedStatus", 500, {})).toEqual(["An error occurred updating shared status."]);
    expect(operationErrors("customer", 500, {})).toEqual(["Update Failed!"]);
    expect(operationErrors("customer", 404, {})).toEqual(["The requested resource could not be found."]);
  });
});
