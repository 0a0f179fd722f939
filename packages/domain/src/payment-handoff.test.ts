import { describe, expect, it } from "vitest";
import { handOffTokenSchema } from "./payment-handoff.schema.ts";
import {
  canHandOff,
  handOffPath,
  handOffProviderNamed,
  handOffProviders,
  handOffReturnPath,
  handOffTimeLeft,
} from "./payment-handoff.ts";
import { redirectMethodsOf, redirectProviders } from "./redirect-payment.ts";

describe("the QR hand-off's rules (ADR 043)", () => {
  it("hands every redirect method to a phone, and nothing else", () => {
    for (const method of ["AfterPay", "Zip", "PayPal", "PayPalBnpl", "Klarna", "Humm"] as const)
      expect(canHandOff(method)).toBe(true);
    for (const method of ["CreditCard", "ZipInStore", "Cash", "ApplePay", "GooglePay", "None"] as const)
      expect(canHandOff(method)).toBe(false);
    expect(handOffProviders).toEqual(["afterpay", "zip", "paypal", "klarna", "humm"]);
    // Every method a customer is sent away to pay is one staff can hand to a phone
    expect(redirectProviders.flatMap((p) => redirectMethodsOf[p]).every(canHandOff)).toBe(true);
  });

  it("names the providers of the return path, and no other text", () => {
    expect(handOffProviderNamed("zip")).toBe("zip");
    expect(handOffProviderNamed("humm")).toBe("humm");
    for (const name of ["", "Zip", "Klarna", "zipinstore", "constructor", "__proto__"])
      expect(handOffProviderNamed(name)).toBeNull();
    expect(handOffReturnPath("paypal")).toBe("/pay/return/paypal");
    expect(handOffPath("abc")).toBe("/pay/abc");
  });

  it("counts the time left in minutes and seconds, never below zero", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    expect(handOffTimeLeft(new Date("2026-03-01T10:10:00Z"), now)).toEqual({ seconds: 600, text: "10:00" });
    expect(handOffTimeLeft(new Date("2026-03-01T10:00:05.200Z"), now)).toEqual({ seconds: 6, text: "0:06" });
    expect(handOffTimeLeft(new Date("2026-03-01T09:59:00Z"), now)).toEqual({ seconds: 0, text: "0:00" });
  });

  it("takes a token of 43 base64url characters only", () => {
    expect(handOffTokenSchema.safeParse("a".repeat(43)).success).toBe(true);
    expect(handOffTokenSchema.safeParse(`${"a".repeat(42)}-`).success).toBe(true);
    for (const token of ["", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}/`])
      expect(handOffTokenSchema.safeParse(token).success, token).toBe(false);
  });
});
