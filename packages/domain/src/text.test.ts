import { describe, expect, it } from "vitest";
import { countOf, escapeMarkup, truncate, twelveHourTime } from "./text.ts";

describe("truncate", () => {
  it("keeps text within the limit and cuts longer text with an ellipsis (default 84)", () => {
    expect(truncate("Short title")).toBe("Short title");
    const long = "x".repeat(100);
    expect(truncate(long)).toHaveLength(84);
    expect(truncate(long).endsWith("…")).toBe(true);
    expect(truncate("x".repeat(84))).toBe("x".repeat(84));
  });

  it("takes other limits (50 in the compare tray, 58 in the cart list)", () => {
    expect(truncate("a".repeat(60), 50)).toHaveLength(50);
    expect(truncate("a".repeat(60), 58)).toHaveLength(58);
  });
});

describe("twelveHourTime", () => {
  it.each([
    ["17:30", "5:30pm"],
    ["09:00", "9am"],
    ["12:00", "12pm"],
    ["00:15", "12:15am"],
    ["21:00", "9pm"],
  ])("shows %s as %s", (input, expected) => {
    expect(twelveHourTime(input)).toBe(expected);
  });
});

describe("escapeMarkup", () => {
  it("escapes the five characters that end text or an attribute, and nothing else", () => {
    expect(escapeMarkup(`<a href="x">'Fisher & Paykel'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;Fisher &amp; Paykel&#39;&lt;/a&gt;",
    );
    expect(escapeMarkup("Plain text, 100% ü")).toBe("Plain text, 100% ü");
  });
});

describe("countOf", () => {
  it("puts the noun in the number of the count", () => {
    expect(countOf(1, "item")).toBe("1 item");
    expect(countOf(0, "item")).toBe("0 items");
    expect(countOf(3, "item")).toBe("3 items");
    expect(countOf(1, "delivery is", "deliveries are")).toBe("1 delivery is");
    expect(countOf(2, "delivery is", "deliveries are")).toBe("2 deliveries are");
  });
});
