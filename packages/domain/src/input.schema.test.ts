import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDateSchema,
  databaseIdSchema,
  dateOrDateTimeSchema,
  dateTimeSchema,
  int4Max,
  isPlainText,
  textSchema,
  wholeNumberSchema,
} from "./input.schema.ts";

describe("databaseIdSchema", () => {
  const id = databaseIdSchema("A product id is a whole number from 1 to 2147483647");

  it("takes a positive int4 as a number or as a string of digits", () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse("42")).toBe(42);
    expect(id.parse(int4Max)).toBe(int4Max);
    expect(id.parse(String(int4Max))).toBe(int4Max);
  });

  it("refuses ids above int4, zero, negatives, fractions and other spellings, with its message", () => {
    for (const bad of [
      int4Max + 1,
      "2147483648",
      99_999_999_999,
      "99999999999",
      "9223372036854775808",
      0,
      "0",
      -1,
      "-1",
      1.5,
      "1.5",
      "1e3",
      "0x10",
      "",
      "12abc",
      "a\u0000",
      null,
      true,
      [],
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      const result = id.safeParse(bad);
      expect(result.success, `${String(bad)} is not an id`).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("A product id is a whole number from 1 to 2147483647");
    }
  });

  it("never lets a number outside 1..int4 through (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.bigInt().map(String), fc.integer().map(String)), (value) => {
        const result = id.safeParse(value);
        if (result.success) expect(result.data >= 1 && result.data <= int4Max).toBe(true);
      }),
    );
  });
});

describe("wholeNumberSchema", () => {
  it("keeps a number within its bounds", () => {
    const days = wholeNumberSchema("Days is 1 to 365", 1, 365);
    expect(days.parse("30")).toBe(30);
    expect(days.safeParse("366").success).toBe(false);
    expect(days.safeParse(0).success).toBe(false);
  });
});

describe("textSchema", () => {
  const suburb = textSchema("A suburb", 30);

  it("trims and keeps ordinary text, letters of any script included", () => {
    expect(suburb.parse("  Bondi Beach ")).toBe("Bondi Beach");
    expect(suburb.parse("Ōtāhuhu")).toBe("Ōtāhuhu");
    expect(textSchema("A note", 10, { trim: false }).parse(" x ")).toBe(" x ");
  });

  it("refuses NUL, control characters and unpaired surrogates, naming the field", () => {
    for (const bad of ["\u0000", "Bondi\u0000", "a\u001fb", "\u007f", "a\u0085b", "\ud800", "tab\there"]) {
      const result = suburb.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(
        "A suburb cannot contain control characters",
      );
    }
  });

  it("refuses text over its length and non-text", () => {
    expect(suburb.safeParse("x".repeat(31)).error?.issues[0]?.message).toBe(
      "A suburb has at most 30 characters",
    );
    expect(suburb.safeParse("x".repeat(100_000)).success).toBe(false);
    expect(suburb.safeParse(12).success).toBe(false);
    expect(
      textSchema("A code", 5, { missing: "Please enter a code" }).safeParse(undefined).error?.issues[0]
        ?.message,
    ).toBe("Please enter a code");
  });

  it("accepts exactly the plain text isPlainText accepts (property)", () => {
    const text100 = textSchema("Text", 100, { trim: false });
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (text) => {
        expect(text100.safeParse(text).success).toBe(isPlainText(text));
      }),
    );
  });
});

describe("dateOrDateTimeSchema", () => {
  it("takes either form and names the problem of the form given", () => {
    const date = dateOrDateTimeSchema("dateOverride");
    expect(date.parse("2026-11-24")).toBe("2026-11-24");
    expect(date.parse("2026-11-24T09:30:00Z")).toBe("2026-11-24T09:30:00Z");
    expect(date.safeParse("0000-01-01").error?.issues[0]?.message).toBe(
      "dateOverride must be in the years 1900 to 2200",
    );
    expect(date.safeParse("0000-01-01T00:00:00Z").error?.issues[0]?.message).toBe(
      "dateOverride must be in the years 1900 to 2200",
    );
    expect(date.safeParse("tomorrow").success).toBe(false);
  });
});

describe("calendarDateSchema and dateTimeSchema", () => {
  it("take real dates in the supported years", () => {
    expect(calendarDateSchema().parse("2026-11-24")).toBe("2026-11-24");
    expect(calendarDateSchema().parse("2024-02-29")).toBe("2024-02-29");
    expect(dateTimeSchema().parse("2026-11-24T09:30:00+11:00")).toBe("2026-11-24T09:30:00+11:00");
  });

  it("refuse year 0000, far years, impossible days and other formats", () => {
    for (const bad of [
      "0000-01-01",
      "1899-12-31",
      "2201-01-01",
      "9999-12-31",
      "2025-02-29",
      "2026-13-01",
      "24/11/2026",
      "",
      "2026-11-24\u0000",
    ])
      expect(calendarDateSchema().safeParse(bad).success, bad).toBe(false);
    for (const bad of [
      "0000-01-01T00:00:00Z",
      "2200-12-31T23:00:00-05:00",
      "2026-11-24T25:00:00Z",
      "2026-11-24",
    ])
      expect(dateTimeSchema().safeParse(bad).success, bad).toBe(false);
    expect(calendarDateSchema("dateOverride").safeParse("0000-01-01").error?.issues[0]?.message).toBe(
      "dateOverride must be in the years 1900 to 2200",
    );
    // text that is no date at all is told so, once
    expect(
      calendarDateSchema("day")
        .safeParse("1 Dec")
        .error?.issues.map((i) => i.message),
    ).toEqual(["day is a date written YYYY-MM-DD"]);
    expect(
      dateTimeSchema("at")
        .safeParse("noon")
        .error?.issues.map((i) => i.message),
    ).toEqual(["at is an ISO date-time such as 2026-11-24T09:30:00+11:00"]);
  });
});
