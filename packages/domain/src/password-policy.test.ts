import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./password-policy.ts";

const common = new Set(["password", "qwerty123456", "letmein"]);

describe("isCommonPassword", () => {
  it("finds a listed password in any letter case", () => {
    expect(isCommonPassword("qwerty123456", common)).toBe(true);
    expect(isCommonPassword("QWERTY123456", common)).toBe(true);
  });

  it("finds a listed word padded with digits and symbols to reach the length rule", () => {
    expect(isCommonPassword("password1234", common)).toBe(true);
    expect(isCommonPassword("Password123!", common)).toBe(true);
    expect(isCommonPassword("letmein 2024!!", common)).toBe(true);
  });

  it("lets through a password that only contains a common word among others", () => {
    expect(isCommonPassword("correct horse battery", common)).toBe(false);
    expect(isCommonPassword("my password is long", common)).toBe(false);
    expect(isCommonPassword("1234567890123", common)).toBe(false);
  });
});
