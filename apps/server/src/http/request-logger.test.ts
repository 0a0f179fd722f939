import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-logger.ts";

describe("loggedPath", () => {
  it("keeps mailed tokens and email addresses out of the log", () => {
    const token = "A".repeat(43);
    expect(loggedPath(`/api/account/confirmemail/${token}`)).toBe("/api/account/confirmemail/[token]");
    expect(loggedPath(`/account/confirm-email/${token}`)).toBe("/account/confirm-email/[token]");
    expect(loggedPath("/search/jo.smith@example.com")).toBe("/search/j***@e***.com");
    expect(loggedPath("/c/kitchen/ovens")).toBe("/c/kitchen/ovens");
    // The QR hand-off's link (ADR 043); its return page carries no secret
    expect(loggedPath(`/pay/${token}`)).toBe("/pay/[token]");
    expect(loggedPath("/pay/return/afterpay")).toBe("/pay/return/afterpay");
  });
});
