import { describe, expect, it } from "vitest";
import { externalLoginCallbackSchema } from "./external-login.schema.ts";

describe("the social sign-in callback's parameters", () => {
  it("takes a code or an error, always with the state", () => {
    expect(externalLoginCallbackSchema.parse({ state: "s", code: "c" })).toEqual({ state: "s", code: "c" });
    expect(externalLoginCallbackSchema.parse({ state: "s", error: "access_denied" }).error).toBe(
      "access_denied",
    );
    expect(externalLoginCallbackSchema.safeParse({ code: "c" }).error?.issues[0]?.message).toBe(
      "The sign-in state is missing",
    );
    expect(externalLoginCallbackSchema.safeParse({ state: "s" }).error?.issues[0]?.message).toBe(
      "The provider sent neither a sign-in code nor an error",
    );
  });

  it("refuses control characters and overlong values instead of passing them to a provider", () => {
    expect(externalLoginCallbackSchema.safeParse({ state: "s\u0000", code: "c" }).success).toBe(false);
    expect(externalLoginCallbackSchema.safeParse({ state: "s", code: "c".repeat(2001) }).success).toBe(false);
  });
});
