import { describe, expect, it } from "vitest";
import { mailboxKey, tryAgainIn } from "./rate-limits.ts";

describe("tryAgainIn", () => {
  it.each([
    [0, "in 1 second"],
    [1, "in 1 second"],
    [42.2, "in 43 seconds"],
    [60, "in 1 minute"],
    [61, "in 2 minutes"],
    [900, "in 15 minutes"],
    [7140, "in 119 minutes"],
    [7200, "in 2 hours"],
    [86_400, "in 24 hours"],
  ])("%s seconds is '%s'", (seconds, text) => {
    expect(tryAgainIn(seconds)).toBe(text);
  });
});

describe("mailboxKey", () => {
  it("counts one inbox whatever the case, tag or Gmail dots", () => {
    expect(mailboxKey(" Shopper@Example.com ")).toBe("shopper@example.com");
    expect(mailboxKey("shopper+cart1@example.com")).toBe("shopper@example.com");
    expect(mailboxKey("S.hop.per+x@GoogleMail.com")).toBe("shopper@gmail.com");
    expect(mailboxKey("s.hopper@example.com")).toBe("s.hopper@example.com");
  });

  it("keeps a leading '+' and text that is no address", () => {
    expect(mailboxKey("+a@example.com")).toBe("+a@example.com");
    expect(mailboxKey("nope")).toBe("nope");
  });
});
