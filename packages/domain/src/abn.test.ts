import { describe, expect, it } from "vitest";
import { abnMessages, abnSchema, checkoutAbn, formatAbn, isValidAbn } from "./abn.ts";

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

describe("checkoutAbn", () => {
  it("requires a valid ABN where the brand asks for one, kept as its digits", () => {
    expect(checkoutAbn(true, "51 824 753 556")).toEqual({ ok: true, abn: "51824753556" });
    expect(checkoutAbn(true, "")).toEqual({ ok: false, problem: abnMessages.missing });
    expect(checkoutAbn(true, undefined)).toEqual({ ok: false, problem: abnMessages.missing });
    expect(checkoutAbn(true, "51 824 753 557")).toEqual({ ok: false, problem: abnMessages.invalid });
  });

  it("drops an ABN sent to a brand that does not ask for one", () => {
    expect(checkoutAbn(false, "51 824 753 556")).toEqual({ ok: true, abn: null });
    expect(checkoutAbn(false, "nonsense")).toEqual({ ok: true, abn: null });
  });
});

describe("formatAbn", () => {
  it("groups the digits as the ATO prints them", () => {
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
    expect(formatAbn("123")).toBe("123");
  });
});
