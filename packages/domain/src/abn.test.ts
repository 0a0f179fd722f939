import { describe, expect, it } from "vitest";
import { abnSchema, isValidAbn } from "./abn.ts";

describe("isValidAbn", () => {
  it("takes ABNs whose check digits hold, with or without spaces", () => {
    // The ATO's published example, and two registered ABNs
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(isValidAbn("53004085616")).toBe(true);
    expect(isValidAbn("33 051 775 556")).toBe(true);
  });

  it("refuses a changed digit, a wrong length, letters and a leading zero", () => {
    expect(isValidAbn("51 824 753 557")).toBe(false);
    expect(isValidAbn("5182475355")).toBe(false);
    expect(isValidAbn("518247535561")).toBe(false);
    expect(isValidAbn("5182475355a")).toBe(false);
    expect(isValidAbn("01824753556")).toBe(false);
  });

  it("keeps the eleven digits and says what is wrong", () => {
    expect(abnSchema.parse(" 51 824 753 556 ")).toBe("51824753556");
    expect(abnSchema.safeParse("12345678901").error?.issues[0]?.message).toBe(
      "Please enter a valid ABN (11 digits)",
    );
  });
});
