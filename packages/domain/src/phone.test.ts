import { describe, expect, it } from "vitest";
import {
  checkAustralianMobile,
  checkAustralianPhone,
  checkNewZealandMobile,
  checkNewZealandPhone,
  checkPhone,
  normalisePhone,
  storePhoneDigits,
} from "./phone.ts";

describe("normalisePhone", () => {
  it("strips spaces first", () => {
    expect(normalisePhone(" 02 9876 5432 ")).toBe("0298765432");
  });

  it.each([
    ["+61 412 345 678", "0412345678"],
    ["61412345678", "0412345678"],
    ["0061 412 345 678", "0412345678"],
    ["+64 21 123 4567", "0211234567"],
    ["64211234567", "0211234567"],
    ["0064 9 123 4567", "091234567"],
  ])("turns the country code of %s into a leading 0", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe("Australian numbers", () => {
  it.each(["0298765432", "0312345678", "0712345678", "0812345678", "0912345678", "0112345678", "0612345678"])(
    "accepts the landline %s",
    (n) => {
      expect(checkAustralianPhone(n)).toMatchObject({ valid: true, kind: "landline" });
    },
  );

  it.each(["0412345678", "0512345678", "+61 412 345 678"])("accepts the mobile %s", (n) => {
    expect(checkAustralianPhone(n)).toMatchObject({
      valid: true,
      kind: "mobile",
      normalised: expect.stringMatching(/^0[45]/),
    });
  });

  it.each(["0412 345 67", "04123456789", "0012345678", "0412-345-678", "abc"])(
    "refuses %s as generic",
    (n) => {
      expect(checkAustralianPhone(n)).toEqual({ valid: false, error: "generic" });
    },
  );

  it("flags an 8-digit number starting 1-9 as missing its area code", () => {
    expect(checkAustralianPhone("98765432")).toEqual({ valid: false, error: "missingAreaCode" });
    expect(checkAustralianPhone("08765432")).toEqual({ valid: false, error: "generic" });
  });

  it("tells a landline from a mobile when a mobile is required", () => {
    expect(checkAustralianMobile("0298765432")).toEqual({ valid: false, error: "notAusMobileNumber" });
    expect(checkAustralianMobile("0412345678")).toMatchObject({ valid: true });
    expect(checkAustralianMobile("98765432")).toEqual({ valid: false, error: "missingAreaCode" });
  });
});

describe("New Zealand numbers", () => {
  it.each(["091234567", "031234567", "041234567"])("accepts the landline %s", (n) => {
    expect(checkNewZealandPhone(n)).toMatchObject({ valid: true, kind: "landline" });
  });

  it.each(["021234567", "0211234567", "02112345678"])("accepts the mobile %s (02 then 7-9 digits)", (n) => {
    expect(checkNewZealandPhone(n)).toMatchObject({ valid: true, kind: "mobile" });
  });

  it.each(["0800 265 265", "0508123456"])("recognises the toll-free %s", (n) => {
    expect(checkNewZealandPhone(n)).toMatchObject({ valid: true, kind: "tollFree" });
  });

  it.each(["021234", "021123456789", "011234567", "0212345678901"])("refuses %s", (n) => {
    expect(checkNewZealandPhone(n)).toEqual({ valid: false, error: "generic" });
  });

  it("requires a mobile when asked", () => {
    expect(checkNewZealandMobile("091234567")).toEqual({ valid: false, error: "notNewZealandMobileNumber" });
    expect(checkNewZealandMobile("+64 21 123 4567")).toMatchObject({ valid: true, country: "NZ" });
  });
});

describe("checkPhone (combined)", () => {
  it("passes when either country's rule passes", () => {
    expect(checkPhone("0412345678")).toMatchObject({ valid: true, country: "AU" });
    expect(checkPhone("091234567")).toMatchObject({ valid: true, country: "NZ" });
    expect(checkPhone("+64 21 123 4567")).toMatchObject({ valid: true, country: "NZ" });
  });

  it("fails with the Australian reason when neither passes", () => {
    expect(checkPhone("98765432")).toEqual({ valid: false, error: "missingAreaCode" });
    expect(checkPhone("12")).toEqual({ valid: false, error: "generic" });
  });
});

describe("storePhoneDigits", () => {
  it("removes spaces", () => {
    expect(storePhoneDigits("02 9123 4567")).toBe("0291234567");
  });
});
