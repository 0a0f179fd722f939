import { describe, expect, it } from "vitest";
import { apiErrorBody, apiErrorStatus, fieldMessages, readApiError } from "./api-error.schema.ts";

describe("readApiError", () => {
  it("reads the API's own body: its code and messages", () => {
    expect(readApiError(409, { code: "conflict", errors: ["Too many"] })).toEqual({
      status: 409,
      code: "conflict",
      messages: ["Too many"],
    });
  });

  it("reads what the server's builder writes, for every code", () => {
    for (const [code, status] of Object.entries(apiErrorStatus)) {
      const body = JSON.parse(JSON.stringify(apiErrorBody(code as keyof typeof apiErrorStatus, "m")));
      expect(readApiError(status, body)).toEqual({ status, code, messages: ["m"] });
    }
  });

  it("reads other shapes leniently: a list, errors, error.errors, an object of lists", () => {
    expect(readApiError(400, ["a", 1, "b"]).messages).toEqual(["a", "b"]);
    expect(readApiError(400, { errors: ["a"] }).messages).toEqual(["a"]);
    expect(readApiError(400, { error: { errors: ["b"] } }).messages).toEqual(["b"]);
    expect(readApiError(400, { errors: { email: ["c"], phone: ["d", "e"] } }).messages).toEqual([
      "c",
      "d",
      "e",
    ]);
    expect(readApiError(400, { errors: "not a list" }).messages).toEqual([]);
    expect(readApiError(400, "text").messages).toEqual([]);
    expect(readApiError(400, null).messages).toEqual([]);
  });

  it("takes the code from the status when the body has none", () => {
    expect(readApiError(404, null).code).toBe("not_found");
    expect(readApiError(503, "Service Unavailable").code).toBe("server_error");
    expect(readApiError(418, {}).code).toBeNull();
    expect(readApiError(0, null)).toEqual({ status: 0, code: null, messages: [] });
  });

  it("does not take an unknown code from a body", () => {
    expect(readApiError(400, { code: "made_up", errors: ["x"] })).toEqual({
      status: 400,
      code: "invalid",
      messages: ["x"],
    });
  });
});

describe("apiErrorBody", () => {
  it("wraps one message in a list", () => {
    expect(apiErrorBody("not_found", "Gone")).toEqual({ code: "not_found", errors: ["Gone"] });
  });
});

describe("fieldMessages", () => {
  it("puts 'field: text' under the form's fields and keeps the rest apart", () => {
    expect(
      fieldMessages(
        ["email: Please enter a valid email address", "Too many emails", "other: not ours", "email: Second"],
        ["email"],
      ),
    ).toEqual({
      byField: { email: ["Please enter a valid email address", "Second"] },
      other: ["Too many emails", "other: not ours"],
    });
  });

  it("reads a message with a colon but no field name as a plain message", () => {
    expect(fieldMessages([": odd", "Note: this"], ["code"])).toEqual({
      byField: {},
      other: [": odd", "Note: this"],
    });
  });
});
