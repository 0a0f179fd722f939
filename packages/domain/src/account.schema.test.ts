import { describe, expect, it } from "vitest";
import { otpCodeSchema, otpVerifySchema } from "./account.schema.ts";

describe("otpCodeSchema (ADR 060)", () => {
  it("takes 6 digits, forgiving spaces a person types or pastes", () => {
    expect(otpCodeSchema.parse("012345")).toBe("012345");
    expect(otpCodeSchema.parse(" 012 345 ")).toBe("012345");
  });

  it("says what to type for anything else, one message at a time", () => {
    const messages = (code: unknown) =>
      otpCodeSchema.safeParse(code).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages("")).toEqual(["Please enter the 6-digit code from the email"]);
    expect(messages("12345")).toEqual(["The code is the 6 digits from the email we sent you"]);
    expect(messages("12345a")).toEqual(["The code is the 6 digits from the email we sent you"]);
    expect(messages(123456)).toEqual(["Please enter the 6-digit code from the email"]);
  });

  it("verify defaults the return address to /account and lower-cases the email", () => {
    expect(otpVerifySchema.parse({ email: "Casey@Example.com", code: "123456" })).toEqual({
      email: "casey@example.com",
      code: "123456",
      returnUrl: "/account",
    });
  });
});
