import { describe, expect, it } from "vitest";
import {
  cardDigits,
  cardExpired,
  cardScheme,
  cardSummary,
  cvcLength,
  luhnValid,
  parseCardExpiry,
} from "./card-number.ts";

describe("card numbers", () => {
  it("passes the test cards through Luhn and fails a changed digit", () => {
    for (const number of ["4242424242424242", "5555555555554444", "378282246310005", "4000000000003220"]) {
      expect(luhnValid(number)).toBe(true);
    }
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
    expect(luhnValid("4242x24242424242")).toBe(false);
    expect(luhnValid("42424242424242424242")).toBe(false);
  });

  it("drops spaces and dashes only", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardDigits("4242.4242")).toBe("4242.4242");
  });

  it("tells the schemes apart and the Amex's four-digit code", () => {
    expect(cardScheme("4242424242424242")).toBe("visa");
    expect(cardScheme("5555555555554444")).toBe("mc");
    expect(cardScheme("2221000000000009")).toBe("mc");
    expect(cardScheme("378282246310005")).toBe("amex");
    expect(cardScheme("6011111111111117")).toBe("unknown");
    expect(cvcLength("amex")).toBe(4);
    expect(cvcLength("visa")).toBe(3);
  });

  it("reads MM/YY and MM/YYYY expiries", () => {
    expect(parseCardExpiry("03/30")).toEqual({ month: 3, year: 2030 });
    expect(parseCardExpiry("3/2031")).toEqual({ month: 3, year: 2031 });
    expect(parseCardExpiry(" 12 / 29 ")).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry("13/30")).toBeNull();
    expect(parseCardExpiry("00/30")).toBeNull();
    expect(parseCardExpiry("03/3")).toBeNull();
    expect(parseCardExpiry("03-30")).toBeNull();
  });

  it("keeps a card valid to the end of its month", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(cardExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(cardExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(cardExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(cardExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});

describe("what a receipt shows of a card", () => {
  it("is the scheme and the last four digits", () => {
    expect(cardSummary({ scheme: "visa", last4: "4242" })).toBe("Visa ending 4242");
    expect(cardSummary({ scheme: "amex", last4: "0005" })).toBe("American Express ending 0005");
    expect(cardSummary({ scheme: "unknown", last4: "1117" })).toBe("Card ending 1117");
  });
});
